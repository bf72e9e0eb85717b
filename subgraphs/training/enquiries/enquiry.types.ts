import { ArrayMaxSize, IsEmail, IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Enquiry, EnquiryStatus } from './enquiry.entity.js';

@ObjectType({ description: 'A page of enquiries' })
export class EnquiryPage {
  @Field(() => [Enquiry]) items!: Enquiry[];
  @Field(() => Int, { description: 'Enquiries matching the filter, on all pages' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) limit!: number;
}

@InputType({ description: 'A message sent through the public contact form, behind a bot challenge' })
export class ContactInput {
  @Field(() => String)
  @Length(1, 200)
  name!: string;

  @Field(() => String)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email!: string;

  @Field(() => String)
  @Length(1, 10000)
  message!: string;

  @Field(() => String, { nullable: true, description: 'Token of the bot challenge solved by the visitor (required)' })
  challengeToken?: string | null;
}

@InputType({ description: 'Filters of the enquiry list; they combine with AND' })
export class EnquiryFilter {
  @Field(() => [EnquiryStatus], { nullable: true, description: 'Any of these statuses' })
  @IsOptional() @ArrayMaxSize(Object.keys(EnquiryStatus).length)
  status?: EnquiryStatus[] | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive text in name, email or message' })
  @IsOptional() @MaxLength(200)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Created at or after: an ISO date-time, or a date (UTC midnight)' })
  @IsOptional() @MaxLength(40)
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Created at or before: an ISO date-time, or a date (that whole day, UTC)' })
  @IsOptional() @MaxLength(40)
  dateTo?: string | null;
}
