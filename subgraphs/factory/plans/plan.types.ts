import { IsInt, IsOptional, Length, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { Plan } from './plan.entity.js';

/** Lower-case letters, digits and single hyphens between them: safe in URLs and as a name. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'slug must consist of lower-case letters, digits and hyphens';

@InputType('FactoryPlanLimitsInput', { description: 'What a tenant on the plan may have; positive integers' })
export class PlanLimitsInput {
  @Field(() => Int) @IsInt() @Min(1) maxUsers!: number;
  @Field(() => Int) @IsInt() @Min(1) maxWorkers!: number;
  @Field(() => Int) @IsInt() @Min(1) maxJobSteps!: number;
  @Field(() => Int) @IsInt() @Min(1) maxArticleAttributes!: number;
}

@InputType('FactoryPlanLimitsPatch', { description: 'Limits to change; absent ones stay' })
export class PlanLimitsPatch {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) maxUsers?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) maxWorkers?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) maxJobSteps?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) maxArticleAttributes?: number | null;
}

@InputType('FactoryPlanRateLimitsInput', { description: 'Requests per window; positive integers' })
export class PlanRateLimitsInput {
  @Field(() => Int) @IsInt() @Min(1) maxRequests!: number;
  @Field(() => Int, { description: 'Milliseconds' }) @IsInt() @Min(1) windowMs!: number;
}

@InputType('FactoryPlanRateLimitsPatch', { description: 'Rate limits to change; absent ones stay' })
export class PlanRateLimitsPatch {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) maxRequests?: number | null;
  @Field(() => Int, { nullable: true, description: 'Milliseconds' }) @IsOptional() @IsInt() @Min(1) windowMs?:
    number | null;
}

@InputType('CreateFactoryPlanInput', { description: 'A new plan' })
export class CreatePlanInput {
  @Field(() => String) @Length(1, 100) name!: string;

  @Field(() => String, { description: 'Unique and immutable: lower-case letters, digits and hyphens' })
  @Length(1, 63)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug!: string;

  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) description?: string | null;

  @Field(() => PlanLimitsInput) @ValidateNested() limits!: PlanLimitsInput;

  @Field(() => PlanRateLimitsInput) @ValidateNested() rateLimits!: PlanRateLimitsInput;

  @Field(() => Boolean, { nullable: true, description: 'Only active plans can be given to tenants; true when absent' })
  @IsOptional()
  isActive?: boolean | null;
}

@InputType('UpdateFactoryPlanInput', { description: 'Changes to a plan; its slug cannot change' })
export class UpdatePlanInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 100) name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Accepted only when it is the plan’s own slug (legacy clients send the whole plan)',
  })
  @IsOptional()
  slug?: string | null;

  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) description?: string | null;

  @Field(() => PlanLimitsPatch, { nullable: true }) @IsOptional() @ValidateNested() limits?: PlanLimitsPatch | null;

  @Field(() => PlanRateLimitsPatch, { nullable: true })
  @IsOptional()
  @ValidateNested()
  rateLimits?: PlanRateLimitsPatch | null;

  @Field(() => Boolean, { nullable: true }) @IsOptional() isActive?: boolean | null;
}

@ObjectType('FactoryPlanPage', { description: 'A page of plans' })
export class PlanPage extends PageType(Plan, 'Plans') {}
