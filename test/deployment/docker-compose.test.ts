import dockerignoreModule from '@balena/dockerignore';
import { describe, expect, test } from '@jest/globals';
import { Ajv } from 'ajv';
import { Cmd, Copy, DockerfileParser, Env, type Instruction } from 'dockerfile-ast';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { builtinModules, createRequire } from 'node:module';
import { BlockList, type AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import {
  CONFIGURATION_VARIABLES,
  parseConfig,
  requireProductionSettings,
  subgraphAddress,
  subgraphVariables,
} from '../../platform/config.js';
import { GENERATED_SECRETS, type GeneratedSecret } from '../../platform/data-dir.js';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { COMPONENT_PRODUCTION_REQUIREMENTS, SUBGRAPH_NAMES } from '../../subgraphs/index.js';

/**
 * docker-compose.yml, its load balancer's deploy/nginx.conf and the Dockerfile, checked statically (Docker does not run
 * where the tests do) against what they must agree with: the Compose specification's JSON schema, CONTRACT.md
 * (components, ports, configuration variables), the configuration schema (platform/config.ts), package.json (each
 * component's entry point) and the build output. The compose file is read as Docker Compose reads it: YAML merge keys
 * resolved, `${NAME:-default}` interpolated from the operator's environment.
 */

type Environment = Record<string, string>;

// The package is CommonJS whose `module.exports` is the function its typings declare as the default export.
const ignore = dockerignoreModule as unknown as typeof dockerignoreModule.default;

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string[];
  container_name?: string;
  deploy?: { replicas?: number };
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  ports?: string[];
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[]; interval?: string; timeout?: string; retries?: number; start_period?: string };
  stop_grace_period?: string;
}

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string; gateway?: string }[] } }>;
  volumes?: Record<string, unknown>;
};
/**
 * The runtime contract as checked in (`docs/CONTRACT.md`), so that the repository stands alone wherever it is cloned;
 * where the shared original sits beside the project, the copy must be identical to it (see below).
 */
const contract = read('docs/CONTRACT.md');
const SHARED_CONTRACT = resolve(PROJECT_ROOT, '..', 'shared', 'CONTRACT.md');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** The rows of the first markdown table under `heading`, as cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^#+ /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`CONTRACT.md has no section "${heading}"`);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // The header row and the |---| separator.
  return rows.slice(2).map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

const backticked = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]);

/** The components of CONTRACT.md, named as their services (and `npm run start:<name>` scripts) are. */
const COMPONENTS = tableUnder(contract, 'Components and ports').map(([component, port]) => {
  const service = component.split(' ')[0].toLowerCase();
  const [, number, variable] = /^(\d+) \(`([A-Z_]+)`\)$/.exec(port) ?? [];
  if (!number || !variable) throw new Error(`Unexpected port cell in CONTRACT.md: ${port}`);
  return { service, port: Number(number), portVariable: variable };
});
/** The subgraphs of the registry (subgraphs/index.ts), each a service of this file. */
const SUBGRAPHS: readonly string[] = SUBGRAPH_NAMES;

/** What each component's health check asks: the subgraphs' and the gateway's `/health`; the REST adapter's is the compliance surface's (`{base_url}/health`). */
const HEALTH_PATHS: Record<string, string> = {
  gateway: '/health',
  training: '/health',
  compliance: '/health',
  factory: '/health',
  rest: '/compliance/health',
};

/** Every variable of CONTRACT.md's configuration table. */
const CONTRACT_VARIABLES = tableUnder(contract, 'Configuration (environment variables)').flatMap(([variables]) =>
  backticked(variables),
);

/** Docker Compose's interpolation of `value` from the operator's environment (`.env` or the shell). */
function interpolate(value: string, operator: Environment): string {
  return value.replace(
    /\$\$|\$\{([A-Z_][A-Z0-9_]*)(?:(:?-)([^}]*))?\}|\$([A-Z_][A-Z0-9_]*)/g,
    (match, braced?: string, operatorForm?: string, fallback?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = braced ?? bare!;
      const given = operator[name];
      if (operatorForm === ':-') return given ? given : fallback!;
      if (operatorForm === '-') return given ?? fallback!;
      return given ?? '';
    },
  );
}

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** The environment a service's container gets, with `operator` as the operator's `.env`. */
function environmentOf(name: string, operator: Environment = {}): Environment {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([key, value]) => [
      key,
      value === null ? '' : interpolate(String(value), operator),
    ]),
  );
}

/** Compose durations such as `30s`, `1m30s`, `500ms`. */
function milliseconds(duration: string): number {
  const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== duration)
    throw new Error(`Not a duration: ${duration}`);
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * units[unit], 0);
}

/** `[host address:]host port:container port` of a short-syntax port mapping. */
function published(mapping: string): { address?: string; host: number; container: number } {
  const parts = mapping.split(':');
  const [container, host, address] = [parts.pop(), parts.pop(), parts.pop()];
  return { address, host: Number(host), container: Number(container) };
}

/** The entry point `npm run start:<name>` (or `npm start`) runs, e.g. `dist/gateway/main.js`. */
function entryPointOf(script: string): string {
  const [, entryPoint] = /node (dist\/\S+\.js)$/.exec(packageJson.scripts[script] ?? '') ?? [];
  if (!entryPoint) throw new Error(`package.json script "${script}" does not run node dist/...js`);
  return entryPoint;
}

const componentNames = COMPONENTS.map((component) => component.service);
const serviceWithImage = (prefix: string) => {
  const [name] = Object.entries(compose.services).find(([, definition]) => definition.image?.startsWith(prefix)) ?? [];
  if (!name) throw new Error(`docker-compose.yml has no service of image ${prefix}*`);
  return name;
};

