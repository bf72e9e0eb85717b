import CircuitBreaker from 'opossum';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import { circuitBreakerStates } from '../platform/metrics.js';

const CIRCUIT_STATES = ['closed', 'open', 'half-open'] as const;
export type CircuitState = (typeof CIRCUIT_STATES)[number];

export interface CircuitBreakerSettings {
  /** How long an open circuit fails every call at once before it lets one trial call through (half-open). */
  readonly resetTimeoutMs: number;
  /** The share of failed calls within the rolling window, in percent, above which the circuit opens. */
  readonly errorThresholdPercentage: number;
  /** Calls the rolling window must hold before the circuit may open, so that a few failures of a quiet gateway do not. */
  readonly minimumCalls: number;
  /** The length of the rolling window of call outcomes. */
  readonly rollingWindowMs: number;
}

/** The settings of the configuration (SUBGRAPH_BREAKER_*), with the given overrides. */
export function circuitBreakerSettings(
  settings: Config,
  overrides: Partial<CircuitBreakerSettings> = {},
): CircuitBreakerSettings {
  return {
    resetTimeoutMs: settings.SUBGRAPH_BREAKER_RESET_MS,
    errorThresholdPercentage: settings.SUBGRAPH_BREAKER_ERROR_PERCENT,
    minimumCalls: settings.SUBGRAPH_BREAKER_MIN_CALLS,
    rollingWindowMs: settings.SUBGRAPH_BREAKER_WINDOW_MS,
    ...overrides,
  };
}

/** A call refused without being attempted, because the circuit is open. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
}

type Call = () => Promise<unknown>;

/**
 * An opossum circuit breaker around the calls of one subgraph. Only what `isFailure` accepts counts against the
 * subgraph (transport failures and timeouts); other rejections pass through as they are. While the circuit is
 * open, calls are refused at once with CircuitOpenError instead of each waiting for a dead subgraph.
 */
export class SubgraphCircuitBreaker {
  readonly #breaker: CircuitBreaker<[Call], unknown>;
  readonly #stopReporting: () => void;

  constructor(
    readonly subgraphName: string,
    settings: CircuitBreakerSettings,
    isFailure: (error: unknown) => boolean,
    log: Logger,
  ) {
    this.#breaker = new CircuitBreaker<[Call], unknown>((call) => call(), {
      name: subgraphName,
      // Each call carries its own deadline (an upload's starts once it is sent), so opossum's timeout is off.
      timeout: false,
      resetTimeout: settings.resetTimeoutMs,
      errorThresholdPercentage: settings.errorThresholdPercentage,
      volumeThreshold: settings.minimumCalls,
      rollingCountTimeout: settings.rollingWindowMs,
      rollingCountBuckets: 10,
      rollingPercentilesEnabled: false,
      enableSnapshots: false,
      // opossum's errorFilter names the rejections that do NOT count as failures.
      errorFilter: (error: unknown) => !isFailure(error),
    });
    const circuitLog = log.child({ subgraph: subgraphName });
    this.#breaker.on('open', () =>
      circuitLog.warn(
        { resetTimeoutMs: settings.resetTimeoutMs },
        'subgraph circuit opened: its calls fail at once until a trial call succeeds',
      ),
    );
    this.#breaker.on('halfOpen', () => circuitLog.info('subgraph circuit half-open: the next call is a trial'));
    this.#breaker.on('close', () => circuitLog.info('subgraph circuit closed: calls go through again'));
    this.#stopReporting = circuitBreakerStates.observe((record) => {
      for (const state of CIRCUIT_STATES) record({ subgraph: subgraphName, state }, state === this.state ? 1 : 0);
    });
  }

  get state(): CircuitState {
    if (this.#breaker.opened) return 'open';
    return this.#breaker.halfOpen ? 'half-open' : 'closed';
  }

  /** Runs `call` through the circuit: CircuitOpenError when it is open, else the call's own outcome. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return (await this.#breaker.fire(call)) as T;
    } catch (error) {
      if (error instanceof Error && CircuitBreaker.isOurError(error)) {
        throw new CircuitOpenError(`The circuit of subgraph "${this.subgraphName}" is open`, { cause: error });
      }
      throw error;
    }
  }

  /** Stops the breaker's timers; later calls are refused. */
  shutdown(): void {
    this.#stopReporting();
    this.#breaker.shutdown();
  }
}
