import { gql, objectBody, route, type RouteDefinition } from '../../engine/index.js';
import { legacyRecord, record } from './legacy.js';

interface TenantConfigData {
  id: string;
  tenantId: string;
  jobSteps: unknown[];
  articleAttributes: unknown[];
  sizeRange: { min: number; max: number };
  customLedgerTypes: string[];
  pagination: { defaultPageSize: number; maxPageSize: number };
  createdAt: string;
  updatedAt: string;
}

const CONFIG_FIELDS = gql`
  fragment FactoryTenantConfigFields on FactoryTenantConfig {
    id
    tenantId
    jobSteps {
      name
      order
      isPaid
    }
    articleAttributes {
      name
      label
      type
      isRequired
    }
    sizeRange {
      min
      max
    }
    customLedgerTypes
    pagination {
      defaultPageSize
      maxPageSize
    }
    createdAt
    updatedAt
  }
`;

/** Tenant configurations: upserted by super-admins, read by the tenant's admins. */
export const tenantConfigRoutes: RouteDefinition[] = [
  route<{ upsertFactoryTenantConfig: { config: TenantConfigData; created: boolean } }>({
    name: 'upsertTenantConfig',
    method: 'POST',
    path: '/tenant-config',
    auth: 'super-admin',
    document: gql`
      mutation FactoryUpsertTenantConfig($input: UpsertFactoryTenantConfigInput!) {
        upsertFactoryTenantConfig(input: $input) {
          config {
            ...FactoryTenantConfigFields
          }
          created
        }
      }
      ${CONFIG_FIELDS}
    `,
    variables: ({ body }) => ({ input: objectBody(body) }),
    respond: ({ upsertFactoryTenantConfig: { config, created } }) =>
      record('config', legacyRecord(config), created ? 201 : 200),
  }),
  route<{ factoryTenantConfig: TenantConfigData }>({
    name: 'getTenantConfig',
    method: 'GET',
    path: '/tenant-config/:tenantId',
    auth: 'jwt',
    document: gql`
      query FactoryTenantConfig($tenantId: ID!) {
        factoryTenantConfig(tenantId: $tenantId) {
          ...FactoryTenantConfigFields
        }
      }
      ${CONFIG_FIELDS}
    `,
    variables: ({ params }) => ({ tenantId: params.tenantId }),
    respond: ({ factoryTenantConfig }) => record('config', legacyRecord(factoryTenantConfig)),
  }),
];
