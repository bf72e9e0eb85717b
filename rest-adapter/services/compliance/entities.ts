import { gql, legacySort, objectBody, route, stringParam, type RouteDefinition } from '../../engine/index.js';
import { created, pageVariables, paginated, type PageData } from './legacy.js';

interface EntityData {
  id: string;
  tenantId: string;
  name: string;
  entityType: string | null;
  profileData: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const ENTITY_FIELDS = gql`
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
`;

/** Business entities and their optimistically locked profile updates. */
export const entityRoutes: RouteDefinition[] = [
  route<{ businessEntities: PageData<EntityData> }>({
    name: 'listEntities',
    method: 'GET',
    path: '/api/v1/entities',
    auth: 'jwt',
    document: gql`
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
      ${ENTITY_FIELDS}
    `,
    sort: legacySort(['name', 'createdAt', 'created_at', 'updatedAt', 'updated_at']),
    variables: ({ query }) => ({ tenantId: stringParam(query.tenantId), ...pageVariables(query) }),
    respond: ({ businessEntities }) => paginated(businessEntities),
  }),
  route<{ createBusinessEntity: EntityData }>({
    name: 'createEntity',
    method: 'POST',
    path: '/api/v1/entities',
    auth: 'jwt',
    document: gql`
      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {
        createBusinessEntity(input: $input) {
          ...ComplianceEntityFields
        }
      }
      ${ENTITY_FIELDS}
    `,
    variables: ({ body }) => ({ input: objectBody(body) }),
    respond: ({ createBusinessEntity }) => created(createBusinessEntity, 'Entity created'),
  }),
  route<{ businessEntity: EntityData }>({
    name: 'getEntity',
    method: 'GET',
    path: '/api/v1/entities/:id',
    auth: 'jwt',
    document: gql`
      query ComplianceEntity($id: ID!) {
        businessEntity(id: $id) {
          ...ComplianceEntityFields
        }
      }
      ${ENTITY_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ businessEntity }) => ({ status: 200, body: { data: businessEntity, version: businessEntity.version } }),
  }),
  route<{ updateEntityProfile: { entity: EntityData; version: number; changed: boolean } }>({
    name: 'updateEntityProfile',
    method: 'PATCH',
    path: '/api/v1/entities/:id',
    auth: 'jwt',
    document: gql`
      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {
        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {
          entity {
            ...ComplianceEntityFields
          }
          version
          changed
        }
      }
      ${ENTITY_FIELDS}
    `,
    variables: ({ params, body }) => {
      const { version, profileData } = objectBody(body);
      return { id: params.id, version, profileData };
    },
    errorFields: ['currentVersion', 'currentData'],
    respond: ({ updateEntityProfile: { entity, version, changed } }) => ({
      status: 200,
      body: { message: changed ? 'Entity profile updated' : 'Entity profile unchanged', data: entity, version },
    }),
  }),
];
