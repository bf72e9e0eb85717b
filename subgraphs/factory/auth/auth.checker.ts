import type { AuthCheckerFn } from 'type-graphql';
import type { FactoryContext } from '../context.js';

/**
 * The spec's auth levels: `@Authorized()` is Authenticated and Admin (every factory user is an admin or a
 * super-admin), `@Authorized('SUPER')` is Super.
 */
export const factoryAuthChecker: AuthCheckerFn<FactoryContext> = async ({ context }, roles) => {
  if (roles.includes('SUPER')) await context.auth.requireSuper();
  else await context.auth.requireUser();
  return true;
};