/** The networks a service joins (Compose puts a service that names none on `default`), with any fixed address. */
function networksOf(name: string): Record<string, string | undefined> {
  const networks = service(name).networks ?? ['default'];
  if (Array.isArray(networks)) return Object.fromEntries(networks.map((network) => [network, undefined]));
  return Object.fromEntries(Object.entries(networks).map(([network, options]) => [network, options?.ipv4_address]));
}

/** A network's one IPAM configuration: its subnet, the range replicas take addresses from, and its gateway address. */
function addressingOf(network: string): { subnet: string; range: string; gateway: string } {
  const [config] = compose.networks?.[network]?.ipam?.config ?? [];
  if (!config?.subnet || !config.ip_range || !config.gateway)
    throw new Error(`docker-compose.yml gives network "${network}" no subnet, ip_range and gateway`);
  return { subnet: config.subnet, range: config.ip_range, gateway: config.gateway };
}

/** A BlockList of addresses and CIDR ranges (`a.b.c.d` or `a.b.c.d/n`), to ask whether an address is among them. */
function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address);
    else list.addSubnet(address, Number(prefix));
  }
  return list;
}

/** One directive of an nginx configuration: `name args...;` or `name args... { block }`. */
interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

/** nginx's configuration syntax: directives, blocks, quoted strings and `#` comments. */
function parseNginx(text: string): NginxDirective[] {
  const tokens = [...text.matchAll(/#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g)]
    .filter((match) => !match[0].startsWith('#'))
    .map((match) => ({ word: match[1] ?? match[2] ?? match[4], punctuation: match[3] }));
  let position = 0;
  const directives = (): NginxDirective[] => {
    const parsed: NginxDirective[] = [];
    while (position < tokens.length && tokens[position].punctuation !== '}') {
      const words: string[] = [];
      while (position < tokens.length && tokens[position].punctuation === undefined)
        words.push(tokens[position++].word);
      const end = tokens[position++];
      const [name, ...args] = words;
      if (name === undefined || !end)
        throw new Error(`nginx configuration: a directive is not ended near "${words.join(' ')}"`);
      if (end.punctuation === '{') {
        parsed.push({ name, args, block: directives() });
        if (tokens[position++]?.punctuation !== '}') throw new Error(`nginx configuration: "${name}" is not closed`);
      } else if (end.punctuation === ';') parsed.push({ name, args });
      else throw new Error(`nginx configuration: unexpected "}" after "${name}"`);
    }
    return parsed;
  };
  const parsed = directives();
  if (position < tokens.length) throw new Error('nginx configuration: a "}" closes nothing');
  return parsed;
}

const BALANCER = 'balancer';
const BALANCER_CONFIG = 'deploy/nginx.conf';
const nginx = parseNginx(read(BALANCER_CONFIG));
const http = nginx.find((directive) => directive.name === 'http')!.block!;
const all = (block: readonly NginxDirective[], name: string) => block.filter((directive) => directive.name === name);
const argsOf = (block: readonly NginxDirective[], name: string) => all(block, name).map((directive) => directive.args);
/** The balancer's `server` blocks by the port they listen on. */
const balancerServers = new Map(
  all(http, 'server').map((server) => [Number(argsOf(server.block!, 'listen')[0][0].split(':').at(-1)), server.block!]),
);
function balancerServer(port: number): NginxDirective[] {
  const found = balancerServers.get(port);
  if (!found) throw new Error(`${BALANCER_CONFIG} has no server listening on ${port}`);
  return found;
}
/** What the balancer's server on `port` passes every request to: the upstream's name, and that upstream's block. */
function upstreamOf(port: number): { name: string; block: NginxDirective[] } {
  const root = all(balancerServer(port), 'location').find((location) => location.args.join(' ') === '/')!.block!;
  const [target] = argsOf(root, 'proxy_pass')[0] ?? [];
  const name = /^http:\/\/([\w-]+)$/.exec(target ?? '')?.[1];
  const upstream = all(http, 'upstream').find((candidate) => candidate.args[0] === name);
  if (!name || !upstream) throw new Error(`${BALANCER_CONFIG}: the server on ${port} passes to no upstream`);
  return { name, block: upstream.block! };
}
/** nginx durations such as `5s`, `5m`, `1h` (plain numbers are seconds). */
const nginxMilliseconds = (value: string) => milliseconds(/^\d+$/.test(value) ? `${value}s` : value);

/** The Compose specification's JSON schema, as the dclint package ships it. */
const composeSchema = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('dclint/package.json')), 'schemas/compose.schema.json'),
    'utf8',
  ),
) as Record<string, unknown>;

describe('CONTRACT.md, as this test reads it', () => {
  test('the checked-in copy holds the shared contract, every line in its order, where the shared one is at hand', () => {
    // The copy may extend the shared contract (an issue adds to it), never drop or change what it says.
    const shared = existsSync(SHARED_CONTRACT) ? readFileSync(SHARED_CONTRACT, 'utf8') : contract;
    const copyLines = contract.split('\n');
    let next = 0;
    const missing = shared.split('\n').filter((line) => {
      const found = copyLines.indexOf(line, next);
      if (found === -1) return true;
      next = found + 1;
      return false;
    });
    expect(missing).toEqual([]);
    expect(contract).toMatch(/^# Runtime contract/);
  });

  test('names five components and the variables of its configuration table', () => {
    expect(COMPONENTS.map((component) => component.service).sort()).toEqual([
      'compliance',
      'factory',
      'gateway',
      'rest',
      'training',
    ]);
    expect(CONTRACT_VARIABLES).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'AMQP_URL', 'SMTP_URL', 'IDP_JWT_SECRET', 'RATE_LIMIT_FACTOR']),
    );
    expect(CONTRACT_VARIABLES.length).toBeGreaterThanOrEqual(20);
  });
});

