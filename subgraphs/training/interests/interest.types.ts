import { ArrayMaxSize, IsEmail, IsOptional, Length, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Interest, InterestStatus } from './interest.entity.js';

@ObjectType({ description: 'A page of interests' })
export class InterestPage {
  @Field(() => [Interest]) items!: Interest[];
  @Field(() => Int, { description: 'Interests matching the filter, on all pages' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) limit!: number;
}

/**
 * The learner's details, common to the public form and to an admin's manual entry. Only its subclasses are
 * used as arguments, so this input type itself never appears in the schema.
 */
@InputType('InterestLearnerDetails')
abstract class LearnerDetails {
  @Field(() => String)
  @Length(1, 200)
  name!: string;

  @Field(() => String)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email!: string;

  @Field(() => String, { nullable: true })
  @IsOptional() @MaxLength(50)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional() @MaxLength(200)
  organisation?: string | null;
}

@InputType({ description: 'Interest registered through the public form, behind a bot challenge' })
export class PublicInterestInput extends LearnerDetails {
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Variant B: send the course brochure by mail' })
  requestBrochure?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Token of the bot challenge solved by the visitor (required)' })
  challengeToken?: string | null;
}

@InputType({ description: "Interest entered by an admin (Variant B); no bot challenge" })
export class AdminInterestInput extends LearnerDetails {
  @Field(() => ID)
  courseId!: string;

  @Field(() => InterestStatus, { nullable: true, defaultValue: InterestStatus.NEW })
  status?: InterestStatus | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Send the course brochure by mail' })
  sendBrochure?: boolean | null;
}

@InputType({ description: 'Filters of the interest list; they combine with AND' })
export class InterestFilter {
  @Field(() => [InterestStatus], { nullable: true, description: 'Any of these statuses' })
  @IsOptional() @ArrayMaxSize(Object.keys(InterestStatus).length)
  status?: InterestStatus[] | null;

  @Field(() => ID, { nullable: true })
  courseId?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive text in name, email, organisation or phone' })
  @IsOptional() @MaxLength(200)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Created at or after: an ISO date-time, or a date (UTC midnight)' })
  @IsOptional() @MaxLength(40)
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Created at or before: an ISO date-time, or a date (that whole day, UTC)' })
  @IsOptional() @MaxLength(40)
  dateTo?: string | null;
}
