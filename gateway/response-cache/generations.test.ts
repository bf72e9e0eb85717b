import { describe, expect, test } from '@jest/globals';
import {
  dependenciesOf,
  eventsAppliedBy,
  generationsChangedBy,
  generationsChangedByEvent,
  generationsChangedByWrite,
  generationsOfEvent,
  partitionDependenciesOf,
  tenantOfView,
} from './generations.js';
import { ResponseCache } from './store.js';

const TAG = 'compliance.entities';
const CATALOGUE = 'training.catalogue';
const [FIRST, SECOND] = ['6f1c2a4e-0b7d-4c1e-9a3b-2d5e8f0a1b2c', '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d'];

/** A cache whose stream is connected and bound (what the gateway's invalidation gives it). */
function usableCache(): ResponseCache {
  const cache = new ResponseCache(1_000_000);
  cache.setStreamConnected(true);
  return cache;
}

/** Fills `key` as a read of `tenant`'s data would: `during` runs while it executes. */
async function fill(cache: ResponseCache, key: string, tenant: string | undefined, during = () => {}) {
  const generations = dependenciesOf([TAG], tenant);
  const started = cache.startFill(key, generations);
  expect(await started.stored).toBeUndefined();
  during();
  started.finish({ data: { key } });
  return cache.get(key);
}

describe('per-tenant generations', () => {
  test("one tenant's change drops its entries and those of no one tenant, never another tenant's", async () => {
    const cache = usableCache();
    await fill(cache, 'first', FIRST);
    await fill(cache, 'second', SECOND);
    await fill(cache, 'anyone', undefined);
    await cache.invalidate(generationsChangedBy([TAG], FIRST));
    expect([cache.get('first'), cache.get('second'), cache.get('anyone')]).toEqual([
      undefined,
      { data: { key: 'second' } },
      undefined,
    ]);
  });

  test("a change of every tenant's drops them all", async () => {
    const cache = usableCache();
    await fill(cache, 'first', FIRST);
    await fill(cache, 'anyone', undefined);
    await cache.invalidate(generationsChangedBy([TAG], undefined));
    expect([cache.get('first'), cache.get('anyone')]).toEqual([undefined, undefined]);
  });

  test("a read racing one tenant's write stores nothing for that tenant only", async () => {
    const cache = usableCache();
    const write = () => void cache.invalidate(generationsChangedBy([TAG], FIRST));
    expect(await fill(cache, 'first', FIRST, write)).toBeUndefined();
    expect(await fill(cache, 'second', SECOND, write)).toEqual({ data: { key: 'second' } });
    expect(cache.stats.discarded).toBe(1);
  });
});

