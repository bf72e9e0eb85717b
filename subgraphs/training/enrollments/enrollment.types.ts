import { ArrayMaxSize, IsEmail, IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SearchAndCreatedRange, SortKeyType } from '../../shared/list-types.js';
import { Enrollment, EnrollmentStatus } from './enrollment.entity.js';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

@InputType({
  description:
    'A new enrollment. Variant A names the course and the learner; Variant B names an interest, whose course and ' +
    "learner are copied (learner fields given as well take precedence; a courseId given as well must be the interest's course).",
})
export class CreateEnrollmentInput {
  @Field(() => ID, { nullable: true, description: 'Required unless interestId is given' })
  @IsOptional()
  @MaxLength(64)
  courseId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Variant B: the interest the enrollment comes from' })
  @IsOptional()
  @MaxLength(64)
  interestId?: string | null;

  @Field(() => String, { nullable: true, description: 'Required unless interestId is given' })
  @IsOptional()
  @Length(1, 200)
  learnerName?: string | null;

  @Field(() => String, { nullable: true, description: 'Required unless interestId is given' })
  @IsOptional()
  @IsEmail({}, { message: 'learnerEmail must be an email address' })
  @MaxLength(254)
  learnerEmail?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  organisation?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, a real calendar date' })
  @IsOptional()
  @Matches(DATE_SHAPE, { message: 'scheduledDate must be a date in the form YYYY-MM-DD' })
  scheduledDate?: string | null;

  @Field(() => EnrollmentStatus, {
    nullable: true,
    description: 'Default PENDING; COMPLETED or ACHIEVED issue the certificate at once',
  })
  status?: EnrollmentStatus | null;
}

/** The list's own filters, before the shared ones (see `SearchAndCreatedRange`). */
@InputType('EnrollmentOwnFilters')
class EnrollmentOwnFilters {
  @Field(() => [EnrollmentStatus], { nullable: true, description: 'Any of these statuses' })
  @IsOptional()
  @ArrayMaxSize(10)
  status?: EnrollmentStatus[] | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @MaxLength(64)
  courseId?: string | null;
}

@InputType({ description: 'Filters of the enrollment list; they combine with AND' })
export class EnrollmentFilter extends SearchAndCreatedRange(
  {
    search: 'Case-insensitive text within learner name, learner email or organisation',
    dateFrom: 'Created at or after: YYYY-MM-DD (start of that UTC day) or an ISO date-time',
    dateTo: 'Created at or before: YYYY-MM-DD (that whole UTC day included) or an ISO date-time',
  },
  EnrollmentOwnFilters,
) {}

@ObjectType({ description: 'A page of enrollments' })
export class EnrollmentPage extends PageType(Enrollment, 'Enrollments') {}

/** The fields the enrollment list can be sorted by, each the entity property it orders on. */
export enum EnrollmentSortField {
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
  LEARNER_NAME = 'learnerName',
  LEARNER_EMAIL = 'learnerEmail',
  ORGANISATION = 'organisation',
  STATUS = 'status',
  SCHEDULED_DATE = 'scheduledDate',
  COMPLETED_AT = 'completedAt',
}
registerEnumType(EnrollmentSortField, {
  name: 'EnrollmentSortField',
  description: 'The fields the enrollment list can be sorted by',
});

@InputType({
  description:
    'A key to sort the enrollment list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class EnrollmentSort extends SortKeyType(EnrollmentSortField) {}

@ObjectType({ description: 'A certificate that verified (Variant A, by certificate number)' })
export class CertificateVerification {
  @Field(() => Boolean, { description: 'Always true: a certificate that does not verify is NOT_FOUND' })
  valid!: boolean;
  @Field(() => String) learnerName!: string;
  @Field(() => String) courseTitle!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) completionDate!: string;
  @Field(() => String) certificateNumber!: string;
}

@ObjectType({ description: 'A credential that verified (Variant B, by credential id)' })
export class CredentialVerification {
  @Field(() => Boolean, { description: 'Always true: a credential that does not verify is NOT_FOUND' }) valid!: boolean;
  @Field(() => String) candidateName!: string;
  @Field(() => String) courseTitle!: string;
  @Field(() => String, { description: 'YYYY-MM-DD (UTC) of issue' }) issueDate!: string;
  @Field(() => String) credentialId!: string;
  @Field(() => String) certificateNumber!: string;
}
