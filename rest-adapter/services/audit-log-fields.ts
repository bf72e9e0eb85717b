import type { AuditLogFieldsFragment } from '../generated/graphql.js';
import { graphql } from '../generated/index.js';

/** An audit entry as the subgraphs that keep a trail (training, factory) answer it. */
export type AuditLogData = AuditLogFieldsFragment;

/**
 * One fragment for every audit route (the type is shared by those subgraphs): each operation spreads it by name
 * (`...AuditLogFields`).
 */
graphql(`
  fragment AuditLogFields on AuditLog {
    id
    tenantId
    action
    entityType
    entityId
    actorId
    actorEmail
    before
    after
    createdAt
  }
`);
