import { Entity, Enum, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base-entity.js';

/**
 * The four taxonomies that classify courses. Values equal the GraphQL names (stored as such): a subgraph schema
 * rebuilt from SDL cannot serialise input defaults of enums whose internal values differ from their names.
 */
export enum TaxonomyType {
  CATEGORY = 'CATEGORY',
  CITY = 'CITY',
  ASSOCIATION = 'ASSOCIATION',
  DELIVERY_MODE = 'DELIVERY_MODE',
}

registerEnumType(TaxonomyType, { name: 'TaxonomyType', description: 'The taxonomy a TaxonomyItem belongs to' });

/** One item of a taxonomy (a category, a city, an association or a delivery mode). */
@Entity({ tableName: 'taxonomy_item' })
@Unique({ name: 'taxonomy_item_type_slug_unique', properties: ['type', 'slug'] })
@ObjectType({ description: 'An item of one of the course taxonomies' })
@Directive('@key(fields: "id")')
export class TaxonomyItem extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @Enum({ items: () => TaxonomyType, type: 'string' })
  @Field(() => TaxonomyType)
  type!: TaxonomyType;

  @Property({ type: 'string' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  slug!: string;
}
