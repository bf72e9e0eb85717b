import { IsEmail, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { FactoryRoleEnum, User } from './user.entity.js';

/**
 * Which application a user signs in to. The spec's "login to the admin panel by a non-super-admin gives
 * 403" is read as: the service-administration panel (tenants, plans, global configuration) is for
 * super-admins only; a client of that panel says so at login and a tenant admin is then refused. Tenant
 * applications (the default) accept both roles.
 */
export enum FactoryLoginPanel {
  TENANT = 'tenant',
  SUPER_ADMIN = 'super-admin',
}
registerEnumType(FactoryLoginPanel, { name: 'FactoryLoginPanel', description: 'The application a user signs in to' });

/*
 * Arguments rather than input objects: a missing or mistyped argument is reported on its own, while GraphQL's
 * report of a bad input object quotes the whole object, passwords included.
 */

@ArgsType()
export class FactoryLoginArgs {
  @Field(() => String, { description: 'The email address (case-insensitive)' })
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => FactoryLoginPanel, {
    nullable: true,
    description: 'SUPER_ADMIN refuses every user but super-admins (403); TENANT by default',
  })
  panel?: FactoryLoginPanel | null;
}

@ObjectType('FactorySession', {
  description: 'A signed-in user: a short-lived access token (the refresh token travels in the refreshToken cookie)',
})
export class FactorySession {
  @Field(() => String, { description: 'JWT for Authorization: Bearer, with the claims id, tenantId, role' })
  token!: string;

  @Field(() => User)
  user!: User;
}

/** A new admin of the caller's tenant. */
@ArgsType()
export class FactorySignupArgs {
  @Field(() => ID, {
    nullable: true,
    description: "The tenant: a super-admin must name it; an admin's is its own (any other is refused)",
  })
  tenantId?: string | null;

  @Field(() => String)
  @Length(1, 200, { message: 'name must be between 1 and 200 characters' })
  name!: string;

  @Field(() => String, { description: 'Unique across the service; kept in lower case' })
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  passwordConfirm!: string;

  @Field(() => FactoryRoleEnum, {
    nullable: true,
    description: 'Only admin (the default): super-admins are created from the command line',
  })
  role?: (typeof FactoryRoleEnum)[keyof typeof FactoryRoleEnum] | null;
}

@ArgsType()
export class FactoryResetPasswordArgs {
  @Field(() => String, { description: 'The token of the reset mail' })
  token!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  passwordConfirm!: string;
}
