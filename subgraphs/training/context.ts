import type { MikroORM } from '@mikro-orm/postgresql';
import { AuditTrail } from '../shared/audit/audit-trail.js';
import type { SubgraphContext } from '../shared/context.js';
import { AdminAuthenticator, RequestAuth } from './auth/admin-auth.js';
import { createCatalogueLoaders, type CatalogueLoaders } from './catalogue/course.loaders.js';

/** What a training request carries besides the common context: its loaders and its admin check. */
export interface TrainingContext extends SubgraphContext {
  readonly loaders: CatalogueLoaders;
  readonly auth: RequestAuth;
  /** Records admin writes (inside their transaction). */
  readonly audit: AuditTrail;
}

/**
 * What the services of learners' records (interests, enquiries, training plan requests) use of a request: the
 * unit of work, the mail queue, the audit trail, the admin check and the client address of the bot challenge.
 */
export type LearnerRecordsContext = Pick<TrainingContext, 'em' | 'jobs' | 'audit' | 'auth' | 'request' | 'config'>;

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
    loaders: createCatalogueLoaders(base.em),
    auth: new RequestAuth(authenticator, base.request.headers, base.em),
    audit: new AuditTrail('training', base.jobs, base.request),
  };
}
