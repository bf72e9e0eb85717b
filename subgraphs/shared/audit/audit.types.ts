import { IsOptional, Length, MaxLength } from 'class-validator';
import { GraphQLJSON } from 'graphql-scalars';
import { Directive, Field, InputType, ObjectType } from 'type-graphql';
import { PageType } from '../list-types.js';
import { AuditLog } from './audit-log.entity.js';
import type { AuditEntry, AuditFilterInput } from './audit-trail.js';

/**
 * The GraphQL shapes of an audit trail, the same in every subgraph that keeps one (training, factory), which
 * is why the page is shareable.
 */

@ObjectType({ description: 'A page of audit entries, newest first' })
@Directive('@shareable')
export class AuditLogPage extends PageType(AuditLog, 'Entries') {}

@InputType({ description: 'Filters of the audit trail; they combine with AND' })
export class AuditLogFilter implements AuditFilterInput {
  @Field(() => String, { nullable: true, description: 'Exact action, e.g. "course.update"' })
  @IsOptional()
  @MaxLength(200)
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact entity type, e.g. "course"' })
  @IsOptional()
  @MaxLength(200)
  entityType?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  entityId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO date or date-time: entries written at or after it (a date starts at 00:00 UTC)',
  })
  @IsOptional()
  @MaxLength(40)
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO date or date-time: entries written at or before it (a date includes that whole UTC day)',
  })
  @IsOptional()
  @MaxLength(40)
  to?: string | null;
}

@InputType({ description: 'An entry a client records itself; the caller is its actor' })
export class AuditLogInput implements AuditEntry {
  @Field(() => String)
  @Length(1, 200)
  action!: string;

  @Field(() => String)
  @Length(1, 200)
  entityType!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  entityId?: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The record before the change (any JSON)' })
  before?: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The record after the change (any JSON)' })
  after?: unknown;
}
