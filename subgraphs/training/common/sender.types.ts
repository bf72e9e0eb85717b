import { IsEmail, Length, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

/**
 * Who writes in through a public form (or is entered for them by an admin): a name, and the mail address that
 * answers go to. A base class of inputs only: no argument has this type, so it stays out of the schema.
 */
@InputType('SenderDetails')
export abstract class SenderDetails {
  @Field(() => String)
  @Length(1, 200)
  name!: string;

  @Field(() => String)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email!: string;
}
