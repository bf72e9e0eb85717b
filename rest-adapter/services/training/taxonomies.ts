import { enumIn, enumOut, gql, objectBody, renameFields, route, type RouteDefinition } from '../../engine/index.js';
import { success } from './legacy.js';

export interface TaxonomyItemData {
  id: string;
  name: string;
  slug: string;
  type?: string;
}

/** A taxonomy item as courses embed it. */
export const taxonomyRef = (item: TaxonomyItemData) => ({ id: item.id, name: item.name, slug: item.slug });

export function legacyTaxonomyItem(item: TaxonomyItemData) {
  return { ...taxonomyRef(item), type: enumOut(item.type) };
}

/** Taxonomy types are singular or plural in REST (`category`, `categories`), one enum in GraphQL. */
const TAXONOMY_TYPES: Readonly<Record<string, string>> = {
  category: 'CATEGORY',
  categories: 'CATEGORY',
  city: 'CITY',
  cities: 'CITY',
  association: 'ASSOCIATION',
  associations: 'ASSOCIATION',
  delivery_mode: 'DELIVERY_MODE',
  delivery_modes: 'DELIVERY_MODE',
};
export const taxonomyType = (value: unknown) => enumIn(value, TAXONOMY_TYPES);

export const taxonomyRoutes: RouteDefinition[] = [
  route<{ taxonomies: Record<'categories' | 'cities' | 'associations' | 'deliveryModes', TaxonomyItemData[]> }>({
    name: 'listTaxonomies',
    method: 'GET',
    path: '/taxonomies',
    auth: 'public',
    document: gql`
      query TrainingTaxonomies {
        taxonomies {
          categories {
            id
            name
            slug
          }
          cities {
            id
            name
            slug
          }
          associations {
            id
            name
            slug
          }
          deliveryModes {
            id
            name
            slug
          }
        }
      }
    `,
    respond: ({ taxonomies }) =>
      success({
        categories: taxonomies.categories.map(taxonomyRef),
        cities: taxonomies.cities.map(taxonomyRef),
        associations: taxonomies.associations.map(taxonomyRef),
        delivery_modes: taxonomies.deliveryModes.map(taxonomyRef),
      }),
  }),
  // Variant A: the type travels in the body.
  route<{ createTaxonomy: TaxonomyItemData }>({
    name: 'createTaxonomyA',
    variant: 'A',
    method: 'POST',
    path: '/taxonomies',
    auth: 'admin',
    document: gql`
      mutation TrainingCreateTaxonomy($input: CreateTaxonomyInput!) {
        createTaxonomy(input: $input) {
          id
          name
          slug
          type
        }
      }
    `,
    variables: ({ body }) => ({
      input: renameFields(objectBody(body), { type: ['type', taxonomyType], name: 'name', slug: 'slug' }),
    }),
    respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
  }),
  route<{ updateTaxonomy: TaxonomyItemData }>({
    name: 'updateTaxonomyA',
    variant: 'A',
    method: 'PUT',
    path: '/taxonomies/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {
        updateTaxonomy(id: $id, type: $type, input: $input) {
          id
          name
          slug
          type
        }
      }
    `,
    variables: ({ params, body }) => ({
      id: params.id,
      input: renameFields(objectBody(body), { name: 'name', slug: 'slug' }),
    }),
    respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
  }),
  route<{ deleteTaxonomy: TaxonomyItemData }>({
    name: 'deleteTaxonomyA',
    variant: 'A',
    method: 'DELETE',
    path: '/taxonomies/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {
        deleteTaxonomy(id: $id, type: $type) {
          id
          name
          slug
          type
        }
      }
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ deleteTaxonomy }) => ({
      status: 200,
      body: { status: 'success', message: 'Taxonomy item deleted', data: legacyTaxonomyItem(deleteTaxonomy) },
    }),
  }),
  // Variant B: the type is a path segment (categories, cities, associations, delivery_modes).
  route<{ createTaxonomy: TaxonomyItemData }>({
    name: 'createTaxonomyB',
    variant: 'B',
    method: 'POST',
    path: '/taxonomies/:type',
    auth: 'admin',
    document: gql`
      mutation TrainingCreateTaxonomyOfType($input: CreateTaxonomyInput!) {
        createTaxonomy(input: $input) {
          id
          name
          slug
          type
        }
      }
    `,
    variables: ({ params, body }) => ({
      input: {
        ...(renameFields(objectBody(body), { name: 'name', slug: 'slug' }) as object),
        type: taxonomyType(params.type),
      },
    }),
    respond: ({ createTaxonomy }) => success(legacyTaxonomyItem(createTaxonomy), 201),
  }),
  route<{ updateTaxonomy: TaxonomyItemData }>({
    name: 'updateTaxonomyB',
    variant: 'B',
    method: 'PUT',
    path: '/taxonomies/:type/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {
        updateTaxonomy(id: $id, type: $type, input: $input) {
          id
          name
          slug
          type
        }
      }
    `,
    variables: ({ params, body }) => ({
      id: params.id,
      type: taxonomyType(params.type),
      input: renameFields(objectBody(body), { name: 'name', slug: 'slug' }),
    }),
    respond: ({ updateTaxonomy }) => success(legacyTaxonomyItem(updateTaxonomy)),
  }),
  route<{ deleteTaxonomy: TaxonomyItemData }>({
    name: 'deleteTaxonomyB',
    variant: 'B',
    method: 'DELETE',
    path: '/taxonomies/:type/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {
        deleteTaxonomy(id: $id, type: $type) {
          id
          name
          slug
          type
        }
      }
    `,
    variables: ({ params }) => ({ id: params.id, type: taxonomyType(params.type) }),
    respond: ({ deleteTaxonomy }) => ({
      status: 200,
      body: { status: 'success', message: 'Taxonomy item deleted', data: legacyTaxonomyItem(deleteTaxonomy) },
    }),
  }),
];
