import { Collection, OptionalProps, type Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToMany, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON } from 'graphql-scalars';
import { Directive, Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';
import { TaxonomyItem } from '../taxonomy/taxonomy.entity.js';

export enum CourseStatus {
  ACTIVE = 'ACTIVE',
  DELETED = 'DELETED',
}

registerEnumType(CourseStatus, {
  name: 'CourseStatus',
  description: 'Lifecycle of a course; DELETED is a soft delete',
});

/**
 * A training course. Its categories, cities and associations are one collection of taxonomy items (the
 * `course_taxonomy` join table), split by type when read; its delivery mode is the slug of a DELIVERY_MODE item.
 */
@Entity({ tableName: 'course' })
@ObjectType({ description: 'A training course of the public catalogue' })
@Directive('@key(fields: "id")')
export class Course extends BaseEntity {
  [OptionalProps]?: 'isPublished' | 'status' | 'schedule';

  @Field(() => ID)
  declare id: string;

  @Property({ type: 'string' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'string', unique: 'course_slug_unique' })
  @Field(() => String)
  slug!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  description!: string;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  isPublished: boolean = false;

  @Enum({ items: () => CourseStatus, type: 'string' })
  @Field(() => CourseStatus)
  status: CourseStatus = CourseStatus.ACTIVE;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'Slug of a DELIVERY_MODE taxonomy item' })
  deliveryMode: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  durationDays: number | null = null;

  @Property({ type: 'json' })
  @Field(() => GraphQLJSON, { description: 'Scheduled sessions (an array)' })
  schedule: unknown[] = [];

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  courseOutline: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  overview: string | null = null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  brochureUrl: string | null = null;

  @ManyToMany(() => TaxonomyItem, undefined, {
    pivotTable: 'course_taxonomy',
    joinColumn: 'course_id',
    inverseJoinColumn: 'taxonomy_item_id',
    orderBy: { name: 'asc' },
  })
  taxonomies = new Collection<TaxonomyItem>(this);

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  deletedAt: Date | null = null;

  @Field(() => GraphQLISODateTime)
  declare createdAt: Opt<Date>;

  @Field(() => GraphQLISODateTime)
  declare updatedAt: Opt<Date>;
}

/** A taxonomy item as a read model returns it: the fields its GraphQL type shows. */
export type TaxonomyItemRecord = Pick<TaxonomyItem, 'id' | 'type' | 'name' | 'slug'>;

/** A course's taxonomy items, split by taxonomy, each list by name. */
export interface TaxonomiesOfCourse {
  categories: TaxonomyItemRecord[];
  cities: TaxonomyItemRecord[];
  associations: TaxonomyItemRecord[];
}

/**
 * A course as a read model returns it: its columns, without the taxonomies collection; with its taxonomy lists when
 * the read brought them (else the loaders read them).
 */
export type CourseRecord = Omit<Course, 'taxonomies'> & { taxonomyLists?: TaxonomiesOfCourse };