describe('partition generations', () => {
  /** Fills `key` as a read of `fields` (a partitioned one asked with `value`, or not) would. */
  async function fillOf(
    cache: ResponseCache,
    key: string,
    fields: { tags: string[]; value?: string }[],
    during = () => {},
  ) {
    const started = cache.startFill(key, [
      ...dependenciesOf([CATALOGUE], undefined),
      ...partitionDependenciesOf(fields),
    ]);
    expect(await started.stored).toBeUndefined();
    during();
    started.finish({ data: { key } });
    return cache.get(key);
  }
  const event = (...values: string[]) =>
    generationsChangedByEvent(CATALOGUE, `${CATALOGUE}.partition.${values.join('.')}.changed`);

  test("a partition's change drops the entries asked with its values and every unpartitioned one, no other value's", async () => {
    const cache = usableCache();
    await fillOf(cache, 'by old slug', [{ tags: [CATALOGUE], value: 'old-slug' }]);
    await fillOf(cache, 'by id', [{ tags: [CATALOGUE], value: FIRST }]);
    await fillOf(cache, 'other', [{ tags: [CATALOGUE], value: 'other-slug' }]);
    await fillOf(cache, 'list', [{ tags: [CATALOGUE] }]);
    await fillOf(cache, 'both', [{ tags: [CATALOGUE], value: 'other-slug' }, { tags: [CATALOGUE] }]);
    await cache.invalidate(event(FIRST, 'old-slug', 'new-slug'));
    expect(['by old slug', 'by id', 'other', 'list', 'both'].map((key) => cache.get(key) !== undefined)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  test("the whole tag's change drops partitioned entries too", async () => {
    const cache = usableCache();
    await fillOf(cache, 'other', [{ tags: [CATALOGUE], value: 'other-slug' }]);
    await cache.invalidate(generationsChangedByEvent(CATALOGUE, `${CATALOGUE}.changed`));
    expect(cache.get('other')).toBeUndefined();
  });

  test("a read racing a partition's write stores nothing for that value only", async () => {
    const cache = usableCache();
    const write = () => void cache.invalidate(event('old-slug', 'new-slug'));
    expect(await fillOf(cache, 'racing', [{ tags: [CATALOGUE], value: 'new-slug' }], write)).toBeUndefined();
    expect(await fillOf(cache, 'calm', [{ tags: [CATALOGUE], value: 'other-slug' }], write)).toEqual({
      data: { key: 'calm' },
    });
  });

  test("a write bumps its recorded events' generations under the tag, else the whole tag's", () => {
    const recorded = [
      { routingKey: `${CATALOGUE}.partition.a.b.changed` },
      { routingKey: 'compliance.entities.changed' },
    ];
    expect(generationsChangedByWrite(CATALOGUE, recorded)).toEqual(event('a', 'b'));
    expect(generationsChangedByWrite(CATALOGUE, [])).toEqual([CATALOGUE]);
    expect(generationsChangedByWrite(CATALOGUE, [{ routingKey: 'compliance.entities.changed' }])).toEqual([CATALOGUE]);
    expect(generationsChangedByWrite(CATALOGUE, undefined)).toEqual([CATALOGUE]);
  });
});

describe('an event a write recorded', () => {
  const recorded = [
    { routingKey: `${TAG}.${FIRST}.changed`, id: 'entity-event' },
    { routingKey: `${CATALOGUE}.partition.a.changed`, id: 'course-event' },
    { routingKey: `${TAG}.${SECOND}.changed` },
  ];

  test('is applied by the write in the generations both bump, by id; an event without one never is', () => {
    const written = [...generationsChangedBy([TAG], FIRST), `${CATALOGUE}#a`];
    expect(eventsAppliedBy(written, recorded, [TAG, CATALOGUE])).toEqual({
      'entity-event': generationsChangedBy([TAG], FIRST),
      'course-event': [`${CATALOGUE}#a`],
    });
    expect(eventsAppliedBy(written, recorded, [TAG])).toEqual({ 'entity-event': generationsChangedBy([TAG], FIRST) });
    expect(eventsAppliedBy(written, undefined, [TAG])).toEqual({});
  });

  test('drops, when it arrives, only what the write did not: an answer read after the write stays', async () => {
    const cache = usableCache();
    const written = generationsChangedBy([TAG], FIRST);
    await cache.invalidate(written, { events: eventsAppliedBy(written, recorded, [TAG]) });
    expect(await fill(cache, 'after the write', FIRST)).toEqual({ data: { key: 'after the write' } });
    await fill(cache, 'no one tenant', undefined);
    const invalidations = cache.stats.invalidations;
    await cache.invalidateEvent('entity-event', generationsOfEvent([TAG], recorded[0].routingKey));
    expect(cache.get('after the write')).toEqual({ data: { key: 'after the write' } });
    expect(cache.stats).toMatchObject({ invalidations, events: 1 });
    // The same event again, and one the write did not apply, as every replica hears them.
    await cache.invalidateEvent('entity-event', generationsOfEvent([TAG], recorded[0].routingKey));
    expect(cache.get('after the write')).toBeDefined();
    await cache.invalidateEvent('unlisted-event', generationsOfEvent([TAG], recorded[0].routingKey));
    expect([cache.get('after the write'), cache.get('no one tenant')]).toEqual([undefined, undefined]);
    expect(cache.stats).toMatchObject({ invalidations: invalidations + 2, events: 3 });
  });

  test('drops, when it arrives, the generations it bumps beyond what the write did', async () => {
    const cache = usableCache();
    // A write of no declared tenant scope that bumped the tenant's generation only.
    const written = [`${TAG}@${FIRST}`];
    await cache.invalidate(written, { events: eventsAppliedBy(written, recorded, [TAG]) });
    await fill(cache, 'no one tenant', undefined);
    await fill(cache, 'first', FIRST);
    await cache.invalidateEvent('entity-event', generationsOfEvent([TAG], recorded[0].routingKey));
    expect([cache.get('no one tenant'), cache.get('first')]).toEqual([undefined, { data: { key: 'first' } }]);
  });
});

describe("a view's tenant", () => {
  test('is the tenant of a tenant view, or of a factory role within one', () => {
    expect(tenantOfView({ tenant: FIRST, headers: { 'x-tenant-id': FIRST } })).toBe(FIRST);
    expect(tenantOfView({ tenant: `${FIRST}/admin`, headers: {} })).toBe(FIRST);
  });

  test('is none for a view that may reach beyond one tenant', () => {
    expect(tenantOfView(undefined)).toBeUndefined();
    expect(tenantOfView({ tenant: '*/super-admin', headers: {} })).toBeUndefined();
    expect(tenantOfView({ tenant: FIRST, headers: { 'x-admin': 'true' } })).toBeUndefined();
  });
});