describe('docker-compose.yml', () => {
  test('runs each component as a service of its own, built from the repository’s Dockerfile, with its npm start script’s entry point', () => {
    for (const { service: name } of COMPONENTS) {
      const definition = service(name);
      const build = typeof definition.build === 'string' ? { context: definition.build } : definition.build;
      expect({ name, context: resolve(PROJECT_ROOT, build?.context ?? '') }).toEqual({ name, context: PROJECT_ROOT });
      expect({ name, dockerfile: build?.dockerfile ?? 'Dockerfile' }).toEqual({ name, dockerfile: 'Dockerfile' });
      const entryPoint = entryPointOf(`start:${name}`);
      expect({ name, command: definition.command }).toEqual({ name, command: ['node', entryPoint] });
      // `npm test` builds first: the file the container runs is what the build produces.
      expect({ entryPoint, built: existsSync(join(PROJECT_ROOT, entryPoint)) }).toEqual({ entryPoint, built: true });
    }
  });

  test('tells each component the contract’s port, listening on every interface; none publishes it (the balancer does)', () => {
    for (const { service: name, port, portVariable } of COMPONENTS) {
      expect({ name, ports: service(name).ports ?? [] }).toEqual({ name, ports: [] });
      const environment = environmentOf(name);
      expect({ name, [portVariable]: environment[portVariable], BIND_HOST: environment.BIND_HOST }).toEqual({
        name,
        [portVariable]: String(port),
        BIND_HOST: '0.0.0.0',
      });
      const settings = parseConfig(environment);
      expect(
        SUBGRAPHS.includes(name) ? subgraphAddress(name, settings).port : settings[portVariable as 'GATEWAY_PORT'],
      ).toBe(port);
    }
  });

  test('only the balancer is reachable from other machines, on the gateway’s and the REST adapter’s contract ports; the rest is published on loopback', () => {
    for (const name of Object.keys(compose.services)) {
      const addresses = (service(name).ports ?? []).map((mapping) => published(mapping).address);
      const expected = name === BALANCER ? undefined : '127.0.0.1';
      for (const address of addresses) expect({ name, address }).toEqual({ name, address: expected });
    }
    const contractPorts = COMPONENTS.filter((component) => ['gateway', 'rest'].includes(component.service)).map(
      (component) => component.port,
    );
    expect((service(BALANCER).ports ?? []).map(published)).toEqual(
      contractPorts.map((port) => ({ address: undefined, host: port, container: port })),
    );
  });

  test('every service has a health check; each component probes its own health URL on its port with the image’s node', () => {
    for (const name of Object.keys(compose.services)) {
      const check = service(name).healthcheck;
      expect({ name, test: check?.test?.[0] }).toEqual({ name, test: expect.stringMatching(/^CMD(-SHELL)?$/) });
      expect(check!.test!.length).toBeGreaterThan(1);
      expect(milliseconds(check!.timeout!)).toBeLessThanOrEqual(milliseconds(check!.interval!));
      expect(check!.retries).toBeGreaterThan(0);
    }
    for (const { service: name, port } of COMPONENTS) {
      expect({ name, test: service(name).healthcheck!.test }).toEqual({
        name,
        test: ['CMD', 'node', 'dist/scripts/healthcheck.js', `http://127.0.0.1:${port}${HEALTH_PATHS[name]}`],
      });
      // Migrations run at the first start: failed probes are not counted until then.
      expect(milliseconds(service(name).healthcheck!.start_period!)).toBeGreaterThanOrEqual(30_000);
    }
    expect(existsSync(join(PROJECT_ROOT, 'dist/scripts/healthcheck.js'))).toBe(true);
  });

  test('starts a component once what it needs is healthy: the subgraphs after the infrastructure, the gateway after them and the balancer, the REST adapter after the gateway', () => {
    const dependencies = (name: string) => service(name).depends_on ?? {};
    const postgres = serviceWithImage('postgres:');
    const rabbitmq = serviceWithImage('rabbitmq:');
    const mailpit = serviceWithImage('axllent/mailpit');
    const redis = serviceWithImage('redis:');
    for (const name of SUBGRAPHS)
      expect({ name, needs: Object.keys(dependencies(name)).sort() }).toEqual({
        name,
        needs: [mailpit, postgres, rabbitmq, redis].sort(),
      });
    // The gateways reach the subgraphs through the balancer, and the REST adapters the gateways.
    expect(Object.keys(dependencies('gateway')).sort()).toEqual([...SUBGRAPHS, BALANCER, rabbitmq].sort());
    expect(Object.keys(dependencies('rest')).sort()).toEqual([BALANCER, 'gateway'].sort());
    expect(dependencies(BALANCER)).toEqual({});
    for (const name of Object.keys(compose.services)) {
      for (const [needed, { condition }] of Object.entries(dependencies(name))) {
        expect({ name, needed, condition }).toEqual({ name, needed, condition: 'service_healthy' });
        expect(compose.services[needed]).toBeDefined();
      }
    }
  });

  test('wires PostgreSQL, RabbitMQ and the mail catcher into the components, with the credentials those services are given', () => {
    const operators: Environment[] = [
      {},
      {
        POSTGRES_PASSWORD: 'operator-db-password',
        RABBITMQ_USER: 'events',
        RABBITMQ_PASSWORD: 'operator-broker-password',
      },
    ];
    for (const operator of operators) {
      const postgres = serviceWithImage('postgres:');
      const database = environmentOf(postgres, operator);
      const rabbitmq = serviceWithImage('rabbitmq:');
      const broker = environmentOf(rabbitmq, operator);
      const mailpit = serviceWithImage('axllent/mailpit');
      // The broker's default `guest` may only connect from its own container.
      expect(broker.RABBITMQ_DEFAULT_USER).not.toBe('guest');
      expect((service(mailpit).ports ?? []).map((mapping) => published(mapping).container).sort()).toEqual([
        1025, 8025,
      ]);

      for (const name of SUBGRAPHS) {
        const environment = environmentOf(name, operator);
        const databaseUrl = new URL(environment.DATABASE_URL);
        expect({
          name,
          protocol: databaseUrl.protocol,
          host: databaseUrl.host,
          user: databaseUrl.username,
          password: databaseUrl.password,
          database: databaseUrl.pathname,
        }).toEqual({
          name,
          protocol: 'postgres:',
          host: `${postgres}:5432`,
          user: database.POSTGRES_USER ?? 'postgres',
          password: database.POSTGRES_PASSWORD,
          database: `/${database.POSTGRES_DB}`,
        });
        expect({ name, SMTP_URL: environment.SMTP_URL }).toEqual({ name, SMTP_URL: `smtp://${mailpit}:1025` });
      }
      for (const name of [...SUBGRAPHS, 'gateway']) {
        const environment = environmentOf(name, operator);
        const amqpUrl = new URL(environment.AMQP_URL);
        expect({
          name,
          protocol: amqpUrl.protocol,
          host: amqpUrl.host,
          user: amqpUrl.username,
          password: amqpUrl.password,
        }).toEqual({
          name,
          protocol: 'amqp:',
          host: `${rabbitmq}:5672`,
          user: broker.RABBITMQ_DEFAULT_USER,
          password: broker.RABBITMQ_DEFAULT_PASS,
        });
        // The compliance subgraph publishes to the exchange the gateway's subscriptions listen on.
        expect({ name, EVENTS_EXCHANGE: environment.EVENTS_EXCHANGE }).toEqual({
          name,
          EVENTS_EXCHANGE: environmentOf('compliance', operator).EVENTS_EXCHANGE,
        });
      }
    }
  });

  test('points the gateway at each subgraph’s replicas and the REST adapter at the gateway’s, through the balancer', () => {
    const gateway = environmentOf('gateway');
    const viaBalancer = (url: string) => {
      const { hostname, port, pathname } = new URL(url);
      expect({ url, hostname, pathname }).toEqual({ url, hostname: BALANCER, pathname: '/graphql' });
      return upstreamOf(Number(port));
    };
    for (const { service: name, port } of COMPONENTS.filter((component) => component.service !== 'rest')) {
      const url = name === 'gateway' ? environmentOf('rest').GATEWAY_URL : gateway[`${name.toUpperCase()}_URL`];
      // The balancer passes it to every replica of the component: the service's name, on the contract's port.
      const upstream = viaBalancer(url);
      expect({ url, servers: argsOf(upstream.block, 'server') }).toEqual({
        url,
        servers: [[`${name}:${port}`, 'resolve']],
      });
    }
  });

  test('keeps generated secrets and stored files in one volume that every component using them mounts at DATA_DIR', () => {
    const mounts = (name: string) => (service(name).volumes ?? []).map((volume) => volume.split(':'));
    // The compliance subgraph generates the identity secret the gateway checks subscribers' tokens with.
    for (const name of [...SUBGRAPHS, 'gateway']) {
      const environment = environmentOf(name);
      const [volume, target] = mounts(name).find(([, mountedAt]) => mountedAt === environment.DATA_DIR) ?? [];
      expect({ name, volume, target }).toEqual({ name, volume: 'platform-data', target: environment.DATA_DIR });
      if (environment.STORAGE_DIR) expect(environment.STORAGE_DIR.startsWith(`${environment.DATA_DIR}/`)).toBe(true);
    }
    expect(compose.volumes).toHaveProperty('platform-data');
  });

  test('uses only variables the configuration knows, and gives every variable of CONTRACT.md to a component', () => {
    const known = new Set([
      ...CONFIGURATION_VARIABLES,
      ...SUBGRAPHS.flatMap((subgraph) => Object.values(subgraphVariables(subgraph))),
    ]);
    const given = new Set<string>();
    for (const name of componentNames) {
      for (const variable of Object.keys(environmentOf(name))) {
        expect({ name, variable, known: known.has(variable) }).toEqual({ name, variable, known: true });
        given.add(variable);
      }
    }
    for (const variable of CONTRACT_VARIABLES) {
      expect({ variable, given: given.has(variable) }).toEqual({ variable, given: true });
    }
  });

  test('writes no secret: secrets come from the operator, and the infrastructure passwords are placeholders', () => {
    const secrets = [
      'IDP_JWT_SECRET',
      'IDP_SERVICE_KEY',
      'FACTORY_JWT_SECRET',
      'FILE_LINK_SECRET',
      'EVENT_CURSOR_SECRET',
      'FACTORY_SUPERADMIN_PASSWORD',
      'CHALLENGE_SECRET',
    ];
    for (const name of componentNames) {
      for (const [variable, value] of Object.entries(service(name).environment ?? {})) {
        if (secrets.includes(variable))
          expect({ name, variable, value }).toEqual({ name, variable, value: `\${${variable}:-}` });
      }
    }
    expect(environmentOf(serviceWithImage('postgres:')).POSTGRES_PASSWORD).toMatch(/placeholder/);
    expect(environmentOf(serviceWithImage('rabbitmq:')).RABBITMQ_DEFAULT_PASS).toMatch(/placeholder/);
  });

  test('passes every secret the platform would otherwise generate to the components that use it, from the operator', () => {
    // Replicas on other hosts than the volume's need them (README, Operations, Replicas).
    const usedBy: Record<GeneratedSecret, string[]> = {
      IDP_JWT_SECRET: ['compliance', 'gateway'],
      FACTORY_JWT_SECRET: ['factory'],
      FILE_LINK_SECRET: ['training', 'compliance'],
      EVENT_CURSOR_SECRET: ['training', 'compliance', 'factory'],
    };
    expect(Object.keys(usedBy).sort()).toEqual(Object.keys(GENERATED_SECRETS).sort());
    for (const [variable, names] of Object.entries(usedBy)) {
      for (const name of names) {
        expect({ name, variable, value: service(name).environment?.[variable] }).toEqual({
          name,
          variable,
          value: `\${${variable}:-}`,
        });
        expect(environmentOf(name, { [variable]: 'operator-secret-0123456789' })[variable]).toBe(
          'operator-secret-0123456789',
        );
      }
    }
  });

  test('starts as it is: with nothing set by the operator, every component’s configuration is valid (development mode)', () => {
    for (const name of componentNames) {
      const config = parseConfig(environmentOf(name));
      expect({ name, NODE_ENV: config.NODE_ENV }).toEqual({ name, NODE_ENV: 'development' });
    }
  });

  test('in production, each component refuses to start without the variables its development stand-ins replace, and starts with them', () => {
    const outsideServices = {
      CHALLENGE_VERIFY_URL: 'https://challenges.example.com/siteverify',
      CHALLENGE_SECRET: 'operator-secret',
      CHALLENGE_ALLOWED_HOSTNAMES: 'example.com',
      IDP_URL: 'https://identity.example.com',
      IDP_SERVICE_KEY: 'operator-service-key',
      IDP_JWT_SECRET: 'operator-jwt-secret-0123456789',
    };
    for (const name of componentNames) {
      const component = name === 'rest' ? 'rest-adapter' : name;
      const bare = parseConfig(environmentOf(name, { NODE_ENV: 'production' }));
      const needed = COMPONENT_PRODUCTION_REQUIREMENTS[component].flatMap((requirement) => requirement.variables);
      for (const variable of needed)
        expect(() => requireProductionSettings(bare, [component], COMPONENT_PRODUCTION_REQUIREMENTS)).toThrow(
          new RegExp(`${variable}.*${component}`),
        );
      // The compose file passes every variable a component needs through to it.
      const config = parseConfig(environmentOf(name, { NODE_ENV: 'production', ...outsideServices }));
      expect(() => requireProductionSettings(config, [component], COMPONENT_PRODUCTION_REQUIREMENTS)).not.toThrow();
      expect({ name, NODE_ENV: config.NODE_ENV }).toEqual({ name, NODE_ENV: 'production' });
    }
  });

  test('gives each component more time to stop than its own shutdown deadline', () => {
    for (const name of componentNames) {
      const gracePeriod = milliseconds(service(name).stop_grace_period ?? '10s');
      const deadline = parseConfig(environmentOf(name)).SHUTDOWN_TIMEOUT_MS;
      expect({ name, shutdownFirst: deadline + 2_000 <= gracePeriod }).toEqual({ name, shutdownFirst: true });
    }
  });
});

