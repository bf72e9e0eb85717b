import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsPositive, Length, Matches, Max, MaxLength } from 'class-validator';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType, SortKeyType } from '../../shared/list-types.js';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../taxonomy/taxonomy.types.js';
import { Course, CourseStatus } from './course.entity.js';

@ObjectType({ description: 'A page of courses' })
export class CoursePage extends PageType(Course, 'Courses') {}

/** The fields the course catalogue can be sorted by, each the entity property it orders on. */
export enum CourseSortField {
  TITLE = 'title',
  CREATED_AT = 'createdAt',
  DURATION_DAYS = 'durationDays',
  UPDATED_AT = 'updatedAt',
}
registerEnumType(CourseSortField, {
  name: 'CourseSortField',
  description: 'The fields the course catalogue can be sorted by',
});

@InputType({
  description:
    'A key to sort the course catalogue by: several apply in the order given, and rows that tie on all of them come in id order',
})
export class CourseSort extends SortKeyType(CourseSortField) {}

@ObjectType({ description: 'Outcome of a bulk update' })
export class BulkUpdateResult {
  @Field(() => Int, { description: 'Courses found among the ids' }) matched!: number;
  @Field(() => Int, { description: 'Courses actually changed' }) updated!: number;
}

const MAX_FILTER_VALUES = 100;

@InputType({
  description: 'Filters of the course list; values within one list are alternatives, lists combine with AND',
})
export class CourseFilter {
  @Field(() => [String], { nullable: true, description: 'Category slugs (Variant A)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  categorySlugs?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'City slugs (Variant A)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  citySlugs?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Association slugs (Variant A)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  associationSlugs?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Delivery mode slugs (Variant A)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  deliveryModeSlugs?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Category ids (Variant B)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  categoryIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'City ids (Variant B)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  cityIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Association ids (Variant B)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  associationIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Delivery mode ids (Variant B)' })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  deliveryModeIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Full-text search over title and description, words matched by prefix',
  })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Admin only: also unpublished (non-deleted) courses' })
  includeUnpublished?: boolean | null;
}

@InputType({ description: 'A new course' })
export class CreateCourseInput {
  @Field(() => String)
  @Length(1, 200)
  title!: string;

  @Field(() => String)
  @Length(1, 120)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug!: string;

  @Field(() => String)
  @Length(1, 20000)
  description!: string;

  @Field(() => String, { nullable: true, description: 'Slug of a DELIVERY_MODE taxonomy item' })
  @IsOptional()
  @Length(1, 120)
  deliveryMode?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @IsPositive()
  @Max(3650)
  durationDays?: number | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  isPublished?: boolean | null;

  @Field(() => CourseStatus, { nullable: true, defaultValue: CourseStatus.ACTIVE })
  status?: CourseStatus | null;

  @Field(() => [ID], { nullable: true, defaultValue: [] })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  categoryIds?: string[] | null;

  @Field(() => [ID], { nullable: true, defaultValue: [] })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  cityIds?: string[] | null;

  @Field(() => [ID], { nullable: true, defaultValue: [] })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  associationIds?: string[] | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Scheduled sessions: an array (default [])' })
  @IsOptional()
  @IsArray({ message: 'schedule must be an array' })
  @ArrayMaxSize(1000)
  schedule?: unknown[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100000)
  courseOutline?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100000)
  overview?: string | null;
}

@InputType({ description: 'A course fully replaced: a field left out takes its default, as on creation' })
export class UpdateCourseInput extends CreateCourseInput {}

@InputType({ description: 'Changes applied to every course of a bulk update; at least one is required' })
export class CourseBulkUpdateInput {
  @Field(() => Boolean, { nullable: true })
  isPublished?: boolean | null;

  @Field(() => CourseStatus, { nullable: true })
  status?: CourseStatus | null;
}
