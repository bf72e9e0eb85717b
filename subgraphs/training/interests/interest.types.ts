import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SearchAndCreatedRange, SortKeyType } from '../../shared/list-types.js';
import { SenderDetails } from '../common/sender.types.js';
import { Interest, InterestStatus } from './interest.entity.js';

@ObjectType({ description: 'A page of interests' })
export class InterestPage extends PageType(Interest, 'Interests') {}

/** The fields the interest list can be sorted by, each the entity property it orders on. */
export enum InterestSortField {
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
  NAME = 'name',
  EMAIL = 'email',
  ORGANISATION = 'organisation',
  STATUS = 'status',
}
registerEnumType(InterestSortField, {
  name: 'InterestSortField',
  description: 'The fields the interest list can be sorted by',
});

@InputType({
  description:
    'A key to sort the interest list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class InterestSort extends SortKeyType(InterestSortField) {}

/**
 * The learner's details, common to the public form and to an admin's manual entry. Only its subclasses are
 * used as arguments, so this input type itself never appears in the schema.
 */
@InputType('InterestLearnerDetails')
abstract class LearnerDetails extends SenderDetails {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(50)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  organisation?: string | null;
}

@InputType({ description: 'Interest registered through the public form, behind a bot challenge' })
export class RegisterInterestInput extends LearnerDetails {
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Variant B: send the course brochure by mail',
  })
  requestBrochure?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Token of the bot challenge solved by the visitor (required)' })
  challengeToken?: string | null;
}

@InputType({ description: 'Interest entered by an admin (Variant B); no bot challenge' })
export class CreateInterestInput extends LearnerDetails {
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
  @IsOptional()
  @ArrayMaxSize(Object.keys(InterestStatus).length)
  status?: InterestStatus[] | null;

  @Field(() => ID, { nullable: true })
  courseId?: string | null;
}

@InputType({ description: 'Filters of the interest list; they combine with AND' })
export class InterestFilter extends SearchAndCreatedRange(
  { search: 'Case-insensitive text in name, email, organisation or phone' },
  InterestOwnFilters,
) {}
