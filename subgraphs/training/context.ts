import type { MikroORM } from '@mikro-orm/postgresql';
import { AuditTrail } from '../shared/audit/audit-trail.js';
import type { SubgraphContext } from '../shared/context.js';
import { AdminAuthenticator, TrainingAuth } from './auth/training-auth.js';
import { trainingChangeEvents } from './cache-tags.js';
import { createLoaders, type TrainingLoaders } from './loaders.js';

/** What a training request carries besides the common context: its admin check, the audit trail and its loaders. */
export interface TrainingContext extends SubgraphContext {
  readonly auth: TrainingAuth;
  /** Records admin writes (inside their transaction); forwarded to AUDIT_LOG_URL when set. */
  readonly audit: AuditTrail;
  /** Batches what a response shows of each relation (see `loaders.ts`). */
  readonly loaders: TrainingLoaders;
}

/** One authenticator (and so one token cache) per running subgraph, made with the configuration of its start. */
const authenticators = new WeakMap<MikroORM, AdminAuthenticator>();

export function createTrainingContext(base: SubgraphContext, orm: MikroORM): TrainingContext {
  let authenticator = authenticators.get(orm);
  if (!authenticator) {
    authenticator = new AdminAuthenticator(base.config);
    authenticators.set(orm, authenticator);
  }
  return {
    ...base,
    auth: new TrainingAuth(authenticator, base.request.headers, base.em),
    // Training's entries name no tenant, and its requests have no tenant scope: its admins read the whole trail. Each
    // admin write records the response cache's events of what it changed with its entry.
    audit: new AuditTrail('training', base.jobs, base.request, {
      withoutTenants: true,
      eventsOf: trainingChangeEvents,
    }),
    loaders: createLoaders(base.em),
  };
}
