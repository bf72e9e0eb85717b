import {
  ConfigurationError,
  parseConfig,
  PRODUCTION_REQUIREMENTS,
  requireProductionSettings,
  subgraphAddress,
  type ProductionRequirements,
} from './config.js';

describe('configuration', () => {
  test('applies the contract defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      GATEWAY_PORT: 4000,
      REST_PORT: 8080,
      EVENTS_EXCHANGE: 'compliance.events',
      MAIL_FROM: 'no-reply@localhost',
      PUBLIC_URL: 'http://localhost:8080',
      TRAINING_TENANT_SLUG: 'training',
      FACTORY_BASE_DOMAIN: 'localhost',
      RATE_LIMIT_FACTOR: 1,
      EVENT_RETENTION_HOURS: 168,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  test('keeps events for a positive number of hours', () => {
    expect(parseConfig({ EVENT_RETENTION_HOURS: '0.5' }).EVENT_RETENTION_HOURS).toBe(0.5);
    for (const bad of ['0', '-1', 'a week'])
      expect(() => parseConfig({ EVENT_RETENTION_HOURS: bad })).toThrow(/EVENT_RETENTION_HOURS/);
  });

  test('trusts no proxy by default, and only addresses, CIDR ranges and the reserved range names', () => {
    expect(parseConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.28.0.0/16,::1,fd00::/8, loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.5',
      '172.28.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['lb.internal', '10.0.0.0/33', '10.0.0.1/8/8', '::/129', '*'])
      expect(() => parseConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
  });

  test('names every bad variable in one clear message', () => {
    expect(() => parseConfig({ GATEWAY_PORT: 'eighty', DATABASE_URL: 'mysql://x', RATE_LIMIT_FACTOR: '-1' })).toThrow(
      /GATEWAY_PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*RATE_LIMIT_FACTOR/,
    );
  });

  test("reads a subgraph's <NAME>_PORT and <NAME>_URL from its name, whatever the name", () => {
    const settings = parseConfig({ TRAINING_PORT: '5001', COMPLIANCE_URL: 'http://compliance:4002/graphql' });
    expect(subgraphAddress('training', settings)).toEqual({ port: 5001 });
    expect(subgraphAddress('compliance', settings)).toEqual({ url: 'http://compliance:4002/graphql' });
    expect(subgraphAddress('factory', settings)).toEqual({});
    expect(subgraphAddress('stock-levels', parseConfig({ STOCK_LEVELS_PORT: '4010' }))).toEqual({ port: 4010 });
  });

  test("refuses a bad <NAME>_PORT or <NAME>_URL with the variable's name", () => {
    const settings = parseConfig({ TRAINING_PORT: 'eighty', FACTORY_PORT: '70000', COMPLIANCE_URL: 'not a url' });
    expect(() => subgraphAddress('training', settings)).toThrow(ConfigurationError);
    expect(() => subgraphAddress('training', settings)).toThrow(/Invalid configuration:\n {2}TRAINING_PORT: /);
    expect(() => subgraphAddress('factory', settings)).toThrow(/FACTORY_PORT: /);
    expect(() => subgraphAddress('compliance', settings)).toThrow(/COMPLIANCE_URL: /);
  });

  test('gives every HTTP listener limits a reverse proxy would use, and refuses a header timeout longer than the request timeout', () => {
    expect(parseConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 120_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      HTTP_IDLE_TIMEOUT_MS: 60_000,
      HTTP_MAX_CONNECTIONS: 2_048,
    });
    expect(() => parseConfig({ HTTP_MAX_CONNECTIONS: '0' })).toThrow(/HTTP_MAX_CONNECTIONS/);
    expect(() => parseConfig({ HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  test('reads the supergraph from one place: a file, or an http(s) URL polled every SUPERGRAPH_POLL_MS', () => {
    expect(parseConfig({})).toMatchObject({ SUPERGRAPH_POLL_MS: 10_000 });
    expect(parseConfig({}).SUPERGRAPH_PATH).toBeUndefined();
    expect(parseConfig({ SUPERGRAPH_URL: 'https://registry.example/supergraph' }).SUPERGRAPH_URL).toBe(
      'https://registry.example/supergraph',
    );
    expect(() => parseConfig({ SUPERGRAPH_URL: 'ftp://registry.example/supergraph' })).toThrow(
      /SUPERGRAPH_URL: must be an http\(s\):\/\/ URL/,
    );
    expect(() => parseConfig({ SUPERGRAPH_POLL_MS: '10' })).toThrow(/SUPERGRAPH_POLL_MS/);
    expect(() =>
      parseConfig({ SUPERGRAPH_PATH: '/etc/supergraph.graphql', SUPERGRAPH_URL: 'http://registry.example/s' }),
    ).toThrow(/SUPERGRAPH_PATH, SUPERGRAPH_URL: give one or neither/);
  });

  test('keeps rate-limit counters in Redis given as a redis:// (or rediss://) URL, else in PostgreSQL', () => {
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
    expect(parseConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ REDIS_URL: 'redis://cache:6379/0' }).REDIS_URL).toBe('redis://cache:6379/0');
    expect(parseConfig({ REDIS_URL: 'rediss://user:secret@cache.example:6380' }).REDIS_URL).toBe(
      'rediss://user:secret@cache.example:6380',
    );
    expect(() => parseConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ URL/);
    expect(() => parseConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
  });

  test('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', IDP_URL: '' }).IDP_URL).toBeUndefined();
  });

  test('refuses to run production without rate limits, and each component without what its development stand-ins replace', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
    // The platform's own components, and two of the kind a subgraph declares (subgraphs/index.test.ts has theirs).
    const requirements: ProductionRequirements = {
      ...PRODUCTION_REQUIREMENTS,
      'with-stand-ins': [
        { variables: ['IDP_URL', 'IDP_SERVICE_KEY'], standIn: 'admins would pass unchecked' },
        { variables: ['CHALLENGE_VERIFY_URL', 'CHALLENGE_SECRET'], standIn: 'any bot-challenge token would pass' },
      ],
      'without-stand-ins': [],
    };
    const bare = parseConfig({ NODE_ENV: 'production' });
    expect(() => requireProductionSettings(bare, ['with-stand-ins'], requirements)).toThrow(
      /IDP_URL, IDP_SERVICE_KEY: required in production[^\n]*\n.*CHALLENGE_VERIFY_URL, CHALLENGE_SECRET: required/,
    );
    expect(() => requireProductionSettings(bare, ['gateway'])).toThrow(
      /^Invalid configuration:\n {2}IDP_JWT_SECRET: [^\n]*$/,
    );
    expect(() => requireProductionSettings(bare, ['without-stand-ins'], requirements)).not.toThrow();
    const complete = parseConfig({
      NODE_ENV: 'production',
      IDP_URL: 'https://identity.example.com',
      IDP_SERVICE_KEY: 'key',
      IDP_JWT_SECRET: 'a-secret-of-sixteen-characters',
      CHALLENGE_VERIFY_URL: 'http://127.0.0.1:9/verify',
      CHALLENGE_SECRET: 's',
    });
    expect(() => requireProductionSettings(complete, Object.keys(requirements), requirements)).not.toThrow();
    // Outside production nothing is required.
    expect(() => requireProductionSettings(parseConfig({}), ['with-stand-ins', 'gateway'], requirements)).not.toThrow();
    // A component without requirements given is a mistake of the caller's, whatever the environment.
    expect(() => requireProductionSettings(parseConfig({}), ['unknown'])).toThrow(/unknown/);
  });
});
