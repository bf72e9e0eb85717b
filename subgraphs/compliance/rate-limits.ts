import type { MiddlewareFn } from 'type-graphql';
import { oncePerRequest } from '../shared/once-per-request.js';
import type { RateLimitPolicy } from '../../platform/rate-limits/index.js';
import type { ComplianceContext } from './context.js';

/** The compliance spec's limits (scaled by RATE_LIMIT_FACTOR). */
export const PER_ADDRESS: RateLimitPolicy = { name: 'compliance-address', points: 100, windowSeconds: 15 * 60 };
export const PER_USER: RateLimitPolicy = { name: 'compliance-user', points: 1000, windowSeconds: 60 * 60 };
/** Document extraction endpoints, per user, on top of the general limit. */
export const EXTRACTION_PER_USER: RateLimitPolicy = { name: 'compliance-extraction', points: 100, windowSeconds: 60 };

/** Probes of load balancers and monitors poll these; limiting them would report a healthy service as down. */
const UNLIMITED_FIELDS = new Set(['complianceHealth']);

/**
 * The general limit, counted once per request: per user for a caller with a valid token (1000 per hour), per
 * client address otherwise (100 per 15 minutes). A root-field middleware (see `rootFieldMiddlewares`): federation's
 * own fields (`_entities`, `_service`), the gateway's follow-up calls for a request already counted, never see it.
 */
export const generalRateLimit: MiddlewareFn<ComplianceContext> = async ({ context, info }, next) => {
  if (!UNLIMITED_FIELDS.has(info.fieldName)) await countRequest(context);
  return next();
};

const countRequest = oncePerRequest(async (context: ComplianceContext) => {
  const caller = context.auth.hasCredentials ? await context.auth.requireCaller().catch(() => null) : null;
  const [policy, key] = caller ? [PER_USER, caller.userId] : [PER_ADDRESS, context.request.clientAddress];
  await context.rateLimits.consume(policy, key, context.response);
});
