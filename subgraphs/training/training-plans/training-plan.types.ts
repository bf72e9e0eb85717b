import { IsEmail, IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SearchAndCreatedRange, SortKeyType } from '../../shared/list-types.js';
import { TrainingPlanRequest } from './training-plan-request.entity.js';

@ObjectType({ description: 'A page of training plan requests' })
export class TrainingPlanRequestPage extends PageType(TrainingPlanRequest, 'Requests') {}

/** The fields the training plan request list can be sorted by, each the entity property it orders on. */
export enum TrainingPlanRequestSortField {
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
  ORGANISATION = 'organisation',
  CONTACT_NAME = 'contactName',
  CONTACT_EMAIL = 'contactEmail',
}
registerEnumType(TrainingPlanRequestSortField, {
  name: 'TrainingPlanRequestSortField',
  description: 'The fields the training plan request list can be sorted by',
});

@InputType({
  description:
    'A key to sort the training plan request list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class TrainingPlanRequestSort extends SortKeyType(TrainingPlanRequestSortField) {}

/** The public forms that request the training plan, named as the source the request is recorded with. */
export enum PublicTrainingPlanForm {
  PUBLIC_FORM = 'PUBLIC_FORM',
  PUBLIC_REQUEST = 'PUBLIC_REQUEST',
}
registerEnumType(PublicTrainingPlanForm, {
  name: 'PublicTrainingPlanForm',
  description: "PUBLIC_FORM: Variant A's POST /training-plan; PUBLIC_REQUEST: Variant B's POST /training-plan/request",
});

/** The requester's details, common to the public forms and to an admin's manual creation. */
@InputType({ description: 'A training plan request entered by an admin (Variant B); no bot challenge' })
export class CreateTrainingPlanRequestInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  organisation?: string | null;

  @Field(() => String)
  @Length(1, 200)
  contactName!: string;

  @Field(() => String)
  @IsEmail({}, { message: 'contactEmail must be an email address' })
  @MaxLength(254)
  contactEmail!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(50)
  contactPhone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(10000)
  requirements?: string | null;
}

@InputType({ description: 'A training plan request sent through a public form, behind a bot challenge' })
export class RequestTrainingPlanInput extends CreateTrainingPlanRequestInput {
  @Field(() => String, { nullable: true, description: 'Token of the bot challenge solved by the visitor (required)' })
  challengeToken?: string | null;
}

@InputType({ description: 'Filters of the training plan request list; they combine with AND' })
export class TrainingPlanRequestFilter extends SearchAndCreatedRange({
  search: 'Case-insensitive text in organisation, contact name, email or phone, or requirements',
}) {}
