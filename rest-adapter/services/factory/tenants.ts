import { z } from 'zod';
import { EMPTY, enumOut, enumValue, legacyEnum, queryValue, route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryTenantFieldsFragment, FactoryTenantProvisioningFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
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
  fragment FactoryTenantFields on FactoryTenant {
    id
    name
    slug
    plan {
      slug
    }
    domain
    domainStatus
    status
    settings {
      maxUsers
      maxWorkers
    }
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment FactoryTenantProvisioningFields on FactoryTenantProvisioning {
    tenant {
      ...FactoryTenantFields
    }
    provisioningResult {
      subdomain
      hosting {
        status
        error
      }
      dns {
        status
        error
      }
    }
    complete
  }
`);

const TENANT_STATUSES = ['active', 'suspended'] as const;
const DOMAIN_STATUS = z.enum(['pending', 'active']);

/** The spec's tenant: `plan` is the plan's slug, states in lower case. */
const LEGACY_TENANT = z.object({
  ...ID_FIELD,
  name: z.string(),
  slug: z.string(),
  plan: z.string(),
  domain: z.string(),
  domainStatus: DOMAIN_STATUS,
  status: z.enum(TENANT_STATUSES),
  settings: z.object({ maxUsers: z.int(), maxWorkers: z.int() }),
  ...TIMESTAMPS,
});

function legacyTenant(tenant: FactoryTenantFieldsFragment): z.input<typeof LEGACY_TENANT> {
  return {
    ...legacyRecord(tenant),
    plan: tenant.plan.slug,
    domainStatus: enumOut(tenant.domainStatus),
    status: enumOut(tenant.status),
  };
}

/** The tenant of a creation's answer, as the spec shows it. */
const NEW_TENANT = z.object({
  ...ID_FIELD,
  name: z.string(),
  slug: z.string(),
  domain: z.string(),
  domainStatus: DOMAIN_STATUS,
});

const newTenant = ({ id, name, slug, domain, domainStatus }: FactoryTenantFieldsFragment) => ({
  _id: id,
  name,
  slug,
  domain,
  domainStatus: enumOut(domainStatus),
});

const STEP = z.object({ status: z.enum(['success', 'failed', 'skipped']), error: z.string().optional() });
const PROVISIONING_RESULT = z.object({ subdomain: z.string(), hosting: STEP, dns: STEP });

type Provisioning = FactoryTenantProvisioningFieldsFragment;
type ProvisioningStep = Provisioning['provisioningResult']['hosting'];

const legacyStep = ({ status, error }: ProvisioningStep): z.input<typeof STEP> => ({
  status: enumOut(status),
  ...(error === null ? {} : { error }),
});

const legacyProvisioningResult = ({
  subdomain,
  hosting,
  dns,
}: Provisioning['provisioningResult']): z.input<typeof PROVISIONING_RESULT> => ({
  subdomain,
  hosting: legacyStep(hosting),
  dns: legacyStep(dns),
});

/** 207: the tenant exists; its domain is pending. */
const partialBody = <TTenant extends z.ZodType>(tenant: TTenant) =>
  z.object({ status: z.literal('partial'), data: z.object({ tenant }), provisioningResult: PROVISIONING_RESULT });

function partial<TTenant>(result: Provisioning, tenant: TTenant) {
  return {
    status: 207 as const,
    body: {
      status: 'partial' as const,
      data: { tenant },
      provisioningResult: legacyProvisioningResult(result.provisioningResult),
    },
  };
}

const TENANT_STATUS = legacyEnum(TENANT_STATUSES);

/** `/tenant`, all Super. `/tenant/stats` comes before `/tenant/:id`, which would take it. */
export const tenantRoutes: RouteDefinition[] = [
  route({
    name: 'factoryTenantStats',
    method: 'GET',
    path: '/tenant/stats',
    auth: 'super-admin',
    document: graphql(`
      query FactoryTenantStats {
        factoryTenantStats {
          total
          byStatus {
            active
            suspended
          }
          byDomainStatus {
            active
            pending
          }
        }
      }
    `),
    input: {},
    answers: {
      200: recordBody(
        'stats',
        z.object({
          total: z.int(),
          active: z.int(),
          suspended: z.int(),
          byDomainStatus: z.object({ active: z.int(), pending: z.int() }),
        }),
      ),
    },
    respond: ({ factoryTenantStats: { total, byStatus, byDomainStatus } }) =>
      record('stats', { total, ...byStatus, byDomainStatus }),
  }),
  route({
    name: 'factoryListTenants',
    method: 'GET',
    path: '/tenant',
    auth: 'super-admin',
    document: graphql(`
      query FactoryListTenants($page: Int, $limit: Int, $status: FactoryTenantStatus) {
        factoryTenants(page: $page, limit: $limit, status: $status) {
          items {
            ...FactoryTenantFields
          }
          total
          page
          limit
        }
      }
    `),
    input: { query: z.object({ status: queryValue(TENANT_STATUS.optional()).optional(), ...PAGING }) },
    variables: ({ query }) => ({ page: query.page, limit: query.limit, status: enumValue(query.status) }),
    answers: { 200: listBody('tenants', LEGACY_TENANT) },
    respond: ({ factoryTenants }) => list('tenants', factoryTenants, legacyTenant),
  }),
  route({
    name: 'factoryCreateTenant',
    method: 'POST',
    path: '/tenant',
    auth: 'super-admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation FactoryCreateTenant($input: CreateFactoryTenantInput!) {
        createFactoryTenant(input: $input) {
          ...FactoryTenantProvisioningFields
        }
      }
    `),
    input: {
      body: z.object({
        name: z.string(),
        slug: z.string(),
        plan: z.string(),
        adminName: z.string(),
        adminEmail: z.string(),
        adminPassword: z.string(),
        adminConfirmPassword: z.string(),
      }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 201: recordBody('tenant', NEW_TENANT), 207: partialBody(NEW_TENANT) },
    respond: ({ createFactoryTenant: result }) =>
      result.complete ? record('tenant', newTenant(result.tenant), 201) : partial(result, newTenant(result.tenant)),
  }),
  route({
    name: 'factoryGetTenant',
    method: 'GET',
    path: '/tenant/:id',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryTenant($id: ID!) {
        factoryTenant(id: $id) {
          ...FactoryTenantFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 200: recordBody('tenant', LEGACY_TENANT) },
    respond: ({ factoryTenant }) => record('tenant', legacyTenant(factoryTenant)),
  }),
  route({
    name: 'factoryUpdateTenant',
    method: 'PATCH',
    path: '/tenant/:id',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryUpdateTenant($id: ID!, $input: UpdateFactoryTenantInput!) {
        updateFactoryTenant(id: $id, input: $input) {
          ...FactoryTenantFields
        }
      }
    `),
    input: {
      params: ID,
      body: z.object({ name: z.string().nullish(), plan: z.string().nullish(), slug: z.string().nullish() }),
    },
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    answers: { 200: recordBody('tenant', LEGACY_TENANT) },
    respond: ({ updateFactoryTenant }) => record('tenant', legacyTenant(updateFactoryTenant)),
  }),
  route({
    name: 'factorySetTenantStatus',
    method: 'PATCH',
    path: '/tenant/:id/status',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactorySetTenantStatus($id: ID!, $status: FactoryTenantStatus!) {
        setFactoryTenantStatus(id: $id, status: $status) {
          ...FactoryTenantFields
        }
      }
    `),
    input: { params: ID, body: z.object({ status: TENANT_STATUS }) },
    variables: ({ params, body }) => ({ id: params.id, status: enumValue(body.status) }),
    answers: { 200: recordBody('tenant', LEGACY_TENANT) },
    respond: ({ setFactoryTenantStatus }) => record('tenant', legacyTenant(setFactoryTenantStatus)),
  }),
  route({
    name: 'factoryRetryTenantDomain',
    method: 'POST',
    path: '/tenant/:id/retry-domain',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryRetryTenantDomain($id: ID!) {
        retryFactoryTenantDomain(id: $id) {
          ...FactoryTenantProvisioningFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: {
      200: z.object({
        status: z.literal('success'),
        data: z.object({ tenant: LEGACY_TENANT }),
        provisioningResult: PROVISIONING_RESULT,
      }),
      207: partialBody(LEGACY_TENANT),
    },
    respond: ({ retryFactoryTenantDomain: result }) =>
      result.complete
        ? {
            status: 200 as const,
            body: {
              status: 'success' as const,
              data: { tenant: legacyTenant(result.tenant) },
              provisioningResult: legacyProvisioningResult(result.provisioningResult),
            },
          }
        : partial(result, legacyTenant(result.tenant)),
  }),
  route({
    name: 'factoryDeleteTenant',
    method: 'DELETE',
    path: '/tenant/:id',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryDeleteTenant($id: ID!) {
        deleteFactoryTenant(id: $id) {
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
