import {
  badRequest,
  gql,
  legacySort,
  objectBody,
  route,
  stringParam,
  type RouteDefinition,
} from '../../engine/index.js';
import { created, ok, pageVariables, paginated, type PageData } from './legacy.js';

interface TenantData {
  id: string;
  name: string;
  subscriptionPlan: string;
}

const TENANT_FIELDS = gql`
  fragment ComplianceTenantFields on ComplianceTenant {
    id
    name
    entityType
    contactEmail
    contactPhone
    gstin
    pan
    registrationNumber
    subscriptionPlan
    createdAt
    updatedAt
  }
`;

/** Signup, tenants and the user context. */
export const tenantRoutes: RouteDefinition[] = [
  route<{ signUpTenant: { tenant: TenantData; user: { id: string; email: string } } }>({
    name: 'signUpTenant',
    method: 'POST',
    path: '/api/v1/tenants/signup',
    auth: 'public',
    document: gql`
      mutation ComplianceSignUpTenant($input: SignUpTenantInput!) {
        signUpTenant(input: $input) {
          tenant {
            id
            name
            subscriptionPlan
          }
          user {
            id
            email
          }
        }
      }
    `,
    variables: ({ body }) => ({ input: objectBody(body) }),
    respond: ({ signUpTenant: { tenant, user } }) => ({
      status: 201,
      body: {
        data: {
          tenant: { id: tenant.id, name: tenant.name, subscriptionPlan: tenant.subscriptionPlan },
          user: { id: user.id, email: user.email },
        },
      },
    }),
  }),
  route<{ createTenant: TenantData }>({
    name: 'createTenant',
    method: 'POST',
    path: '/api/v1/tenants',
    auth: 'admin',
    document: gql`
      mutation ComplianceCreateTenant($input: CreateTenantInput!) {
        createTenant(input: $input) {
          ...ComplianceTenantFields
        }
      }
      ${TENANT_FIELDS}
    `,
    variables: ({ body }) => ({ input: objectBody(body) }),
    respond: ({ createTenant }) => created(createTenant, 'Tenant created'),
  }),
  route<{ complianceTenants: PageData<TenantData> }>({
    name: 'listTenants',
    method: 'GET',
    path: '/api/v1/tenants',
    auth: 'jwt',
    document: gql`
      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {
        complianceTenants(sort: $sort, page: $page, limit: $limit) {
          items {
            ...ComplianceTenantFields
          }
          total
          page
          limit
        }
      }
      ${TENANT_FIELDS}
    `,
    sort: legacySort(['name', 'createdAt', 'created_at', 'subscriptionPlan']),
    variables: ({ query }) => pageVariables(query),
    respond: ({ complianceTenants }) => paginated(complianceTenants),
  }),
  route<{ userContext: unknown }>({
    name: 'userContext',
    method: 'GET',
    path: '/api/v1/me',
    auth: 'jwt',
    document: gql`
      query ComplianceUserContext($email: String!) {
        userContext(email: $email) {
          id
          name
          email
          tenant {
            id
            name
            subscriptionPlan
          }
          entity {
            id
            name
          }
          role {
            id
            name
            permissions
          }
        }
      }
    `,
    variables: ({ query }) => {
      const email = stringParam(query.email);
      if (typeof email !== 'string' || !email.trim())
        throw badRequest('The email query parameter is required', { fields: { email: ['is required'] } });
      return { email };
    },
    respond: ({ userContext }) => ok(userContext),
  }),
];
