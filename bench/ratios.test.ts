import { describe, expect, test } from '@jest/globals';
import { ratiosOf, type PathFigures, type PathName } from './performance.js';

const path = (name: PathName, figures: Partial<PathFigures>): PathFigures => ({
  path: name,
  requestsPerSecond: 1000,
  p50: 30,
  p99: 60,
  errors: 0,
  sqlPerRequest: 1,
  subgraphCpuMsPerRequest: 0.7,
  ...figures,
});

const byName = (paths: PathFigures[], hopTargets: boolean) =>
  new Map(ratiosOf(paths, { hopTargets }).map((ratio) => [ratio.name, ratio]));

describe("the bench's ratios of a hop", () => {
  const paths = [
    path('subgraph', { requestsPerSecond: 1000, p50: 30 }),
    path('reverse proxy', { requestsPerSecond: 850, p50: 36, frontCpuMsPerRequest: 0.27 }),
    path('gateway', { requestsPerSecond: 820, p50: 38, frontCpuMsPerRequest: 0.41 }),
    path('peer', { requestsPerSecond: 500, p50: 64, frontCpuMsPerRequest: 1.2 }),
  ];

  test('print beside each target what the floor reaches in the same run, and whether that meets it', () => {
    const ratios = byName(paths, true);
    expect(ratios.get('gateway ÷ subgraph, p50')).toMatchObject({
      value: 1.27,
      met: false,
      bound: { name: 'reverse proxy ÷ subgraph', value: 1.2, reachable: false },
    });
    expect(ratios.get('gateway CPU ms/req')).toMatchObject({
      value: 0.41,
      met: false,
      bound: { name: 'reverse proxy CPU ms/req', value: 0.27, reachable: false },
    });
    expect(ratios.get('gateway ÷ peer, req/s')).toMatchObject({
      value: 1.64,
      met: false,
      bound: { name: 'subgraph ÷ peer', value: 2, reachable: false },
    });
    expect(ratios.get('gateway ÷ reverse proxy, req/s')).toMatchObject({ value: 0.96, met: true });
    expect(ratios.get('gateway ÷ reverse proxy, req/s')?.bound).toBeUndefined();
  });

  test('call a bound that meets its target reachable', () => {
    const fastSubgraph = [path('subgraph', { requestsPerSecond: 1400, p50: 33 }), ...paths.slice(1)];
    const ratios = byName(fastSubgraph, true);
    expect(ratios.get('gateway ÷ subgraph, p50')?.bound).toMatchObject({ value: 1.09, reachable: true });
    expect(ratios.get('gateway ÷ peer, req/s')?.bound).toMatchObject({ value: 2.8, reachable: true });
  });

  test("hold a cache hit's CPU to its target, beside a proxy that answers from memory", () => {
    const cached = [
      path('reverse proxy, answers kept', { requestsPerSecond: 9000, p50: 3, frontCpuMsPerRequest: 0.09 }),
      path('gateway', { requestsPerSecond: 7000, p50: 4, frontCpuMsPerRequest: 0.15 }),
    ];
    const ratios = new Map(ratiosOf(cached, { cacheable: true }).map((ratio) => [ratio.name, ratio]));
    expect(ratios.get('gateway CPU ms/req on a cache hit')).toMatchObject({
      value: 0.15,
      target: { atMost: 0.05 },
      met: false,
      bound: { name: 'reverse proxy, answers kept, CPU ms/req', value: 0.09, reachable: false },
    });
    expect(byName(cached, false).has('gateway CPU ms/req on a cache hit')).toBe(false);
  });

  test('give no bound where the scenario holds the hop to no floor', () => {
    const ratios = byName(paths, false);
    expect(ratios.get('gateway ÷ subgraph, p50')).toMatchObject({ target: { atMost: 1.3 } });
    expect(ratios.get('gateway ÷ subgraph, p50')?.bound).toBeUndefined();
    expect(ratios.get('gateway ÷ peer, req/s')?.bound).toBeUndefined();
    expect(ratios.has('gateway CPU ms/req')).toBe(false);
  });
});
