import { ArrayMaxSize, IsOptional, Length } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SearchAndCreatedRange, SortKeyType } from '../../shared/list-types.js';
import { SenderDetails } from '../common/sender.types.js';
import { Enquiry, EnquiryStatus } from './enquiry.entity.js';

@ObjectType({ description: 'A page of enquiries' })
export class EnquiryPage extends PageType(Enquiry, 'Enquiries') {}

/** The fields the enquiry list can be sorted by, each the entity property it orders on. */
export enum EnquirySortField {
  CREATED_AT = 'createdAt',
  UPDATED_AT = 'updatedAt',
  NAME = 'name',
  EMAIL = 'email',
  STATUS = 'status',
}
registerEnumType(EnquirySortField, {
  name: 'EnquirySortField',
  description: 'The fields the enquiry list can be sorted by',
});

@InputType({
  description:
    'A key to sort the enquiry list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class EnquirySort extends SortKeyType(EnquirySortField) {}

@InputType({ description: 'A message sent through the public contact form, behind a bot challenge' })
export class SubmitEnquiryInput extends SenderDetails {
  @Field(() => String)
  @Length(1, 10000)
  message!: string;

  @Field(() => String, { nullable: true, description: 'Token of the bot challenge solved by the visitor (required)' })
  challengeToken?: string | null;
}

/** The list's own filters, before the shared ones (see `SearchAndCreatedRange`). */
@InputType('EnquiryOwnFilters')
class EnquiryOwnFilters {
  @Field(() => [EnquiryStatus], { nullable: true, description: 'Any of these statuses' })
  @IsOptional()
  @ArrayMaxSize(Object.keys(EnquiryStatus).length)
  status?: EnquiryStatus[] | null;
}

@InputType({ description: 'Filters of the enquiry list; they combine with AND' })
export class EnquiryFilter extends SearchAndCreatedRange(
  { search: 'Case-insensitive text in name, email or message' },
  EnquiryOwnFilters,
) {}
