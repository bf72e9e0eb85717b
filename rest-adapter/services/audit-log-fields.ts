import { gql } from '../engine/index.js';

/** An audit entry as the subgraphs that keep a trail (training, factory) answer it. */
export interface AuditLogData {
  id: string;
  tenantId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** The fields of `AuditLogData`, one fragment for every audit route (the type is shared by those subgraphs). */
export const AUDIT_LOG_FIELDS = gql`
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
`;
