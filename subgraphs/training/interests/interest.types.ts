import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { PageType, SearchAndCreatedRange } from '../../shared/list-types.js';
import { SenderDetails } from '../common/sender.types.js';
import { Interest, InterestStatus } from './interest.entity.js';

@ObjectType({ description: 'A page of interests' })
export class InterestPage extends PageType(Interest, 'Interests') {}

/**
 * The learner's details, common to the public form and to an admin's manual entry. Only its subclasses are
 * used as arguments, so this input type itself never appears in the schema.
 */
@InputType('InterestLearnerDetails')
abstract class LearnerDetails extends SenderDetails {
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

/** The list's own filters, before the shared ones (see `SearchAndCreatedRange`). */
@InputType('InterestOwnFilters')
class InterestOwnFilters {
  @Field(() => [InterestStatus], { nullable: true, description: 'Any of these statuses' })
  @IsOptional() @ArrayMaxSize(Object.keys(InterestStatus).length)
  status?: InterestStatus[] | null;

  @Field(() => ID, { nullable: true })
  courseId?: string | null;
}

@InputType({ description: 'Filters of the interest list; they combine with AND' })
export class InterestFilter extends SearchAndCreatedRange({ search: 'Case-insensitive text in name, email, organisation or phone' }, InterestOwnFilters) {}
