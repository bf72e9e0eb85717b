import { IsOptional, MaxLength } from 'class-validator';
import { Field, getMetadataStorage, InputType, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import type { Page, SortKey } from './pagination.js';

/**
 * The GraphQL shapes that the lists of every subgraph share: the page of a list, its sort keys, and the text
 * search and creation-date range that admin lists filter on (see `textSearch` and `timestampBetween` in
 * `filters.ts`). They are class factories: type-graphql makes a field's type and description part of the class, and these
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
    @IsOptional()
    @MaxLength(200)
    search?: string | null;

    @Field(() => String, {
      nullable: true,
      description: descriptions.dateFrom ?? 'Created at or after: an ISO date-time, or a date (UTC midnight)',
    })
    @IsOptional()
    @MaxLength(40)
    dateFrom?: string | null;

    @Field(() => String, {
      nullable: true,
      description: descriptions.dateTo ?? 'Created at or before: an ISO date-time, or a date (that whole day, UTC)',
    })
    @IsOptional()
    @MaxLength(40)
    dateTo?: string | null;
  }
  return SearchAndCreatedRangeFilter;
}

/**
 * The one direction enum of every subgraph's sort keys: Federation composes an enum that several subgraphs define
 * only when each defines it alike, so it is declared here once. Its values are its names: the subgraph schema is
 * rebuilt from printed SDL (`federation.ts`), where the default of `direction` stays the name `ASC`.
 */
export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'The order of a sort key',
  valuesConfig: {
    ASC: { description: 'Ascending: A to Z, smallest and earliest first' },
    DESC: { description: 'Descending: Z to A, largest and latest first' },
  },
});

/**
 * One key of a list's `sort` argument, `{ field: <Item>SortField!, direction: SortDirection! = ASC }`, for the
 * list's enum of sortable fields (registered with `registerEnumType` beside its area first; each value is the
 * entity property it orders on). The subclass names the input after the list's item type:
 * `@InputType({ description: 'A sort key of the course list' }) class CourseSort extends SortKeyType(CourseSortField) {}`,
 * taken by the list as `@Arg('sort', () => [CourseSort], { nullable: true })`, and passed on to `listOrder`.
 */
export function SortKeyType<F extends string>(fields: Readonly<Record<string, F>>) {
  const registered = getMetadataStorage().enums.find((metadata) => metadata.enumObj === fields);
  if (!registered)
    throw new Error('SortKeyType: register the enum of sortable fields (registerEnumType) before using it');
  @InputType(`${registered.name}Key`)
  class SortKeyOf implements SortKey<F> {
    @Field(() => fields, { description: 'The field to sort by' })
    field!: F;

    @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
    direction!: SortDirection;
  }
  return SortKeyOf;
}
