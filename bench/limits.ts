import type { GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { addressLimitsPlugin, addressPoliciesOf } from '../gateway/address-limits.js';
import type { GatewayContext } from '../gateway/context.js';
import { createLogger } from '../platform/logger.js';
import { RateLimits } from '../platform/rate-limits/index.js';
import { apiSchemaOf, readSupergraph } from '../schema/supergraph.js';
import { StoreRequestCounter } from '../scripts/store-request-counter.js';

/**
 * What the gateway's limits per address cost, in this process against the real store (no stack): the CPU of the
 * address-limits plugin's work for one request (its due policies and `RateLimits.consume`, the store's client
 * included), and the requests the store receives, counted on the wire by a relay in front of it. Three loads: one
 * busy address under the production limit (compliance's anonymous 100 per 15 minutes, RATE_LIMIT_FACTOR 1: 100
 * let through, then refused), one busy address under a limit too large to reach (as the bench's stack runs), and
 * many idle addresses (one request each). The CPU is measured on a run of its own, without the relay.
 */
export interface LimitsFigures {
  readonly store: 'postgres' | 'redis';
  readonly rows: readonly LimitsRow[];
}

export interface LimitsRow {
  readonly load: string;
  readonly requests: number;
  readonly cpuMsPerRequest: number;
  /** Requests to the store per 100 requests (busy) or per request (idle), with its bound. */
  readonly storeRequests: number;
  readonly per: '100 requests' | 'request';
  readonly storeRequestsTarget: number;
  /** The CPU bound of a busy address's request; an idle address's is shown (its round trip is the cost). */
  readonly cpuTargetMs?: number;
}

export const LIMITS_CPU_TARGET_MS = 0.02;
const BUSY_REQUESTS = 20_000;
const IDLE_ADDRESSES = 2_000;
const OPERATION = 'query Plans { subscriptionPlans { id name } }';

interface Load {
  readonly load: string;
  readonly factor: number;
  /** The client address of the request numbered `index`, in a run named `run`. */
  readonly address: (run: string, index: number) => string;
  readonly requests: number;
  readonly per: LimitsRow['per'];
  readonly storeRequestsTarget: number;
  readonly cpuTargetMs?: number;
}

const LOADS: readonly Load[] = [
  {
    load: 'busy address, production limit (100 / 15 min)',
    factor: 1,
    address: (run) => `busy-${run}`,
    requests: BUSY_REQUESTS,
    per: '100 requests',
    storeRequestsTarget: 1,
    cpuTargetMs: LIMITS_CPU_TARGET_MS,
  },
  {
    load: 'busy address, limit never reached (factor 10,000)',
    factor: 10_000,
    address: (run) => `busy-${run}`,
    requests: BUSY_REQUESTS,
    per: '100 requests',
    storeRequestsTarget: 1,
    cpuTargetMs: LIMITS_CPU_TARGET_MS,
  },
  {
    load: `${IDLE_ADDRESSES} idle addresses, one request each`,
    factor: 1,
    address: (run, index) => `idle-${run}-${index}`,
    requests: IDLE_ADDRESSES,
    per: 'request',
    storeRequestsTarget: 1,
  },
];

export async function benchLimits(databaseUrl: string): Promise<LimitsFigures[]> {
  const supergraph = await readSupergraph();
  const schema = apiSchemaOf(supergraph);
  const policies = addressPoliciesOf(supergraph);
  const document = parse(OPERATION);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  const stores = [
    { store: 'postgres' as const, url: databaseUrl },
    ...(redisUrl ? [{ store: 'redis' as const, url: redisUrl }] : []),
  ];
  const figures: LimitsFigures[] = [];
  for (const { store, url } of stores) {
    const rows: LimitsRow[] = [];
    for (const load of LOADS) {
      const open = (storeUrl: string) =>
        RateLimits.open({
          namespace: 'bench-limits',
          factor: load.factor,
          databaseUrl: store === 'postgres' ? storeUrl : databaseUrl,
          ...(store === 'redis' ? { redisUrl: storeUrl } : {}),
          log: createLogger('warn'),
        });
      /** Every request of `load` through the plugin, as the gateway runs it for one request. */
      const run = async (limits: RateLimits) => {
        const plugin = addressLimitsPlugin(limits, () => policies);
        const name = `${Date.now()}-${Math.random()}`;
        for (let index = 0; index < load.requests; index++) {
          const context = {
            operation,
            document,
            schema,
            contextValue: {
              clientAddress: load.address(name, index),
              forwardedHeaders: {},
            } as unknown as GatewayContext,
            response: { http: { headers: new HeaderMap() } },
          } as unknown as GraphQLRequestContextDidResolveOperation<GatewayContext>;
          const listener = await plugin.requestDidStart!(context);
          await listener!.didResolveOperation!(context).catch(() => undefined);
        }
      };

      const counter = await StoreRequestCounter.start(url);
      const counted = await open(counter.url);
      let storeRequests: number;
      try {
        const before = counter.requests;
        await run(counted);
        storeRequests = counter.requests - before;
      } finally {
        await counted.close();
        await counter.stop();
      }

      const direct = await open(url);
      try {
        await run(direct); // warm-up: the store's statements prepared, the code compiled
        const started = process.cpuUsage();
        await run(direct);
        const used = process.cpuUsage(started);
        rows.push({
          load: load.load,
          requests: load.requests,
          cpuMsPerRequest: Math.round(((used.user + used.system) / 1_000 / load.requests) * 10_000) / 10_000,
          storeRequests:
            Math.round((storeRequests / load.requests) * (load.per === 'request' ? 1 : 100) * 1_000) / 1_000,
          per: load.per,
          storeRequestsTarget: load.storeRequestsTarget,
          ...(load.cpuTargetMs === undefined ? {} : { cpuTargetMs: load.cpuTargetMs }),
        });
      } finally {
        await direct.close();
      }
    }
    figures.push({ store, rows });
  }
  return figures;
}

export function printLimits(figures: readonly LimitsFigures[]): void {
  for (const { store, rows } of figures) {
    console.log(`\nLimits per address: the gateway plugin's work and RateLimits.consume, counters in ${store}`);
    console.table(
      rows.map((row) => ({
        load: row.load,
        requests: row.requests,
        'CPU ms/req': row.cpuMsPerRequest,
        'CPU target': row.cpuTargetMs === undefined ? '(shown)' : `≤ ${row.cpuTargetMs}`,
        'CPU met': row.cpuTargetMs === undefined ? '' : row.cpuMsPerRequest <= row.cpuTargetMs ? 'yes' : 'NO',
        'store requests': `${row.storeRequests} per ${row.per}`,
        'store target': `≤ ${row.storeRequestsTarget}`,
        'store met': row.storeRequests <= row.storeRequestsTarget ? 'yes' : 'NO',
      })),
    );
  }
}
