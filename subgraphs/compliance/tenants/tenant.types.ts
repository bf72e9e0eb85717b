import { IsEmail, IsOptional, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { LegalForm, PlanId, Tenant } from './tenant.entity.js';
import { Role, User } from './user.entity.js';

/** Indian tax identifiers, upper case: PAN is five letters, four digits, a letter; GSTIN embeds the PAN. */
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** The identifiers both tenant inputs share. */
@InputType('ComplianceTenantIdentifiers')
abstract class TenantIdentifiers {
  @Field(() => LegalForm)
  entityType!: LegalForm;

  @Field(() => String, { nullable: true, description: 'GST identification number (15 characters)' })
  @IsOptional()
  @Matches(GSTIN, { message: 'gstin must be a 15-character GSTIN' })
  gstin?: string | null;

  @Field(() => String, { nullable: true, description: 'Permanent account number (10 characters)' })
  @IsOptional()
  @Matches(PAN, { message: 'pan must be a 10-character PAN' })
  pan?: string | null;
}

@InputType({ description: 'Self-service signup: the organisation and its first user (the owner)' })
export class SignUpTenantInput extends TenantIdentifiers {
  @Field(() => String)
  @Length(1, 200)
  organizationName!: string;

  @Field(() => String)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email!: string;

  @Field(() => String, { description: 'At least 8 characters; kept by the identity provider only' })
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @MaxLength(72)
  password!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(PHONE, { message: 'phone must be a phone number' })
  phone?: string | null;
}

@InputType({ description: 'A tenant created by a platform admin' })
export class CreateTenantInput extends TenantIdentifiers {
  @Field(() => String)
  @Length(1, 200)
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: 'contactEmail must be an email address' })
  @MaxLength(254)
  contactEmail?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(PHONE, { message: 'contactPhone must be a phone number' })
  contactPhone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 50)
  registrationNumber?: string | null;

  @Field(() => PlanId, { nullable: true, defaultValue: PlanId.FREE })
  subscriptionPlan?: PlanId | null;
}

/** Roles an owner may give; platform admins are made by the operator only (`compliance:grant-admin`). */
export enum AssignableRole {
  OWNER = 'OWNER',
  MEMBER = 'MEMBER',
  AUDITOR = 'AUDITOR',
}
registerEnumType(AssignableRole, { name: 'ComplianceAssignableRole' });

@InputType({ description: 'A user added to the caller’s tenant by an owner' })
export class AddTenantUserInput {
  @Field(() => String)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email!: string;

  @Field(() => String, { description: 'At least 8 characters; kept by the identity provider only' })
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @MaxLength(72)
  password!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 200)
  name?: string | null;

  @Field(() => AssignableRole, { nullable: true, defaultValue: AssignableRole.MEMBER })
  role?: AssignableRole | null;
}

@ObjectType({ description: 'The tenant and owner a signup created' })
export class TenantSignup {
  @Field(() => Tenant) tenant!: Tenant;
  @Field(() => User, { description: "The owner; its id is the identity provider's user id" }) user!: User;
}

@ObjectType('ComplianceTenantPage', { description: 'A page of tenants' })
export class TenantPage extends PageType(Tenant, 'Tenants') {}

/** The fields the tenant list can be sorted by, each the entity property it orders on. */
export enum ComplianceTenantSortField {
  NAME = 'name',
  CREATED_AT = 'createdAt',
  SUBSCRIPTION_PLAN = 'subscriptionPlan',
}
registerEnumType(ComplianceTenantSortField, {
  name: 'ComplianceTenantSortField',
  description: 'The fields the tenant list can be sorted by',
});

@InputType({
  description:
    'A key to sort the tenant list by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class ComplianceTenantSort extends SortKeyType(ComplianceTenantSortField) {}

@ObjectType({
  description:
    "The caller's membership: the tenant its access token names, once this service's own users confirm the token's user belongs to it",
})
export class ComplianceMembership {
  @Field(() => ID, { description: "The identity provider's user id (the token's `sub`)" }) userId!: string;
  @Field(() => ID) tenantId!: string;
}

@ObjectType({ description: 'Who a user is: tenant, entity and role with its permissions' })
export class UserContext {
  @Field(() => String) id!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String) email!: string;
  @Field(() => Tenant) tenant!: Tenant;
  @Field(() => BusinessEntity, { nullable: true, description: "The token's entity, else the tenant's first entity" })
  entity!: BusinessEntity | null;
  @Field(() => Role) role!: Role;
}
