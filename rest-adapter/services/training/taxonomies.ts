import { z } from 'zod';
import { enumOut, enumValue, legacyEnum, route, type RouteDefinition } from '../../engine/index.js';
import type { TrainingTaxonomyItemFieldsFragment, TrainingTaxonomyRefFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { deleted, deletedBody, success, successBody } from './legacy.js';

graphql(`
  fragment TrainingTaxonomyRefFields on TaxonomyItem {
    id
    name
    slug
  }
`);

graphql(`
  fragment TrainingTaxonomyItemFields on TaxonomyItem {
    ...TrainingTaxonomyRefFields
    type
  }
`);

/** Taxonomy types as legacy clients spell them. */
const TAXONOMY_TYPES = ['category', 'city', 'association', 'delivery_mode'] as const;

/** A taxonomy item as courses embed it. */
export const TAXONOMY_REF = z.object({ id: z.string(), name: z.string(), slug: z.string() });
const TAXONOMY_ITEM = TAXONOMY_REF.extend({ type: z.enum(TAXONOMY_TYPES) });

export const taxonomyRef = (item: TrainingTaxonomyRefFieldsFragment): z.input<typeof TAXONOMY_REF> => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
});

export function legacyTaxonomyItem(item: TrainingTaxonomyItemFieldsFragment): z.input<typeof TAXONOMY_ITEM> {
  return { ...taxonomyRef(item), type: enumOut(item.type) };
}

/** Taxonomy types are singular or plural in REST (`category`, `categories`), one enum in GraphQL. */
const TAXONOMY_TYPE = legacyEnum(TAXONOMY_TYPES, {
  categories: 'category',
  cities: 'city',
  associations: 'association',
  delivery_modes: 'delivery_mode',
});

const ID = z.object({ id: z.string() });
const TYPE_AND_ID = z.object({ type: TAXONOMY_TYPE, id: z.string() });
const NAME_AND_SLUG = { name: z.string(), slug: z.string().nullish() };
const RENAME = z.object({ name: z.string().nullish(), slug: z.string().nullish() });
const ONE_ITEM = { 200: successBody(TAXONOMY_ITEM) };
const CREATED = { 201: successBody(TAXONOMY_ITEM) };
const DELETED_MESSAGE = 'Taxonomy item deleted';

export const taxonomyRoutes: RouteDefinition[] = [
  route({
    name: 'listTaxonomies',
    method: 'GET',
    path: '/taxonomies',
    auth: 'public',
    document: graphql(`
      query TrainingTaxonomies {
        taxonomies {
          categories {
            ...TrainingTaxonomyRefFields
          }
          cities {
            ...TrainingTaxonomyRefFields
          }
          associations {
            ...TrainingTaxonomyRefFields
          }
          deliveryModes {
            ...TrainingTaxonomyRefFields
          }
        }
      }
    `),
    input: {},
    answers: {
      200: successBody(
        z.object({
          categories: z.array(TAXONOMY_REF),
          cities: z.array(TAXONOMY_REF),
          associations: z.array(TAXONOMY_REF),
          delivery_modes: z.array(TAXONOMY_REF),
        }),
      ),
    },
    respond: ({ taxonomies }) =>
      success({
        categories: taxonomies.categories.map(taxonomyRef),
        cities: taxonomies.cities.map(taxonomyRef),
        associations: taxonomies.associations.map(taxonomyRef),
        delivery_modes: taxonomies.deliveryModes.map(taxonomyRef),
      }),
  }),
  // Variant A: the type travels in the body.
  route({
    name: 'createTaxonomyA',
    variant: 'A',
    method: 'POST',
    path: '/taxonomies',
    auth: 'admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation TrainingCreateTaxonomy($input: CreateTaxonomyInput!) {
        createTaxonomy(input: $input) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { body: z.object({ type: TAXONOMY_TYPE, ...NAME_AND_SLUG }) },
    variables: ({ body }) => ({ input: { type: enumValue(body.type), name: body.name, slug: body.slug } }),
    answers: CREATED,
    respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
  }),
  route({
    name: 'updateTaxonomyA',
    variant: 'A',
    method: 'PUT',
    path: '/taxonomies/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {
        updateTaxonomy(id: $id, type: $type, input: $input) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: ID, body: RENAME },
    variables: ({ params, body }) => ({ id: params.id, input: { name: body.name, slug: body.slug } }),
    answers: ONE_ITEM,
    respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
  }),
  route({
    name: 'deleteTaxonomyA',
    variant: 'A',
    method: 'DELETE',
    path: '/taxonomies/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {
        deleteTaxonomy(id: $id, type: $type) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: deletedBody(DELETED_MESSAGE, TAXONOMY_ITEM),
    respond: ({ deleteTaxonomy }) => deleted(DELETED_MESSAGE, legacyTaxonomyItem(deleteTaxonomy)),
  }),
  // Variant B: the type is a path segment (categories, cities, associations, delivery_modes).
  route({
    name: 'createTaxonomyB',
    variant: 'B',
    method: 'POST',
    path: '/taxonomies/:type',
    auth: 'admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation TrainingCreateTaxonomyOfType($input: CreateTaxonomyInput!) {
        createTaxonomy(input: $input) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: z.object({ type: TAXONOMY_TYPE }), body: z.object(NAME_AND_SLUG) },
    variables: ({ params, body }) => ({ input: { name: body.name, slug: body.slug, type: enumValue(params.type) } }),
    answers: CREATED,
    respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
  }),
  route({
    name: 'updateTaxonomyB',
    variant: 'B',
    method: 'PUT',
    path: '/taxonomies/:type/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {
        updateTaxonomy(id: $id, type: $type, input: $input) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: TYPE_AND_ID, body: RENAME },
    variables: ({ params, body }) => ({
      id: params.id,
      type: enumValue(params.type),
      input: { name: body.name, slug: body.slug },
    }),
    answers: ONE_ITEM,
    respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
  }),
  route({
    name: 'deleteTaxonomyB',
    variant: 'B',
    method: 'DELETE',
    path: '/taxonomies/:type/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {
        deleteTaxonomy(id: $id, type: $type) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: TYPE_AND_ID },
    variables: ({ params }) => ({ id: params.id, type: enumValue(params.type) }),
    answers: deletedBody(DELETED_MESSAGE, TAXONOMY_ITEM),
    respond: ({ deleteTaxonomy }) => deleted(DELETED_MESSAGE, legacyTaxonomyItem(deleteTaxonomy)),
  }),
];
