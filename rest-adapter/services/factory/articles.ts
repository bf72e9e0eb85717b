import { z } from 'zod';
import { EMPTY, queryString, route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryArticleFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
  all,
  allBody,
  amount,
  ID,
  ID_FIELD,
  legacyRecord,
  list,
  listBody,
  NO_CONTENT,
  PAGING,
  record,
  recordBody,
  TIMESTAMPS,
} from './legacy.js';

graphql(`
  fragment FactoryArticleFields on FactoryArticle {
    id
    tenantId
    articleNo
    name
    attributes
    stepRates {
      step
      rate
    }
    createdAt
    updatedAt
  }
`);

const ATTRIBUTES = z.record(z.string(), z.unknown());

/** An article as the legacy surface answers it. */
const LEGACY_ARTICLE = z.object({
  ...ID_FIELD,
  tenantId: z.string(),
  articleNo: z.string(),
  name: z.string(),
  attributes: ATTRIBUTES,
  stepRates: z.array(z.object({ step: z.string(), rate: z.string() })),
  ...TIMESTAMPS,
});

const legacyArticle = (article: FactoryArticleFieldsFragment): z.input<typeof LEGACY_ARTICLE> => legacyRecord(article);

const ONE_ARTICLE = { 200: recordBody('article', LEGACY_ARTICLE) };

/** The fields an article body may carry besides its number and name; others are ignored. */
const ARTICLE_FIELDS = {
  attributes: ATTRIBUTES.nullish(),
  /** Rates per piece, as JSON numbers or decimal strings. */
  stepRates: z.array(z.object({ step: z.string(), rate: amount() })).nullish(),
};

/** `/article`, Admin. `/article/getArticleList` comes before `/article/:id`; getting one article is a POST, per the spec. */
export const articleRoutes: RouteDefinition[] = [
  route({
    name: 'factoryListArticles',
    method: 'GET',
    path: '/article',
    auth: 'admin',
    document: graphql(`
      query FactoryListArticles($search: String, $page: Int, $limit: Int) {
        factoryArticles(search: $search, page: $page, limit: $limit) {
          items {
            ...FactoryArticleFields
          }
          total
          page
          limit
        }
      }
    `),
    input: { query: z.object({ search: queryString(), ...PAGING }) },
    variables: ({ query }) => query,
    answers: { 200: listBody('articles', LEGACY_ARTICLE) },
    respond: ({ factoryArticles }) => list('articles', factoryArticles, legacyArticle),
  }),
  route({
    name: 'factoryArticleOptions',
    method: 'GET',
    path: '/article/getArticleList',
    auth: 'admin',
    document: graphql(`
      query FactoryArticleOptions {
        factoryArticleOptions {
          id
          articleNo
          name
        }
      }
    `),
    input: {},
    answers: { 200: allBody('articles', z.object({ ...ID_FIELD, articleNo: z.string(), name: z.string() })) },
    respond: ({ factoryArticleOptions }) => all('articles', factoryArticleOptions.map(legacyRecord)),
  }),
  route({
    name: 'factoryCreateArticle',
    method: 'POST',
    path: '/article/create',
    auth: 'admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation FactoryCreateArticle($input: CreateFactoryArticleInput!) {
        createFactoryArticle(input: $input) {
          ...FactoryArticleFields
        }
      }
    `),
    input: { body: z.object({ articleNo: z.string(), name: z.string(), ...ARTICLE_FIELDS }) },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: recordBody('article', LEGACY_ARTICLE) },
    respond: ({ createFactoryArticle }) => record('article', legacyArticle(createFactoryArticle), 201),
  }),
  route({
    name: 'factoryGetArticle',
    method: 'POST',
    path: '/article/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryArticle($id: ID!) {
        factoryArticle(id: $id) {
          ...FactoryArticleFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: ONE_ARTICLE,
    respond: ({ factoryArticle }) => record('article', legacyArticle(factoryArticle)),
  }),
  route({
    name: 'factoryUpdateArticle',
    method: 'PATCH',
    path: '/article/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryUpdateArticle($id: ID!, $input: UpdateFactoryArticleInput!) {
        updateFactoryArticle(id: $id, input: $input) {
          ...FactoryArticleFields
        }
      }
    `),
    input: {
      params: ID,
      body: z.object({ articleNo: z.string().nullish(), name: z.string().nullish(), ...ARTICLE_FIELDS }),
    },
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    answers: ONE_ARTICLE,
    respond: ({ updateFactoryArticle }) => record('article', legacyArticle(updateFactoryArticle)),
  }),
  route({
    name: 'factoryDeleteArticle',
    method: 'DELETE',
    path: '/article/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryDeleteArticle($id: ID!) {
        deleteFactoryArticle(id: $id) {
          id
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 204: EMPTY },
    respond: () => NO_CONTENT,
  }),
];
