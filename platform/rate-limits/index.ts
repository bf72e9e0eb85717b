export { RateLimits, type RateLimitHeaders, type RateLimitPolicy, type RateLimitsOptions } from './rate-limits.js';
export type { RateLimitStoreOptions } from './store.js';