describe('docker-compose.yml against the Compose specification', () => {
  // The schema declares draft-07 under its https address, which Ajv knows as http; its keywords are draft-07's.
  const { $schema: _draft, ...schema } = composeSchema;
  const validate = new Ajv({ allErrors: true, strictTypes: false }).compile(schema);
  const rawCompose = () => parse(read('docker-compose.yml'), { merge: true }) as typeof compose;

  test('is a valid Compose file', () => {
    expect(validate(rawCompose())).toBe(true);
    expect(validate.errors ?? null).toBeNull();
  });

  test('a misspelt key, anywhere, is refused: the schema allows no property it does not know (but x- extensions)', () => {
    const misspelt = rawCompose();
    (misspelt.services.gateway as Record<string, unknown>).healtcheck = service('gateway').healthcheck;
    expect(validate(misspelt)).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          instancePath: '/services/gateway',
          keyword: 'additionalProperties',
          params: { additionalProperty: 'healtcheck' },
        }),
      ]),
    );

    const deploy = rawCompose();
    (deploy.services.training.deploy as Record<string, unknown>).replica = 2;
    expect(validate(deploy)).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ params: { additionalProperty: 'replica' } })]),
    );

    const network = rawCompose();
    const [addressing] = network.networks!.edge.ipam!.config!;
    Object.assign(addressing, { iprange: addressing.ip_range });
    expect(validate(network)).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          instancePath: '/networks/edge/ipam/config/0',
          params: { additionalProperty: 'iprange' },
        }),
      ]),
    );
  });
});

