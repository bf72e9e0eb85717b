import { AppError, ErrorCode } from '../../platform/errors.js';

/** See SUBSCRIPTION_MAX_* in platform/config.ts. */
export interface SubscriberLimits {
  readonly subscriptionsPerConnection: number;
  readonly subscriptionsPerUser: number;
  readonly connectionsPerUser: number;
}

const tooMany = (message: string) => new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, message);

/**
 * What one connection (a WebSocket, or an SSE stream) holds of its user's budget: its open subscriptions. Every
 * release is idempotent, and `close` releases whatever is left, however the connection ended.
 */
export class ConnectionBudget {
  readonly #open = new Set<string>();
  #closed = false;

  constructor(
    private readonly budget: SubscriberBudget,
    readonly userId: string,
  ) {}

  /** Takes a place for subscription `id`, or answers why not (RATE_LIMIT_EXCEEDED). */
  admit(id: string): AppError | undefined {
    if (this.#closed || this.#open.has(id)) return undefined;
    const { limits } = this.budget;
    if (this.#open.size >= limits.subscriptionsPerConnection)
      return tooMany(
        `This connection holds ${limits.subscriptionsPerConnection} subscriptions, the most allowed: complete one first`,
      );
    if (!this.budget.takeSubscription(this.userId))
      return tooMany(
        `This user holds ${limits.subscriptionsPerUser} subscriptions, the most allowed: complete one first`,
      );
    this.#open.add(id);
    return undefined;
  }

  /** Subscription `id` ended (completed, failed, refused). */
  release(id: string): void {
    if (this.#open.delete(id)) this.budget.releaseSubscription(this.userId);
  }

  /** The connection ended: its subscriptions and its place are released. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const id of [...this.#open]) this.release(id);
    this.budget.releaseConnection(this.userId);
  }
}

/**
 * The work each user (the token's `sub`) holds on this gateway process: connections and subscriptions, within
 * SubscriberLimits. Counted per process: behind a balancer, a user may hold as much on each replica.
 */
export class SubscriberBudget {
  readonly #connections = new Map<string, number>();
  readonly #subscriptions = new Map<string, number>();

  constructor(readonly limits: SubscriberLimits) {}

  /** A place for one more connection of `userId`, or undefined when the user holds the most allowed. */
  connect(userId: string): ConnectionBudget | undefined {
    const held = this.#connections.get(userId) ?? 0;
    if (held >= this.limits.connectionsPerUser) return undefined;
    this.#connections.set(userId, held + 1);
    return new ConnectionBudget(this, userId);
  }

  /** The refusal of a connection beyond the cap, as the error an SSE answer carries. */
  connectionRefusal(): AppError {
    return tooMany(`This user holds ${this.limits.connectionsPerUser} connections, the most allowed: close one first`);
  }

  takeSubscription(userId: string): boolean {
    const held = this.#subscriptions.get(userId) ?? 0;
    if (held >= this.limits.subscriptionsPerUser) return false;
    this.#subscriptions.set(userId, held + 1);
    return true;
  }

  releaseSubscription(userId: string): void {
    decrement(this.#subscriptions, userId);
  }

  releaseConnection(userId: string): void {
    decrement(this.#connections, userId);
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const held = (counts.get(key) ?? 0) - 1;
  if (held > 0) counts.set(key, held);
  else counts.delete(key);
}
