import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AuditEvent } from './audit-event.entity.js';

@InputType('ComplianceAuditEventFilter', { description: 'Filters of the audit trail; they combine with AND' })
export class AuditFilter {
  @Field(() => ID, { nullable: true }) @IsOptional() @MaxLength(64) entityId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @MaxLength(64) documentId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'entity, tenant, workflow_template, workflow_instance, document_template, form_mapping, ...',
  })
  @IsOptional()
  @MaxLength(64)
  resourceType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) resourceId?: string | null;
  @Field(() => String, { nullable: true, description: 'e.g. ENTITY_PROFILE_UPDATED' })
  @IsOptional()
  @MaxLength(100)
  action?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) userId?: string | null;
  @Field(() => String, { nullable: true, description: 'At or after: an ISO date (its UTC midnight) or date-time' })
  @IsOptional()
  @MaxLength(40)
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'At or before: an ISO date (that whole UTC day) or date-time' })
  @IsOptional()
  @MaxLength(40)
  endDate?: string | null;
}

@ObjectType('ComplianceAuditEventSlice', { description: 'A slice of the audit trail, newest first' })
export class AuditSlice {
  @Field(() => [AuditEvent]) items!: AuditEvent[];
  @Field(() => Int) total!: number;
  @Field(() => Int) limit!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Boolean, { description: 'Whether entries follow this slice' }) hasMore!: boolean;
}
