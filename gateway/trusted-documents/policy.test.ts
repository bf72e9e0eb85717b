import { Writable } from 'node:stream';
import { createLogger } from '../../platform/logger.js';
import { TrustedDocumentPolicy, UnknownDocumentLog } from './policy.js';

test.each([
  [undefined, 'production', false, 'off'],
  [undefined, 'production', true, 'enforce'],
  [undefined, 'development', true, 'off'],
  ['audit', 'production', true, 'audit'],
  ['enforce', 'development', false, 'enforce'],
  ['off', 'production', true, 'off'],
] as const)('configured %s, in %s, a client manifest loaded: %s → %s', (configured, environment, loaded, mode) => {
  const policy = new TrustedDocumentPolicy(configured, environment === 'production', { clientManifestLoaded: loaded });
  expect(policy.mode).toBe(mode);
});

test('the mode follows manifests loaded while the gateway runs', () => {
  const manifests = { clientManifestLoaded: false };
  const policy = new TrustedDocumentPolicy(undefined, true, manifests);
  expect(policy.mode).toBe('off');
  manifests.clientManifestLoaded = true;
  expect(policy.mode).toBe('enforce');
});

test('audit logs an unknown text once, as a warning, however often it comes', () => {
  const written: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        written.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = new UnknownDocumentLog(createLogger('debug', destination));
  log.unknownText('hash-a', 'query A { a }', 'A', 'http');
  log.unknownText('hash-a', 'query A { a }', 'A', 'graphql-ws');
  log.unknownText('hash-b', `query B { ${'b '.repeat(1000)}}`, undefined, 'sse');
  expect(written).toHaveLength(2);
  expect(written[0]).toMatchObject({
    level: 40,
    hash: 'hash-a',
    operationName: 'A',
    channel: 'http',
    document: 'query A { a }',
  });
  expect(written[1]).toMatchObject({ level: 40, hash: 'hash-b', channel: 'sse' });
  expect((written[1].document as string).length).toBeLessThanOrEqual(1001);
});
