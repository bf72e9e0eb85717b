import { z } from 'zod';
import { querySort, queryValue, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { created, dataBody, LEGAL_FORM, messageBody, ok, pageBody, PAGING, paginated, PLAN_ID } from './legacy.js';

graphql(`
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
`);

const TENANT = z.object({
  id: z.string(),
  name: z.string(),
  entityType: LEGAL_FORM.nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  subscriptionPlan: PLAN_ID,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/** An optional text field of a body passed whole to GraphQL, which took null for absent. */
const optionalString = () => z.string().nullish();

/** Signup, tenants and the user context. */
export const tenantRoutes: RouteDefinition[] = [
  route({
    name: 'signUpTenant',
    method: 'POST',
    path: '/api/v1/tenants/signup',
    auth: 'public',
    errors: ['CONFLICT'],
    document: graphql(`
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
    `),
    input: {
      // The legacy body was GraphQL's input whole: strict, in its order.
      body: z.strictObject({
        entityType: LEGAL_FORM,
        gstin: optionalString(),
        pan: optionalString(),
        organizationName: z.string(),
        email: z.string(),
        password: z.string(),
        phone: optionalString(),
      }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: {
      201: dataBody(
        z.object({
          tenant: z.object({ id: z.string(), name: z.string(), subscriptionPlan: PLAN_ID }),
          user: z.object({ id: z.string(), email: z.string() }),
        }),
      ),
    },
    respond: ({ signUpTenant: { tenant, user } }) => ({
      status: 201 as const,
      body: {
        data: {
          tenant: { id: tenant.id, name: tenant.name, subscriptionPlan: tenant.subscriptionPlan },
          user: { id: user.id, email: user.email },
        },
      },
    }),
  }),
  route({
    name: 'createTenant',
    method: 'POST',
    path: '/api/v1/tenants',
    auth: 'admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation ComplianceCreateTenant($input: CreateTenantInput!) {
        createTenant(input: $input) {
          ...ComplianceTenantFields
        }
      }
    `),
    input: {
      body: z.strictObject({
        entityType: LEGAL_FORM,
        gstin: optionalString(),
        pan: optionalString(),
        name: z.string(),
        contactEmail: optionalString(),
        contactPhone: optionalString(),
        registrationNumber: optionalString(),
        subscriptionPlan: PLAN_ID.nullish(),
      }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: messageBody(TENANT) },
    respond: ({ createTenant }) => created(createTenant, 'Tenant created'),
  }),
  route({
    name: 'listTenants',
    method: 'GET',
    path: '/api/v1/tenants',
    auth: 'jwt',
    document: graphql(`
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
    `),
    input: { query: z.object({ ...PAGING, sort: querySort(['name', 'createdAt', 'created_at', 'subscriptionPlan']) }) },
    variables: ({ query }) => ({ sort: query.sort, page: query.page, limit: query.limit }),
    answers: { 200: pageBody(TENANT) },
    respond: ({ complianceTenants }) => paginated(complianceTenants),
  }),
  route({
    name: 'userContext',
    method: 'GET',
    path: '/api/v1/me',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
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
    `),
    input: { query: z.object({ email: queryValue(z.string().regex(/\S/)) }) },
    variables: ({ query }) => ({ email: query.email }),
    answers: {
      200: dataBody(
        z.object({
          id: z.string(),
          name: z.string().nullable(),
          email: z.string(),
          tenant: z.object({ id: z.string(), name: z.string(), subscriptionPlan: PLAN_ID }),
          entity: z.object({ id: z.string(), name: z.string() }).nullable(),
          role: z.object({ id: z.string(), name: z.string(), permissions: z.record(z.string(), z.unknown()) }),
        }),
      ),
    },
    respond: ({ userContext }) => ok(userContext),
  }),
];
