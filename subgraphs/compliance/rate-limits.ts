import type { MiddlewareFn } from 'type-graphql';
import type { RateLimitPolicy } from '../../platform/rate-limits/index.js';
import type { FieldGuards } from '../shared/federation.js';
import { oncePerRequest } from '../shared/once-per-request.js';
import type { ComplianceContext } from './context.js';

/** The compliance spec's limits (scaled by RATE_LIMIT_FACTOR). */
export const PER_ADDRESS: RateLimitPolicy = { name: 'compliance-address', points: 100, windowSeconds: 15 * 60 };
export const PER_USER: RateLimitPolicy = { name: 'compliance-user', points: 1000, windowSeconds: 60 * 60 };
/** Document extraction endpoints, per user, on top of the general limit. */
export const EXTRACTION_PER_USER: RateLimitPolicy = { name: 'compliance-extraction', points: 100, windowSeconds: 60 };

/** Probes of load balancers and monitors poll these; limiting them would report a healthy service as down. */
const UNLIMITED_FIELDS = ['complianceHealth'];

/**
 * The general limit's anonymous half: a request without credentials is counted per client address (100 per 15
 * minutes), by the gateway, on every root field but the health probe.
 */
export const generalAddressLimit: FieldGuards['addressLimit'] = {
  policy: PER_ADDRESS,
  anonymousOnly: true,
  exceptFields: UNLIMITED_FIELDS,
};

/**
 * The general limit's other half, counted here once per request: a caller with credentials is counted per user
 * (1000 per hour). Credentials that do not verify are refused (401) on every field, public ones included: the
 * gateway left such a request to this count, and it must not pass uncounted. A root-field middleware (see
 * `rootFieldMiddlewares`): federation's own fields (`_entities`, `_service`), the gateway's follow-up calls for a
 * request already counted, never see it.
 */
export const generalRateLimit: MiddlewareFn<ComplianceContext> = async ({ context, info }, next) => {
  if (!UNLIMITED_FIELDS.includes(info.fieldName)) await countRequest(context);
  return next() as Promise<unknown>;
};

const countRequest = oncePerRequest(async (context: ComplianceContext) => {
  if (!context.auth.hasCredentials) return;
  const caller = await context.auth.requireCaller();
  await context.rateLimits.consume(PER_USER, caller.userId, context.response);
});
