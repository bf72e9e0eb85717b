import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON } from 'graphql-scalars';
import { randomUUID } from 'node:crypto';
import { Directive, Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../tenancy.js';

/**
 * One recorded admin write: who did what to which record, with the record before and after. Each subgraph
 * that keeps an audit trail has this table in its own schema (see `auditLogTableSql`). Entries are tenant-owned:
 * a read keeps to its EntityManager's tenant scope, and an entry of no tenant (a change of the whole service) is
 * seen only by a scope of every tenant. A service whose entries name no tenant (training) reads its trail across
 * tenants (`AuditTrail`'s `withoutTenants`).
 */
@Entity({ tableName: 'audit_log' })
@TenantOwned({ property: 'tenantId' })
@Index({ name: 'audit_log_created_at_idx', properties: ['createdAt'] })
@ObjectType({ description: 'A recorded admin write' })
@Directive('@shareable')
export class AuditLog {
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'tenantId'
    | 'entityId'
    | 'actorId'
    | 'actorEmail'
    | 'before'
    | 'after'
    | 'correlationId'
    | 'clientAddress';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @Property({ type: 'string' })
  @Field(() => String, { description: 'What was done, e.g. "interest.update"' })
  action!: string;

  /** The tenant the change belongs to, where the service has tenants (factory); the tenant filter reads by it. */
  @Property({ type: 'uuid', nullable: true })
  @Field(() => ID, {
    nullable: true,
    description: 'The tenant the change belongs to (factory); null for changes of the whole service',
  })
  tenantId: string | null = null;

  @Property({ type: 'string' })
  @Field(() => String, { description: 'Kind of record, e.g. "interest"' })
  entityType!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  entityId: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: "The identity provider's user id of the admin" })
  actorId: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  actorEmail: string | null = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => GraphQLJSON, { nullable: true })
  before: unknown = null;

  @Property({ type: 'json', nullable: true })
  @Field(() => GraphQLJSON, { nullable: true })
  after: unknown = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  correlationId: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  clientAddress: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  createdAt: Date = new Date();
}

/** The table of `AuditLog` in a subgraph's schema, for that subgraph's migration. */
export function auditLogTableSql(schema: string): string[] {
  return [
    `create table "${schema}"."audit_log" (
      "id" uuid not null primary key,
      "action" text not null,
      "tenant_id" uuid null,
      "entity_type" text not null,
      "entity_id" text null,
      "actor_id" text null,
      "actor_email" text null,
      "before" jsonb null,
      "after" jsonb null,
      "correlation_id" text null,
      "client_address" text null,
      "created_at" timestamptz not null default now()
    );`,
    `create index "audit_log_created_at_idx" on "${schema}"."audit_log" ("created_at" desc);`,
    `create index "audit_log_entity_idx" on "${schema}"."audit_log" ("entity_type", "entity_id");`,
    `create index "audit_log_tenant_idx" on "${schema}"."audit_log" ("tenant_id", "created_at" desc);`,
  ];
}
