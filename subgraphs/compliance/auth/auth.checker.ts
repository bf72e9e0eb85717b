import type { AuthCheckerFn } from 'type-graphql';
import type { ComplianceContext } from '../context.js';

/**
 * `@Authorized()` means a valid access token; `@Authorized('ADMIN')` a platform admin. Tenant scoping is the
 * services' part, since only they know which tenant an operation touches.
 */
export const complianceAuthChecker: AuthCheckerFn<ComplianceContext> = async ({ context }, roles) => {
  if (roles.includes('ADMIN')) await context.auth.requireAdmin();
  else await context.auth.requireCaller();
  return true;
};