describe('docker-compose.yml: replicas behind the balancer', () => {
  const networkAddressing = (network: string) => addressingOf(network);
  const onlyNetwork = (name: string) => {
    const networks = Object.keys(networksOf(name));
    expect({ name, networks: networks.length }).toEqual({ name, networks: 1 });
    return networks[0];
  };
  const balancerAddress = (network: string) => {
    const address = networksOf(BALANCER)[network];
    if (!address) throw new Error(`The balancer has no fixed address on network "${network}"`);
    return address;
  };

  test('runs at least two replicas of every component, none with a fixed port, name or address of its own', () => {
    for (const name of componentNames) {
      const definition = service(name);
      expect({ name, replicas: definition.deploy?.replicas }).toEqual({ name, replicas: expect.any(Number) });
      expect(definition.deploy!.replicas).toBeGreaterThanOrEqual(2);
      expect({ name, container_name: definition.container_name, ports: definition.ports ?? [] }).toEqual({
        name,
        container_name: undefined,
        ports: [],
      });
      for (const [network, address] of Object.entries(networksOf(name)))
        expect({ name, network, address }).toEqual({ name, network, address: undefined });
    }
  });

  test('the balancer is the official nginx image (1.28 or later: the first stable release with upstream `resolve`) with the checked-in configuration, healthy on its own', () => {
    const balancer = service(BALANCER);
    const [, major, minor] = /^nginx:(\d+)\.(\d+)(?:\.\d+)?(?:-alpine)?$/.exec(balancer.image ?? '') ?? [];
    expect({ image: balancer.image, resolvable: Number(major) > 1 || Number(minor) >= 28 }).toEqual({
      image: balancer.image,
      resolvable: true,
    });
    expect(balancer.volumes).toEqual([`./${BALANCER_CONFIG}:/etc/nginx/nginx.conf:ro`]);
    // Docker's embedded DNS: a service name resolves to one address per running replica.
    expect(argsOf(http, 'resolver')[0]?.[0]).toBe('127.0.0.11');
    // Its own health, not the gateways': they start after it.
    const probe = balancer.healthcheck!.test!.at(-1)!;
    expect(argsOf(balancerServer(Number(new URL(probe).port)), 'listen')[0]).toEqual([
      `127.0.0.1:${new URL(probe).port}`,
    ]);
    // Open streams are given their shutdown before Docker kills it.
    const workerShutdown = nginxMilliseconds(argsOf(nginx, 'worker_shutdown_timeout')[0][0]);
    expect(workerShutdown + 2_000).toBeLessThanOrEqual(milliseconds(balancer.stop_grace_period ?? '10s'));
  });

  test('routes each published port to that component’s replicas, found through Docker’s DNS', () => {
    for (const { service: name, port } of COMPONENTS.filter((component) =>
      ['gateway', 'rest'].includes(component.service),
    )) {
      const upstream = upstreamOf(port);
      expect({ port, servers: argsOf(upstream.block, 'server') }).toEqual({
        port,
        servers: [[`${name}:${port}`, 'resolve']],
      });
      // `resolve` needs the upstream's shared memory zone.
      expect({ port, zone: argsOf(upstream.block, 'zone').length }).toEqual({ port, zone: 1 });
    }
    for (const upstream of all(http, 'upstream'))
      expect({ upstream: upstream.args[0], zone: argsOf(upstream.block!, 'zone').length }).toEqual({
        upstream: upstream.args[0],
        zone: 1,
      });
  });

  test('passes WebSocket upgrades and streams SSE on the gateway’s port, with timeouts far above the subscriptions’ 12 s keep-alives', () => {
    const gatewayPort = COMPONENTS.find((component) => component.service === 'gateway')!.port;
    const server = balancerServer(gatewayPort);
    const location = all(server, 'location').find((candidate) => candidate.args.join(' ') === '/')!.block!;
    /** A directive as it applies in the gateway's location: its own, else the server's, else http's. */
    const effective = (name: string) =>
      [location, server, http].map((level) => argsOf(level, name)).find((found) => found.length) ?? [];
    expect(effective('proxy_http_version')).toEqual([['1.1']]);
    const headers = new Map(effective('proxy_set_header').map(([header, value]) => [header.toLowerCase(), value]));
    expect(headers.get('upgrade')).toBe('$http_upgrade');
    const connection = headers.get('connection')!;
    const map = all(http, 'map').find((candidate) => candidate.args[1] === connection)!;
    expect(map.args[0]).toBe('$http_upgrade');
    expect(Object.fromEntries(map.block!.map((entry) => [entry.name, entry.args[0]]))).toEqual({
      default: 'upgrade',
      '': '',
    });
    // A proxy_set_header below http would silently drop http's (nginx inherits them only when a level sets none).
    for (const [port, block] of balancerServers) {
      const levels = [block, ...all(block, 'location').map((candidate) => candidate.block!)];
      expect({ port, headersSetBelowHttp: levels.some((level) => all(level, 'proxy_set_header').length) }).toEqual({
        port,
        headersSetBelowHttp: false,
      });
    }
    expect(effective('proxy_buffering')).toEqual([['off']]);
    for (const timeout of ['proxy_read_timeout', 'proxy_send_timeout'])
      expect({ timeout, ms: nginxMilliseconds(effective(timeout)[0][0]) >= 300_000 }).toEqual({ timeout, ms: true });
  });

  test('streams bodies to the components, which apply their own limits, and closes idle connections to them before they do', () => {
    expect(argsOf(http, 'client_max_body_size')).toEqual([['0']]);
    expect(argsOf(http, 'proxy_request_buffering')).toEqual([['off']]);
    for (const { service: name, port } of COMPONENTS) {
      const upstream = upstreamOf(
        name === 'gateway' || name === 'rest'
          ? port
          : Number(new URL(environmentOf('gateway')[`${name.toUpperCase()}_URL`]).port),
      );
      const idle = nginxMilliseconds(argsOf(upstream.block, 'keepalive_timeout')[0]?.[0] ?? '60s');
      const componentIdle = parseConfig(environmentOf(name)).HTTP_KEEP_ALIVE_TIMEOUT_MS;
      expect({ name, balancerClosesFirst: idle < componentIdle }).toEqual({ name, balancerClosesFirst: true });
    }
  });

  test('client addresses: the balancer sets X-Forwarded-For, and the gateways and REST adapters believe it from the balancer alone, never from a host client', () => {
    const forwardedFor = new Map(
      argsOf(http, 'proxy_set_header').map(([header, value]) => [header.toLowerCase(), value]),
    ).get('x-forwarded-for')!;
    const setIn = (port: number) =>
      argsOf(balancerServer(port), 'set').find(([variable]) => variable === forwardedFor)?.[1];
    const [gatewayPort, restPort] = ['gateway', 'rest'].map(
      (name) => COMPONENTS.find((component) => component.service === name)!.port,
    ) as [number, number];
    // Published ports: the address the client connected from, whatever X-Forwarded-For it sent.
    expect(setIn(gatewayPort)).toBe('$remote_addr');
    expect(setIn(restPort)).toBe('$remote_addr');
    expect(argsOf(balancerServer(restPort), 'set_real_ip_from')).toEqual([]);

    // The REST adapters live on a network of their own with the balancer; on the gateway's port, the balancer takes a
    // client's address from X-Forwarded-For only when a REST adapter sends it: from the range that network's
    // containers get their addresses from, which holds neither the balancer nor the network's gateway address.
    const edge = onlyNetwork('rest');
    const members = Object.keys(compose.services).filter((name) => edge in networksOf(name));
    expect(members.sort()).toEqual([BALANCER, 'rest'].sort());
    const edgeAddressing = networkAddressing(edge);
    expect(argsOf(balancerServer(gatewayPort), 'set_real_ip_from')).toEqual([[edgeAddressing.range]]);
    expect(argsOf(balancerServer(gatewayPort), 'real_ip_header')).toEqual([['X-Forwarded-For']]);
    const replicaRange = addressList([edgeAddressing.range]);
    expect(replicaRange.check(edgeAddressing.gateway)).toBe(false);
    expect(replicaRange.check(balancerAddress(edge))).toBe(false);

    // Each component that takes client addresses believes the balancer's address on its network, and nothing else.
    for (const name of ['gateway', 'rest']) {
      const network = onlyNetwork(name);
      const trusted = parseConfig(environmentOf(name)).TRUSTED_PROXIES;
      expect({ name, trusted }).toEqual({ name, trusted: [balancerAddress(network)] });
      const addressing = networkAddressing(network);
      const list = addressList(trusted);
      // Where a client on the Docker host arrives from, and where any container of the network may be.
      expect({ name, hostClient: list.check(addressing.gateway) }).toEqual({ name, hostClient: false });
      expect(addressList([addressing.subnet]).check(balancerAddress(network))).toBe(true);
      expect({ name, replica: addressList([addressing.range]).check(trusted[0]) }).toEqual({ name, replica: false });
    }
    expect(onlyNetwork('gateway')).not.toBe(edge);

    // The subgraph ports are for the gateways alone; the gateway's X-Forwarded-For is kept (the subgraphs believe
    // private addresses, so the chain resolves to the gateway's client).
    const gatewayRange = networkAddressing(onlyNetwork('gateway')).range;
    for (const name of SUBGRAPHS) {
      const port = Number(new URL(environmentOf('gateway')[`${name.toUpperCase()}_URL`]).port);
      const block = balancerServer(port);
      expect({ name, allow: argsOf(block, 'allow'), deny: argsOf(block, 'deny') }).toEqual({
        name,
        allow: [[gatewayRange]],
        deny: [['all']],
      });
      expect({ name, forwardedFor: setIn(port) }).toEqual({ name, forwardedFor: '$proxy_add_x_forwarded_for' });
    }
  });

  test('every replica gets the same shared stores and secrets: one value per variable across the components', () => {
    const operator = {
      IDP_JWT_SECRET: 'operator-idp-secret-of-some-length',
      FACTORY_JWT_SECRET: 'operator-factory-secret-of-length',
      CHALLENGE_SECRET: 'operator-challenge',
      POSTGRES_PASSWORD: 'operator-db-password',
      RABBITMQ_PASSWORD: 'operator-broker-password',
    };
    // Each names its own port, and the balancer's address on its own network.
    const perComponent = new Set([...COMPONENTS.map((component) => component.portVariable), 'TRUSTED_PROXIES']);
    const values = new Map<string, Map<string, string>>();
    for (const name of componentNames) {
      for (const [variable, value] of Object.entries(environmentOf(name, operator))) {
        if (perComponent.has(variable)) continue;
        if (!values.has(variable)) values.set(variable, new Map());
        values.get(variable)!.set(name, value);
      }
    }
    for (const [variable, byComponent] of values)
      expect({ variable, values: new Set(byComponent.values()).size }).toEqual({ variable, values: 1 });
    // The stores themselves: every subgraph has the database, the broker and (when given) Redis.
    for (const name of SUBGRAPHS) {
      const environment = environmentOf(name, operator);
      expect({ name, database: !!environment.DATABASE_URL, broker: !!environment.AMQP_URL }).toEqual({
        name,
        database: true,
        broker: true,
      });
    }
    const redis = serviceWithImage('redis:');
    expect(service(redis).healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    const redisUrls = values.get('REDIS_URL');
    if (redisUrls) {
      // Once the subgraphs read REDIS_URL they all count in the Redis this file runs.
      for (const name of SUBGRAPHS)
        expect({ name, url: redisUrls.get(name) }).toEqual({ name, url: `redis://${redis}:6379` });
    }
  });
});

/** `dist/scripts/healthcheck.js <url>`'s exit code. */
function runHealthCheck(url: string): Promise<number | null> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/scripts/healthcheck.js'), url], { stdio: 'ignore' });
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
}

