import { IsEmail, IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { SLUG_PATTERN } from '../plans/plan.types.js';
import type { ProvisioningOutcome, ProvisioningStepResult } from './provisioner.js';
import { Tenant } from './tenant.entity.js';

@InputType('CreateFactoryTenantInput', { description: 'A new tenant with its admin user' })
export class CreateTenantInput {
  @Field(() => String) @Length(1, 200) name!: string;

  @Field(() => String, {
    description:
      'Unique; the subdomain is `<slug>.<FACTORY_BASE_DOMAIN>`, so a DNS label: lower-case letters, digits, hyphens',
  })
  @Length(1, 63)
  @Matches(SLUG_PATTERN, { message: 'slug must consist of lower-case letters, digits and hyphens' })
  slug!: string;

  @Field(() => String, { description: 'The slug of an active plan' }) @Length(1, 63) plan!: string;

  @Field(() => String) @Length(1, 200) adminName!: string;

  @Field(() => String, { description: 'The admin’s login name; unique across the service' })
  @IsEmail({}, { message: 'adminEmail must be an email address' })
  @MaxLength(254)
  adminEmail!: string;

  @Field(() => String) adminPassword!: string;

  @Field(() => String, { description: 'Must equal adminPassword' }) adminConfirmPassword!: string;
}

@InputType('UpdateFactoryTenantInput', { description: 'Changes to a tenant; its slug cannot change' })
export class UpdateTenantInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 200) name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The slug of an active plan; the tenant’s settings take its limits',
  })
  @IsOptional()
  @Length(1, 63)
  plan?: string | null;

  @Field(() => String, { nullable: true, description: 'Accepted only when it is the tenant’s own slug' })
  @IsOptional()
  slug?: string | null;
}

export enum ProvisioningStepStatusEnum {
  SUCCESS = 'success',
  FAILED = 'failed',
  SKIPPED = 'skipped',
}
registerEnumType(ProvisioningStepStatusEnum, {
  name: 'FactoryProvisioningStepStatus',
  description: 'SKIPPED: nothing to provision (no provisioner), or DNS not attempted because hosting failed',
});

@ObjectType('FactoryProvisioningStep')
export class ProvisioningStep implements ProvisioningStepResult {
  @Field(() => ProvisioningStepStatusEnum) status!: ProvisioningStepStatusEnum;
  @Field(() => String, { nullable: true, description: 'Why the step failed or was skipped' }) error!: string | null;
}

@ObjectType('FactoryProvisioningResult', { description: 'What provisioning the tenant’s subdomain did' })
export class ProvisioningResult implements ProvisioningOutcome {
  @Field(() => String) subdomain!: string;
  @Field(() => ProvisioningStep) hosting!: ProvisioningStep;
  @Field(() => ProvisioningStep) dns!: ProvisioningStep;
}

@ObjectType('FactoryTenantProvisioning', { description: 'A tenant after (re)provisioning its subdomain' })
export class TenantProvisioning {
  @Field(() => Tenant) tenant!: Tenant;
  @Field(() => ProvisioningResult) provisioningResult!: ProvisioningResult;
  @Field(() => Boolean, {
    description: 'True when the domain is active; false when a step failed (domainStatus stays pending)',
  })
  complete!: boolean;
}

@ObjectType('FactoryTenantPage', { description: 'A page of tenants' })
export class TenantPage extends PageType(Tenant, 'Tenants') {}

@ObjectType('FactoryTenantStatusCounts')
export class TenantStatusCounts {
  @Field(() => Int) active!: number;
  @Field(() => Int) suspended!: number;
}

@ObjectType('FactoryTenantDomainStatusCounts')
export class TenantDomainStatusCounts {
  @Field(() => Int) active!: number;
  @Field(() => Int) pending!: number;
}

@ObjectType('FactoryTenantStats', { description: 'Tenant counts' })
export class TenantStats {
  @Field(() => Int) total!: number;
  @Field(() => TenantStatusCounts) byStatus!: TenantStatusCounts;
  @Field(() => TenantDomainStatusCounts) byDomainStatus!: TenantDomainStatusCounts;
}
