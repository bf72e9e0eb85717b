import { z } from 'zod';
import { int, querySort, queryString, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { created, jsonObject, LEGAL_FORM, messageBody, pageBody, PAGING, paginated } from './legacy.js';

graphql(`
  fragment ComplianceEntityFields on BusinessEntity {
    id
    tenantId
    name
    entityType
    profileData
    version
    createdAt
    updatedAt
  }
`);

const ENTITY = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  entityType: LEGAL_FORM.nullable(),
  profileData: z.record(z.string(), z.unknown()),
  version: z.int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

const ENTITY_PARAMS = z.object({ id: z.string() });

/** Business entities and their optimistically locked profile updates. */
export const entityRoutes: RouteDefinition[] = [
  route({
    name: 'listEntities',
    method: 'GET',
    path: '/api/v1/entities',
    auth: 'jwt',
    document: graphql(`
      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {
        businessEntities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {
          items {
            ...ComplianceEntityFields
          }
          total
          page
          limit
        }
      }
    `),
    input: {
      query: z.object({
        tenantId: queryString(),
        ...PAGING,
        sort: querySort(['name', 'createdAt', 'created_at', 'updatedAt', 'updated_at']),
      }),
    },
    variables: ({ query }) => ({ tenantId: query.tenantId, sort: query.sort, page: query.page, limit: query.limit }),
    answers: { 200: pageBody(ENTITY) },
    respond: ({ businessEntities }) => paginated(businessEntities),
  }),
  route({
    name: 'createEntity',
    method: 'POST',
    path: '/api/v1/entities',
    auth: 'jwt',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {
        createBusinessEntity(input: $input) {
          ...ComplianceEntityFields
        }
      }
    `),
    input: {
      // The legacy body was GraphQL's input whole: strict.
      body: z.strictObject({
        tenantId: z.string().nullish(),
        name: z.string(),
        entityType: LEGAL_FORM.nullish(),
        profileData: jsonObject().nullish(),
      }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: messageBody(ENTITY) },
    respond: ({ createBusinessEntity }) => created(createBusinessEntity, 'Entity created'),
  }),
  route({
    name: 'getEntity',
    method: 'GET',
    path: '/api/v1/entities/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query ComplianceEntity($id: ID!) {
        businessEntity(id: $id) {
          ...ComplianceEntityFields
        }
      }
    `),
    input: { params: ENTITY_PARAMS },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 200: z.object({ data: ENTITY, version: z.int() }) },
    respond: ({ businessEntity }) => ({
      status: 200 as const,
      body: { data: businessEntity, version: businessEntity.version },
    }),
  }),
  route({
    name: 'updateEntityProfile',
    method: 'PATCH',
    path: '/api/v1/entities/:id',
    auth: 'jwt',
    errors: ['NOT_FOUND', 'MISSING_VERSION', 'VERSION_CONFLICT'],
    document: graphql(`
      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {
        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {
          entity {
            ...ComplianceEntityFields
          }
          version
          changed
        }
      }
    `),
    input: {
      params: ENTITY_PARAMS,
      // A missing version is the service's own refusal (MISSING_VERSION), not the request's shape.
      body: z.object({ version: int().nullish(), profileData: jsonObject() }),
    },
    variables: ({ params, body }) => ({ id: params.id, version: body.version, profileData: body.profileData }),
    errorFields: ['currentVersion', 'currentData'],
    answers: {
      200: z.object({
        message: z.enum(['Entity profile updated', 'Entity profile unchanged']),
        data: ENTITY,
        version: z.int(),
      }),
    },
    respond: ({ updateEntityProfile: { entity, version, changed } }) => ({
      status: 200 as const,
      body: {
        message: changed ? ('Entity profile updated' as const) : ('Entity profile unchanged' as const),
        data: entity,
        version,
      },
    }),
  }),
];