async function serving(status: number | 'never'): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    if (status !== 'never') res.writeHead(status).end();
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`, server };
}

describe('the health check the containers run', () => {
  test('is healthy (0) on a 2xx answer; unhealthy (1) on an error status, a refused connection or no answer in time', async () => {
    const cases = { ok: await serving(200), failing: await serving(503), silent: await serving('never') };
    try {
      expect(await runHealthCheck(cases.ok.url)).toBe(0);
      expect(await runHealthCheck(cases.failing.url)).toBe(1);
      const started = Date.now();
      expect(await runHealthCheck(cases.silent.url)).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      const closedUrl = cases.ok.url;
      await new Promise((resolveClose) => cases.ok.server.close(resolveClose));
      expect(await runHealthCheck(closedUrl)).toBe(1);
    } finally {
      for (const { server } of Object.values(cases)) {
        server.closeAllConnections();
        server.close();
      }
    }
  }, 30_000);
});

describe('Dockerfile', () => {
  const dockerfile = DockerfileParser.parse(read('Dockerfile'));
  /** The instructions of each build stage, in order. */
  const stages = dockerfile.getInstructions().reduce<Instruction[][]>((all, instruction) => {
    if (instruction.getKeyword() === 'FROM') all.push([]);
    all.at(-1)?.push(instruction);
    return all;
  }, []);
  const [build, runtime] = [stages[0], stages.at(-1)!];
  const argumentsOf = (instructions: Instruction[], keyword: string) =>
    instructions
      .filter((instruction) => instruction.getKeyword() === keyword)
      .map((instruction) => instruction.getArgumentsContent() ?? '');

  test('builds with every dependency, then keeps production dependencies only', () => {
    expect(stages.length).toBe(2);
    const runs = argumentsOf(build, 'RUN').join(' && ');
    expect(runs).toMatch(/npm ci\b/);
    expect(runs).toMatch(/npm run build\b/);
    expect(runs).toMatch(/npm prune --omit=dev\b/);
    // The lockfile is what is installed.
    expect(argumentsOf(build, 'COPY')[0]).toMatch(/^package\.json package-lock\.json /);
  });

  test('runs on node 24 slim, with the build output, the schema and the dependencies, as the unprivileged node user', () => {
    expect(argumentsOf(runtime, 'FROM')[0]).toMatch(/^node:24(\.\d+)*-(bookworm-|trixie-)?slim$/);
    const copies = runtime.filter((instruction): instruction is Copy => instruction instanceof Copy);
    const buildStage = build[0].getArguments().at(-1)!.getValue();
    expect(
      copies.map((copy) => ({ from: copy.getFromFlag()?.getValue(), source: copy.getArguments()[0]?.getValue() })),
    ).toEqual(
      expect.arrayContaining(
        ['/app/package.json', '/app/node_modules', '/app/schema', '/app/dist'].map((source) => ({
          from: buildStage,
          source,
        })),
      ),
    );
    // Nothing of the build context enters the image but what the build made of it.
    expect(copies.every((copy) => copy.getFromFlag()?.getValue() === buildStage)).toBe(true);
    const keywords = runtime.map((instruction) => instruction.getKeyword());
    const user = runtime.findIndex((instruction) => instruction.getKeyword() === 'USER');
    expect(argumentsOf(runtime, 'USER')).toEqual(['node']);
    // Nothing after USER runs as root.
    expect(keywords.slice(user).filter((keyword) => keyword === 'RUN' || keyword === 'COPY')).toEqual([]);
  });

  test('listens on every interface and keeps its data in /data, owned by the node user, where compose mounts the data volume', () => {
    const environment = Object.fromEntries(
      runtime
        .filter((instruction): instruction is Env => instruction instanceof Env)
        .flatMap((env) => env.getProperties())
        .map((property) => [property.getName(), property.getValue()]),
    );
    expect(environment).toMatchObject({ NODE_ENV: 'production', BIND_HOST: '0.0.0.0', DATA_DIR: '/data' });
    expect(argumentsOf(runtime, 'RUN').join(' && ')).toMatch(/chown node:node \/data\b/);
    for (const name of [...SUBGRAPHS, 'gateway']) expect(environmentOf(name).DATA_DIR).toBe(environment.DATA_DIR);
  });

  test('runs `npm start`’s entry point by default, which the build produces', () => {
    const cmd = runtime.find((instruction): instruction is Cmd => instruction instanceof Cmd);
    // The exec form (a JSON array): node is PID 1's child without a shell in between, so SIGTERM reaches it.
    const command = cmd!.getJSONStrings().map((part) => part.getJSONValue());
    expect(command).toEqual(['node', entryPointOf('start')]);
    expect(existsSync(join(PROJECT_ROOT, command[1]))).toBe(true);
  });

  test('.dockerignore keeps what is built or kept locally out of the build context, and everything the build needs in', () => {
    const ignored = ignore().add(read('.dockerignore'));
    for (const path of [
      'node_modules',
      'dist',
      '.data',
      '.git',
      '.env',
      '.env.production',
      'test/support/stack.ts',
      'bench-results',
    ]) {
      expect({ path, ignored: ignored.ignores(path) }).toEqual({ path, ignored: true });
    }
    const buildConfig = JSON.parse(read('tsconfig.build.json')) as { include: string[] };
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'tsconfig.build.json',
      'schema/supergraph.graphql',
      ...buildConfig.include.map((folder) => `${folder}/x.ts`),
    ];
    for (const path of needed) expect({ path, ignored: ignored.ignores(path) }).toEqual({ path, ignored: false });
  });

  test('what the image runs imports production dependencies only (the build prunes the others) and nothing of test/', () => {
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const sourceFiles = (folder: string): string[] =>
      readdirSync(join(PROJECT_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory()) return sourceFiles(path);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
      });
    const runtimeFolders = ['platform', 'subgraphs', 'gateway', 'rest-adapter', 'schema', 'scripts', 'cli'];
    const problems: string[] = [];
    const packages = new Set<string>();
    // Bundled by `npm run build`, never run by the image: the explorer's browser code and its bundler.
    const buildTime = (file: string) => file.startsWith('gateway/explorer-ui/') || file === 'scripts/build-explorer.ts';
    for (const file of runtimeFolders.flatMap(sourceFiles).filter((file) => !buildTime(file))) {
      const source = readFileSync(join(PROJECT_ROOT, file), 'utf8');
      // Type-only imports are erased by the compiler; everything else is loaded when the file is.
      const specifiers = [
        ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
        ...source.matchAll(/\b(?:import|require(?:\.resolve)?)\(\s*['"]([^'"]+)['"]\s*\)/g),
      ].map((match) => match[1]);
      for (const specifier of specifiers) {
        if (specifier.startsWith('.')) {
          if (relative(PROJECT_ROOT, resolve(PROJECT_ROOT, file, '..', specifier)).startsWith('test/'))
            problems.push(`${file} imports ${specifier}`);
          continue;
        }
        if (builtins.has(specifier) || builtins.has(specifier.split('/')[0])) continue;
        const packageName = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        packages.add(packageName);
        if (!packageJson.dependencies[packageName])
          problems.push(`${file} imports ${packageName}, which is not a production dependency`);
      }
    }
    expect(problems).toEqual([]);
    // The scan sees static imports, re-exports and what is loaded through require (fonts, the OCR model).
    expect([...packages]).toEqual(
      expect.arrayContaining(['@apollo/server', 'pg-boss', 'graphql', 'dejavu-fonts-ttf', '@tesseract.js-data/eng']),
    );
  });
});
