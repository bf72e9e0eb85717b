import { z } from 'zod';
import { enumOut, enumValue, legacyEnum, route, type RouteDefinition } from '../../engine/index.js';
import type { TrainingTaxonomyItemFieldsFragment, TrainingTaxonomyRefFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { success } from './legacy.js';

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

/** A taxonomy item as courses embed it. */
export const taxonomyRef = (item: TrainingTaxonomyRefFieldsFragment) => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
});

export function legacyTaxonomyItem(item: TrainingTaxonomyItemFieldsFragment) {
  return { ...taxonomyRef(item), type: enumOut(item.type) };
}

/** Taxonomy types are singular or plural in REST (`category`, `categories`), one enum in GraphQL. */
const TAXONOMY_TYPE = legacyEnum(['category', 'city', 'association', 'delivery_mode'], {
  categories: 'category',
  cities: 'city',
  associations: 'association',
  delivery_modes: 'delivery_mode',
});

const ID = z.object({ id: z.string() });
const TYPE_AND_ID = z.object({ type: TAXONOMY_TYPE, id: z.string() });
const NAME_AND_SLUG = { name: z.string(), slug: z.string().nullish() };
const RENAME = z.object({ name: z.string().nullish(), slug: z.string().nullish() });

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
    document: graphql(`
      mutation TrainingCreateTaxonomy($input: TaxonomyInput!) {
        createTaxonomy(input: $input) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { body: z.object({ type: TAXONOMY_TYPE, ...NAME_AND_SLUG }) },
    variables: ({ body }) => ({ input: { type: enumValue(body.type), name: body.name, slug: body.slug } }),
    respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
  }),
  route({
    name: 'updateTaxonomyA',
    variant: 'A',
    method: 'PUT',
    path: '/taxonomies/:id',
    auth: 'admin',
    document: graphql(`
      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {
        updateTaxonomy(id: $id, type: $type, input: $input) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: ID, body: RENAME },
    variables: ({ params, body }) => ({ id: params.id, input: { name: body.name, slug: body.slug } }),
    respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
  }),
  route({
    name: 'deleteTaxonomyA',
    variant: 'A',
    method: 'DELETE',
    path: '/taxonomies/:id',
    auth: 'admin',
    document: graphql(`
      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {
        deleteTaxonomy(id: $id, type: $type) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ deleteTaxonomy }) => ({
      status: 200,
      body: { status: 'success', message: 'Taxonomy item deleted', data: legacyTaxonomyItem(deleteTaxonomy) },
    }),
  }),
  // Variant B: the type is a path segment (categories, cities, associations, delivery_modes).
  route({
    name: 'createTaxonomyB',
    variant: 'B',
    method: 'POST',
    path: '/taxonomies/:type',
    auth: 'admin',
    document: graphql(`
      mutation TrainingCreateTaxonomyOfType($input: TaxonomyInput!) {
        createTaxonomy(input: $input) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: z.object({ type: TAXONOMY_TYPE }), body: z.object(NAME_AND_SLUG) },
    variables: ({ params, body }) => ({ input: { name: body.name, slug: body.slug, type: enumValue(params.type) } }),
    respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
  }),
  route({
    name: 'updateTaxonomyB',
    variant: 'B',
    method: 'PUT',
    path: '/taxonomies/:type/:id',
    auth: 'admin',
    document: graphql(`
      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {
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
    respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
  }),
  route({
    name: 'deleteTaxonomyB',
    variant: 'B',
    method: 'DELETE',
    path: '/taxonomies/:type/:id',
    auth: 'admin',
    document: graphql(`
      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {
        deleteTaxonomy(id: $id, type: $type) {
          ...TrainingTaxonomyItemFields
        }
      }
    `),
    input: { params: TYPE_AND_ID },
    variables: ({ params }) => ({ id: params.id, type: enumValue(params.type) }),
    respond: ({ deleteTaxonomy }) => ({
      status: 200,
      body: { status: 'success', message: 'Taxonomy item deleted', data: legacyTaxonomyItem(deleteTaxonomy) },
    }),
  }),
];
