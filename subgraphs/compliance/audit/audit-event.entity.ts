import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { AssumedListSize, Cost } from '../../shared/demand-control.js';
import { TenantOwned } from '../../shared/tenancy.js';

/** One changed field of an audited change. */
// Part of its parent's row (JSON or one aggregate statement): no work of its own to weigh.
@Cost(0)
@ObjectType('ComplianceFieldChange', { description: 'One field of a change: its value before and after' })
export class FieldChange {
  @Field(() => String) field!: string;
  @Field(() => GraphQLJSON, { nullable: true }) oldValue!: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) newValue!: unknown;
}

/**
 * An immutable record of a state change of the compliance service. The table refuses UPDATE, DELETE and
 * TRUNCATE (a trigger of the migration), so that no code path, and no operator by mistake, rewrites history.
 */
@Entity({ tableName: 'audit_event' })
@TenantOwned({ property: 'tenantId' })
@Index({ name: 'audit_event_tenant_time_idx', properties: ['tenantId', 'timestamp'] })
@ObjectType('ComplianceAuditEvent', { description: 'An immutable record of a state change' })
export class AuditEvent {
  [OptionalProps]?:
    | 'id'
    | 'resourceId'
    | 'entityId'
    | 'documentId'
    | 'userName'
    | 'details'
    | 'changes'
    | 'timestamp'
    | 'correlationId';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  tenantId!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'What happened, e.g. ENTITY_PROFILE_UPDATED' })
  action!: string;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Kind of record changed, e.g. entity, workflow_instance, document_template' })
  resourceType!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  resourceId: string | null = null;

  /** The business entity the change concerns, when there is one (audit by entity). */
  @Property({ type: 'uuid', nullable: true })
  @Field(() => ID, { nullable: true })
  entityId: string | null = null;

  /** The document the change concerns, when there is one (audit by document). */
  @Property({ type: 'uuid', nullable: true })
  @Field(() => ID, { nullable: true })
  documentId: string | null = null;

  @Property({ type: 'string' })
  @Field(() => String)
  userId!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  userName: string | null = null;

  @Property({ type: 'json' })
  @Field(() => GraphQLJSONObject)
  details: Record<string, unknown> = {};

  @Property({ type: 'json' })
  @AssumedListSize(50)
  @Field(() => [FieldChange])
  changes: FieldChange[] = [];

  @Property({ type: 'string', nullable: true })
  correlationId: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  timestamp: Date = new Date();
}
