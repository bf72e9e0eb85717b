import { OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { Course } from '../catalogue/course.entity.js';
import { Interest } from '../interests/interest.entity.js';

/** Statuses of both variants: A PENDING, CONFIRMED, COMPLETED, CANCELLED; B PENDING, IN_PROGRESS, ACHIEVED, DROPPED. */
export enum EnrollmentStatus {
  PENDING = 'PENDING',
  CONFIRMED = 'CONFIRMED',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
  IN_PROGRESS = 'IN_PROGRESS',
  ACHIEVED = 'ACHIEVED',
  DROPPED = 'DROPPED',
}
registerEnumType(EnrollmentStatus, {
  name: 'EnrollmentStatus',
  description:
    'A: PENDING, CONFIRMED, COMPLETED, CANCELLED; B: PENDING, IN_PROGRESS, ACHIEVED, DROPPED. COMPLETED and ACHIEVED issue a certificate.',
});

/** Statuses that mean the learner finished the course (and so earned a certificate). */
export const FINISHED_STATUSES: readonly EnrollmentStatus[] = [EnrollmentStatus.COMPLETED, EnrollmentStatus.ACHIEVED];

/** A learner enrolled on a course, directly (Variant A) or from an interest (Variant B). */
@Entity({ tableName: 'enrollment' })
@Index({ name: 'enrollment_created_at_idx', properties: ['createdAt'] })
@ObjectType({ description: 'A learner enrolled on a course' })
export class Enrollment extends BaseEntity {
  [OptionalProps]?: 'interest' | 'organisation' | 'scheduledDate' | 'status' | 'completedAt' | 'certificate';

  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => Course, { deleteRule: 'restrict' })
  course!: Course;

  /** The interest it was created from (Variant B). */
  @ManyToOne(() => Interest, { nullable: true, deleteRule: 'set null' })
  interest: Interest | null = null;

  @Property({ type: 'string' })
  @Field(() => String)
  learnerName!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  learnerEmail!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  organisation: string | null = null;

  /** A calendar date, YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  scheduledDate: string | null = null;

  @Enum({ items: () => EnrollmentStatus, type: 'string' })
  @Field(() => EnrollmentStatus)
  status: EnrollmentStatus = EnrollmentStatus.PENDING;

  /** The date the learner finished (set when marked COMPLETED or ACHIEVED), YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  completedAt: string | null = null;

  @OneToOne(() => Certificate, (certificate) => certificate.enrollment, { nullable: true })
  certificate: Certificate | null = null;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}

/**
 * The certificate of a finished enrollment, as issued: learner, course and date are copied at issue so that
 * later edits do not change what was certified. `certificateNumber` is Variant A's identifier, `credentialId`
 * Variant B's; the PDF is kept in storage under `storageKey`.
 */
@Entity({ tableName: 'certificate' })
@ObjectType({ description: 'A certificate issued for a finished enrollment' })
export class Certificate {
  [OptionalProps]?: 'id' | 'issuedAt' | 'emailedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @OneToOne(() => Enrollment, { owner: true, unique: 'certificate_enrollment_unique', deleteRule: 'cascade' })
  enrollment!: Enrollment;

  @Property({ type: 'string', unique: 'certificate_number_unique' })
  @Field(() => String, { description: 'Variant A identifier, e.g. CERT-2026-4F7K2Q9M' })
  certificateNumber!: string;

  @Property({ type: 'string', unique: 'certificate_credential_id_unique' })
  @Field(() => String, { description: 'Variant B identifier' })
  credentialId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  learnerName!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  courseTitle!: string;

  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  completionDate!: string;

  @Property({ type: 'string' })
  storageKey!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => GraphQLISODateTime)
  issuedAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  emailedAt: Date | null = null;
}
