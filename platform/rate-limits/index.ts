export { RateLimits, type RateLimitHeaders, type RateLimitPolicy, type RateLimitsOptions } from './rate-limits.js';
export { STORE_TIMEOUT_MS, type RateLimitStoreOptions } from './store.js';
