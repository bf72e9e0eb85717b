/**
 * The one view of training's admin reads in the gateway's response cache: every training admin (a member of the
 * training tenant, per training's records) sees the same admin data, so their answers are kept under this view, never
 * under a credential or a user. Training's tokens are the identity provider's, which the gateway cannot read; nothing in
 * them decides the view: `trainingCacheGate` answers it only once the request passed training's admin check, now.
 */
export const TRAINING_ADMIN_VIEW = 'training/admin';

/** The `@cacheGate` field of training, whose per-tenant entries are of TRAINING_ADMIN_VIEW. */
export const TRAINING_CACHE_GATE = 'trainingCacheGate';
