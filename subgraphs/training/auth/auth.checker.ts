import type { AuthCheckerFn } from 'type-graphql';
import type { TrainingContext } from '../context.js';

/** `@Authorized()` operations are admin operations: the request's admin check throws 401/403 itself. */
export const trainingAuthChecker: AuthCheckerFn<TrainingContext> = async ({ context }) => {
  await context.auth.requireAdmin();
  return true;
};
