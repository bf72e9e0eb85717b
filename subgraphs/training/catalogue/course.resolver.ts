import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PUBLIC_READ, AddressLimit } from '../../shared/address-limits.js';
import { AssumedListSize, Cost, PageListSize } from '../../shared/demand-control.js';
import type { Page } from '../../shared/pagination.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import type { TrainingContext } from '../context.js';
import { TaxonomyItem } from '../taxonomy/taxonomy.entity.js';
import { CATALOGUE_TAG, TAXONOMY_TAG } from './catalogue.events.js';
import { Course, type CourseRecord, type TaxonomyItemRecord } from './course.entity.js';
import { taxonomyListOf } from './course.loaders.js';
import { CourseService } from './course.service.js';
import {
  BulkUpdateResult,
  CourseBulkUpdateInput,
  CourseFilter,
  CoursePage,
  CourseSort,
  CreateCourseInput,
  UpdateCourseInput,
} from './course.types.js';

const service = (context: TrainingContext) => new CourseService(context);

@Resolver(() => Course)
export class CourseResolver {
  @AddressLimit(PUBLIC_READ)
  @Cacheable([CATALOGUE_TAG, TAXONOMY_TAG])
  @Query(() => CoursePage, {
    description: 'Published, active courses (public), newest first unless `sort` says otherwise',
  })
  @PageListSize(20)
  courses(
    @Arg('filter', () => CourseFilter, { nullable: true }) filter: CourseFilter | null | undefined,
    @Arg('sort', () => [CourseSort], { nullable: true }) sort: CourseSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: TrainingContext,
  ): Promise<Page<CourseRecord>> {
    return service(context).list(filter, sort, page, limit);
  }

  @AddressLimit(PUBLIC_READ)
  // A course's answer shows that course alone, and its taxonomy items.
  @Cacheable([CATALOGUE_TAG, TAXONOMY_TAG], 'PUBLIC', { partitionBy: 'idOrSlug' })
  @Query(() => Course, {
    description: 'A course by uuid or slug (NOT_FOUND when absent, deleted, or unpublished for a non-admin)',
  })
  course(@Arg('idOrSlug', () => String) idOrSlug: string, @Ctx() context: TrainingContext): Promise<Course> {
    return service(context).get(idOrSlug);
  }

  @FieldResolver(() => [TaxonomyItem])
  @AssumedListSize(100)
  categories(
    @Root() course: Course | CourseRecord,
    @Ctx() context: TrainingContext,
  ): TaxonomyItemRecord[] | Promise<TaxonomyItemRecord[]> {
    return taxonomyListOf(course, context.loaders, 'categories');
  }

  @FieldResolver(() => [TaxonomyItem])
  @AssumedListSize(100)
  cities(
    @Root() course: Course | CourseRecord,
    @Ctx() context: TrainingContext,
  ): TaxonomyItemRecord[] | Promise<TaxonomyItemRecord[]> {
    return taxonomyListOf(course, context.loaders, 'cities');
  }

  @FieldResolver(() => [TaxonomyItem])
  @AssumedListSize(100)
  associations(
    @Root() course: Course | CourseRecord,
    @Ctx() context: TrainingContext,
  ): TaxonomyItemRecord[] | Promise<TaxonomyItemRecord[]> {
    return taxonomyListOf(course, context.loaders, 'associations');
  }

  @Authorized()
  @Invalidates([CATALOGUE_TAG])
  @Mutation(() => Course, { description: 'Creates a course (admin)' })
  createCourse(
    @Arg('input', () => CreateCourseInput) input: CreateCourseInput,
    @Ctx() context: TrainingContext,
  ): Promise<Course> {
    return service(context).create(input);
  }

  @Authorized()
  @Invalidates([CATALOGUE_TAG])
  @Mutation(() => Course, { description: 'Replaces every field of a course (admin)' })
  updateCourse(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateCourseInput) input: UpdateCourseInput,
    @Ctx() context: TrainingContext,
  ): Promise<Course> {
    return service(context).update(id, input);
  }

  @Authorized()
  @Invalidates([CATALOGUE_TAG])
  @Mutation(() => BulkUpdateResult, { description: 'Sets isPublished and/or status on many courses at once (admin)' })
  @Cost(20)
  bulkUpdateCourses(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('updates', () => CourseBulkUpdateInput) updates: CourseBulkUpdateInput,
    @Ctx() context: TrainingContext,
  ): Promise<BulkUpdateResult> {
    return service(context).bulkUpdate(ids, updates);
  }

  @Authorized()
  @Invalidates([CATALOGUE_TAG])
  @Mutation(() => Course, { description: 'Soft-deletes a course: status DELETED, deletedAt set (admin)' })
  deleteCourse(@Arg('id', () => ID) id: string, @Ctx() context: TrainingContext): Promise<Course> {
    return service(context).delete(id);
  }
}
