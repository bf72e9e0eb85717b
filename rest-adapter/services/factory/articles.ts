import {
  compact,
  gql,
  isPlainObject,
  objectBody,
  renameFields,
  route,
  stringParam,
  type RouteDefinition,
} from '../../engine/index.js';
import { legacyRecord, list, pageVariables, record, type PageData } from './legacy.js';

interface ArticleData {
  id: string;
  tenantId: string;
  articleNo: string;
  name: string;
  attributes: Record<string, unknown>;
  stepRates: { step: string; rate: string }[];
  createdAt: string;
  updatedAt: string;
}

const ARTICLE_FIELDS = gql`
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
`;

/**
 * Legacy clients send rates as JSON numbers or as strings; GraphQL carries them as decimal strings. A number's
 * shortest text is its exact decimal (12.5 → "12.5"), so one with more than two places is still refused.
 */
const stepRatesIn = (value: unknown) =>
  Array.isArray(value)
    ? value.map((item) =>
        isPlainObject(item) && typeof item.rate === 'number' ? { ...item, rate: String(item.rate) } : item,
      )
    : value;

const articleInput = (body: unknown) =>
  renameFields(objectBody(body), {
    articleNo: 'articleNo',
    name: 'name',
    attributes: 'attributes',
    stepRates: ['stepRates', stepRatesIn],
  });

/** `/article`, Admin. `/article/getArticleList` comes before `/article/:id`; getting one article is a POST, per the spec. */
export const articleRoutes: RouteDefinition[] = [
  route<{ factoryArticles: PageData<ArticleData> }>({
    name: 'factoryListArticles',
    method: 'GET',
    path: '/article',
    auth: 'admin',
    document: gql`
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
      ${ARTICLE_FIELDS}
    `,
    variables: ({ query }) => compact({ ...pageVariables(query), search: stringParam(query.search) }),
    respond: ({ factoryArticles }) => list('articles', factoryArticles, legacyRecord),
  }),
  route<{ factoryArticleOptions: { id: string; articleNo: string; name: string }[] }>({
    name: 'factoryArticleOptions',
    method: 'GET',
    path: '/article/getArticleList',
    auth: 'admin',
    document: gql`
      query FactoryArticleOptions {
        factoryArticleOptions {
          id
          articleNo
          name
        }
      }
    `,
    respond: ({ factoryArticleOptions }) => ({
      status: 200,
      body: {
        status: 'success',
        results: factoryArticleOptions.length,
        data: { articles: factoryArticleOptions.map(legacyRecord) },
      },
    }),
  }),
  route<{ createFactoryArticle: ArticleData }>({
    name: 'factoryCreateArticle',
    method: 'POST',
    path: '/article/create',
    auth: 'admin',
    document: gql`
      mutation FactoryCreateArticle($input: CreateFactoryArticleInput!) {
        createFactoryArticle(input: $input) {
          ...FactoryArticleFields
        }
      }
      ${ARTICLE_FIELDS}
    `,
    variables: ({ body }) => ({ input: articleInput(body) }),
    respond: ({ createFactoryArticle }) => record('article', legacyRecord(createFactoryArticle), 201),
  }),
  route<{ factoryArticle: ArticleData }>({
    name: 'factoryGetArticle',
    method: 'POST',
    path: '/article/:id',
    auth: 'admin',
    document: gql`
      query FactoryArticle($id: ID!) {
        factoryArticle(id: $id) {
          ...FactoryArticleFields
        }
      }
      ${ARTICLE_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ factoryArticle }) => record('article', legacyRecord(factoryArticle)),
  }),
  route<{ updateFactoryArticle: ArticleData }>({
    name: 'factoryUpdateArticle',
    method: 'PATCH',
    path: '/article/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryUpdateArticle($id: ID!, $input: UpdateFactoryArticleInput!) {
        updateFactoryArticle(id: $id, input: $input) {
          ...FactoryArticleFields
        }
      }
      ${ARTICLE_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, input: articleInput(body) }),
    respond: ({ updateFactoryArticle }) => record('article', legacyRecord(updateFactoryArticle)),
  }),
  route<{ deleteFactoryArticle: { id: string } }>({
    name: 'factoryDeleteArticle',
    method: 'DELETE',
    path: '/article/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryDeleteArticle($id: ID!) {
        deleteFactoryArticle(id: $id) {
          id
        }
      }
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ status: 204 }),
  }),
];
