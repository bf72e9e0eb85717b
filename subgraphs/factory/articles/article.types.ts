import { ArrayMaxSize, IsOptional, Length, MaxLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { PageType } from '../../shared/list-types.js';
import { Article } from './article.entity.js';

@InputType('FactoryStepRateInput')
export class StepRateInput {
  @Field(() => String, { description: 'A job step name of the tenant configuration' }) @MaxLength(100) step!: string;
  @Field(() => String, { description: 'Per piece: a non-negative decimal with at most two places, e.g. "12.50"' })
  @MaxLength(20)
  rate!: string;
}

@InputType('CreateFactoryArticleInput', { description: 'A new article of the tenant' })
export class CreateArticleInput {
  @Field(() => String, { description: 'Unique within the tenant' }) @Length(1, 100) articleNo!: string;

  @Field(() => String) @Length(1, 200) name!: string;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Attribute name → value, per the tenant configuration and master data',
  })
  @IsOptional()
  attributes?: Record<string, unknown> | null;

  @Field(() => [StepRateInput], { nullable: true }) @IsOptional() @ArrayMaxSize(100) stepRates?: StepRateInput[] | null;
}

@InputType('UpdateFactoryArticleInput', {
  description: 'Changes to an article; fields left out keep their values, attributes and stepRates are replaced whole',
})
export class UpdateArticleInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 100) articleNo?: string | null;

  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 200) name?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true }) @IsOptional() attributes?: Record<string, unknown> | null;

  @Field(() => [StepRateInput], { nullable: true }) @IsOptional() @ArrayMaxSize(100) stepRates?: StepRateInput[] | null;
}

@ObjectType('FactoryArticlePage', { description: 'A page of articles' })
export class ArticlePage extends PageType(Article, 'Articles') {}

@ObjectType('FactoryArticleOption', { description: 'An article as a dropdown shows it' })
export class ArticleOption {
  @Field(() => ID) id!: string;
  @Field(() => String) articleNo!: string;
  @Field(() => String) name!: string;
}
