/**
 * How long a request may wait on a store that every replica shares (the rate-limit counters in PostgreSQL or Redis,
 * the response cache in Redis), for a command or a connection, before its caller goes on without the store: a store
 * that hangs must not hold requests hostage, so the caller then decides in its own process.
 */
export const STORE_TIMEOUT_MS = 1_000;
