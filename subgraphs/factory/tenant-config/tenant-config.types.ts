import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TenantConfig } from './tenant-config.entity.js';

@InputType('FactoryJobStepInput')
export class JobStepInput {
  @Field(() => String) name!: string;
  @Field(() => Int) order!: number;
  @Field(() => Boolean) isPaid!: boolean;
}

@InputType('FactoryArticleAttributeInput')
export class ArticleAttributeInput {
  @Field(() => String) name!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'string or number' }) type!: string;
  @Field(() => Boolean, { defaultValue: false }) isRequired!: boolean;
}

@InputType('FactorySizeRangeInput')
export class SizeRangeInput {
  @Field(() => Number) min!: number;
  @Field(() => Number) max!: number;
}

@InputType('FactoryPaginationInput')
export class PaginationInput {
  @Field(() => Int) defaultPageSize!: number;
  @Field(() => Int) maxPageSize!: number;
}

@InputType('UpsertFactoryTenantConfigInput', {
  description: 'A tenant’s configuration; on an update, fields left out keep their values',
})
export class TenantConfigInput {
  @Field(() => ID) tenantId!: string;
  @Field(() => [JobStepInput], { nullable: true }) jobSteps?: JobStepInput[] | null;
  @Field(() => [ArticleAttributeInput], { nullable: true }) articleAttributes?: ArticleAttributeInput[] | null;
  @Field(() => SizeRangeInput, { nullable: true }) sizeRange?: SizeRangeInput | null;
  @Field(() => [String], { nullable: true }) customLedgerTypes?: string[] | null;
  @Field(() => PaginationInput, { nullable: true }) pagination?: PaginationInput | null;
}

@ObjectType('FactoryTenantConfigUpsert', { description: 'A configuration as saved, and whether it was new' })
export class TenantConfigUpsert {
  @Field(() => TenantConfig) config!: TenantConfig;
  @Field(() => Boolean) created!: boolean;
}
