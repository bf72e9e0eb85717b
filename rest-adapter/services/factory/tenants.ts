import {
  compact,
  enumIn,
  enumOut,
  gql,
  objectBody,
  renameFields,
  route,
  stringParam,
  type RouteDefinition,
  type RouteResponse,
} from '../../engine/index.js';
import { legacyRecord, list, pageVariables, record, type PageData } from './legacy.js';

interface TenantData {
  id: string;
  name: string;
  slug: string;
  plan: { slug: string };
  domain: string;
  domainStatus: string;
  status: string;
  settings: { maxUsers: number; maxWorkers: number };
  createdAt: string;
  updatedAt: string;
}

interface StepData {
  status: string;
  error: string | null;
}

interface ProvisioningData {
  tenant: TenantData;
  provisioningResult: { subdomain: string; hosting: StepData; dns: StepData };
  complete: boolean;
}

const TENANT_FIELDS = gql`
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
`;

const PROVISIONING_FIELDS = gql`
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
  ${TENANT_FIELDS}
`;

/** The spec's tenant: `plan` is the plan's slug, states in lower case. */
function legacyTenant(tenant: TenantData) {
  return {
    ...legacyRecord(tenant),
    plan: tenant.plan.slug,
    domainStatus: enumOut(tenant.domainStatus),
    status: enumOut(tenant.status),
  };
}

const legacyStep = ({ status, error }: StepData) => ({ status: enumOut(status), ...(error === null ? {} : { error }) });

const legacyProvisioningResult = ({ subdomain, hosting, dns }: ProvisioningData['provisioningResult']) => ({
  subdomain,
  hosting: legacyStep(hosting),
  dns: legacyStep(dns),
});

/**
 * A (re)provisioned tenant: `successStatus` with the tenant when the domain is active, else 207
 * `{status:'partial', data:{tenant}, provisioningResult}` (the tenant exists; its domain is pending).
 */
function provisioned(
  result: ProvisioningData,
  successStatus: number,
  tenant: unknown,
  withResult: boolean,
): RouteResponse {
  const provisioningResult = legacyProvisioningResult(result.provisioningResult);
  if (!result.complete) return { status: 207, body: { status: 'partial', data: { tenant }, provisioningResult } };
  return {
    status: successStatus,
    body: { status: 'success', data: { tenant }, ...(withResult ? { provisioningResult } : {}) },
  };
}

const tenantInput = (body: unknown) =>
  renameFields(objectBody(body), {
    name: 'name',
    slug: 'slug',
    plan: 'plan',
    adminName: 'adminName',
    adminEmail: 'adminEmail',
    adminPassword: 'adminPassword',
    adminConfirmPassword: 'adminConfirmPassword',
  });

/** `/tenant`, all Super. `/tenant/stats` comes before `/tenant/:id`, which would take it. */
export const tenantRoutes: RouteDefinition[] = [
  route<{
    factoryTenantStats: {
      total: number;
      byStatus: { active: number; suspended: number };
      byDomainStatus: { active: number; pending: number };
    };
  }>({
    name: 'factoryTenantStats',
    method: 'GET',
    path: '/tenant/stats',
    auth: 'super-admin',
    document: gql`
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
    `,
    respond: ({ factoryTenantStats: { total, byStatus, byDomainStatus } }) => ({
      status: 200,
      body: { status: 'success', data: { stats: { total, ...byStatus, byDomainStatus } } },
    }),
  }),
  route<{ factoryTenants: PageData<TenantData> }>({
    name: 'factoryListTenants',
    method: 'GET',
    path: '/tenant',
    auth: 'super-admin',
    document: gql`
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
      ${TENANT_FIELDS}
    `,
    variables: ({ query }) =>
      compact({
        ...pageVariables(query),
        status: query.status === undefined ? undefined : enumIn(stringParam(query.status)),
      }),
    respond: ({ factoryTenants }) => list('tenants', factoryTenants, legacyTenant),
  }),
  route<{ createFactoryTenant: ProvisioningData }>({
    name: 'factoryCreateTenant',
    method: 'POST',
    path: '/tenant',
    auth: 'super-admin',
    document: gql`
      mutation FactoryCreateTenant($input: CreateFactoryTenantInput!) {
        createFactoryTenant(input: $input) {
          ...FactoryTenantProvisioningFields
        }
      }
      ${PROVISIONING_FIELDS}
    `,
    variables: ({ body }) => ({ input: tenantInput(body) }),
    respond: ({ createFactoryTenant: result }) => {
      const { id, name, slug, domain, domainStatus } = result.tenant;
      return provisioned(result, 201, { _id: id, name, slug, domain, domainStatus: enumOut(domainStatus) }, false);
    },
  }),
  route<{ factoryTenant: TenantData }>({
    name: 'factoryGetTenant',
    method: 'GET',
    path: '/tenant/:id',
    auth: 'super-admin',
    document: gql`
      query FactoryTenant($id: ID!) {
        factoryTenant(id: $id) {
          ...FactoryTenantFields
        }
      }
      ${TENANT_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ factoryTenant }) => record('tenant', legacyTenant(factoryTenant)),
  }),
  route<{ updateFactoryTenant: TenantData }>({
    name: 'factoryUpdateTenant',
    method: 'PATCH',
    path: '/tenant/:id',
    auth: 'super-admin',
    document: gql`
      mutation FactoryUpdateTenant($id: ID!, $input: UpdateFactoryTenantInput!) {
        updateFactoryTenant(id: $id, input: $input) {
          ...FactoryTenantFields
        }
      }
      ${TENANT_FIELDS}
    `,
    variables: ({ params, body }) => ({
      id: params.id,
      input: renameFields(objectBody(body), { name: 'name', plan: 'plan', slug: 'slug' }),
    }),
    respond: ({ updateFactoryTenant }) => record('tenant', legacyTenant(updateFactoryTenant)),
  }),
  route<{ setFactoryTenantStatus: TenantData }>({
    name: 'factorySetTenantStatus',
    method: 'PATCH',
    path: '/tenant/:id/status',
    auth: 'super-admin',
    document: gql`
      mutation FactorySetTenantStatus($id: ID!, $status: FactoryTenantStatus!) {
        setFactoryTenantStatus(id: $id, status: $status) {
          ...FactoryTenantFields
        }
      }
      ${TENANT_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, status: enumIn(objectBody(body).status) }),
    respond: ({ setFactoryTenantStatus }) => record('tenant', legacyTenant(setFactoryTenantStatus)),
  }),
  route<{ retryFactoryTenantDomain: ProvisioningData }>({
    name: 'factoryRetryTenantDomain',
    method: 'POST',
    path: '/tenant/:id/retry-domain',
    auth: 'super-admin',
    document: gql`
      mutation FactoryRetryTenantDomain($id: ID!) {
        retryFactoryTenantDomain(id: $id) {
          ...FactoryTenantProvisioningFields
        }
      }
      ${PROVISIONING_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ retryFactoryTenantDomain: result }) => provisioned(result, 200, legacyTenant(result.tenant), true),
  }),
  route<{ deleteFactoryTenant: { id: string } }>({
    name: 'factoryDeleteTenant',
    method: 'DELETE',
    path: '/tenant/:id',
    auth: 'super-admin',
    document: gql`
      mutation FactoryDeleteTenant($id: ID!) {
        deleteFactoryTenant(id: $id) {
          id
        }
      }
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ status: 204 }),
  }),
];
