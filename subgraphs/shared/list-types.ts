import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Page } from './pagination.js';

/**
 * The GraphQL shapes that the lists of every subgraph share: the page of a list, and the text search and
 * creation-date range that admin lists filter on (see `textSearch` and `timestampBetween` in `filters.ts`).
 * Both are class factories: type-graphql makes a field's type and description part of the class, and these
 * differ from list to list. The classes they return are base classes only: type-graphql 2 (which has no
 * `isAbstract` any more) leaves out of the schema the types that no field or argument uses, so these never
 * appear in it; their names only need to be unique.
 */

/**
 * The page of a list of `item`, as `Page` answers it. The subclass names the type:
 * `@ObjectType({ description: 'A page of courses' }) class CoursePage extends PageType(Course, 'Courses') {}`.
 */
export function PageType<T extends object>(item: ClassType<T>, itemsName: string) {
  @ObjectType(`${item.name}PageFields`)
  abstract class PageOf implements Page<T> {
    @Field(() => [item]) items!: T[];
    @Field(() => Int, { description: `${itemsName} matching the filter, on all pages` }) total!: number;
    @Field(() => Int) page!: number;
    @Field(() => Int) limit!: number;
  }
  return PageOf;
}

/** What the shared filter fields say about themselves in the schema. */
export interface SearchAndCreatedRangeDescriptions {
  /** Where the search looks, e.g. "Case-insensitive text in name, email or message". */
  readonly search: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

/** No filters of a list's own: its filter is the text search and the date range alone. */
@InputType('NoOwnFilters')
class NoOwnFilters {}

/**
 * The filter fields every admin list of learners' records ends with: `search`, `dateFrom` and `dateTo`, after
 * the list's own `OwnFilters` (an `@InputType` base class of its own). A factory extending them rather than a
 * base class of the list's filter because type-graphql puts inherited fields first, and the schema lists these last.
 */
export function SearchAndCreatedRange<TOwnFilters extends ClassType<object>>(
  descriptions: SearchAndCreatedRangeDescriptions,
  OwnFilters: TOwnFilters = NoOwnFilters as TOwnFilters,
) {
  @InputType(`${OwnFilters.name}WithSearchAndCreatedRange`)
  class SearchAndCreatedRangeFilter extends OwnFilters {
    @Field(() => String, { nullable: true, description: descriptions.search })
    @IsOptional() @MaxLength(200)
    search?: string | null;

    @Field(() => String, { nullable: true, description: descriptions.dateFrom ?? 'Created at or after: an ISO date-time, or a date (UTC midnight)' })
    @IsOptional() @MaxLength(40)
    dateFrom?: string | null;

    @Field(() => String, { nullable: true, description: descriptions.dateTo ?? 'Created at or before: an ISO date-time, or a date (that whole day, UTC)' })
    @IsOptional() @MaxLength(40)
    dateTo?: string | null;
  }
  return SearchAndCreatedRangeFilter;
}
