import { IsOptional, Length, Matches } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { AssumedListSize } from '../../shared/demand-control.js';
import { TaxonomyItem, TaxonomyType } from './taxonomy.entity.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'slug must be lowercase letters and digits separated by single hyphens';

@ObjectType({ description: 'Every taxonomy item, grouped by taxonomy' })
export class TaxonomyGroups {
  @AssumedListSize(100)
  @Field(() => [TaxonomyItem])
  categories!: TaxonomyItem[];
  @AssumedListSize(100)
  @Field(() => [TaxonomyItem])
  cities!: TaxonomyItem[];
  @AssumedListSize(100)
  @Field(() => [TaxonomyItem])
  associations!: TaxonomyItem[];
  @AssumedListSize(100)
  @Field(() => [TaxonomyItem])
  deliveryModes!: TaxonomyItem[];
}

@InputType({ description: 'A new taxonomy item; its slug is derived from the name when absent' })
export class CreateTaxonomyInput {
  @Field(() => TaxonomyType)
  type!: TaxonomyType;

  @Field(() => String)
  @Length(1, 120)
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 120)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string | null;
}

@InputType({ description: 'Changes to a taxonomy item; absent fields keep their value' })
export class UpdateTaxonomyInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 120)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 120)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug?: string | null;
}
