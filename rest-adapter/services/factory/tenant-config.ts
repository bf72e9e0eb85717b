import { z } from 'zod';
import { int, route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryTenantConfigFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { ID_FIELD, legacyRecord, record, recordBody, TIMESTAMPS } from './legacy.js';

graphql(`
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
`);

/** A tenant configuration as the legacy surface answers it. */
const LEGACY_CONFIG = z.object({
  ...ID_FIELD,
  tenantId: z.string(),
  jobSteps: z.array(z.object({ name: z.string(), order: z.int(), isPaid: z.boolean() })),
  articleAttributes: z.array(
    z.object({ name: z.string(), label: z.string(), type: z.string(), isRequired: z.boolean() }),
  ),
  sizeRange: z.object({ min: z.number(), max: z.number() }),
  customLedgerTypes: z.array(z.string()),
  pagination: z.object({ defaultPageSize: z.int(), maxPageSize: z.int() }),
  ...TIMESTAMPS,
});

const legacyConfig = (config: FactoryTenantConfigFieldsFragment): z.input<typeof LEGACY_CONFIG> => legacyRecord(config);

const ONE_CONFIG = recordBody('config', LEGACY_CONFIG);

/** The configuration of the spec; the subgraph checks it against itself and the tenant's plan. */
const CONFIG_BODY = z.object({
  tenantId: z.string(),
  jobSteps: z.array(z.object({ name: z.string(), order: int(), isPaid: z.boolean() })).nullish(),
  articleAttributes: z
    .array(z.object({ name: z.string(), label: z.string(), type: z.string(), isRequired: z.boolean().optional() }))
    .nullish(),
  sizeRange: z.object({ min: z.number(), max: z.number() }).nullish(),
  customLedgerTypes: z.array(z.string()).nullish(),
  pagination: z.object({ defaultPageSize: int(), maxPageSize: int() }).nullish(),
});

/** Tenant configurations: upserted by super-admins, read by the tenant's admins. */
export const tenantConfigRoutes: RouteDefinition[] = [
  route({
    name: 'upsertTenantConfig',
    method: 'POST',
    path: '/tenant-config',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryUpsertTenantConfig($input: UpsertFactoryTenantConfigInput!) {
        upsertFactoryTenantConfig(input: $input) {
          config {
            ...FactoryTenantConfigFields
          }
          created
        }
      }
    `),
    input: { body: CONFIG_BODY },
    variables: ({ body }) => ({ input: body }),
    answers: { 200: ONE_CONFIG, 201: ONE_CONFIG },
    respond: ({ upsertFactoryTenantConfig: { config, created } }) =>
      created ? record('config', legacyConfig(config), 201) : record('config', legacyConfig(config)),
  }),
  route({
    name: 'getTenantConfig',
    method: 'GET',
    path: '/tenant-config/:tenantId',
    auth: 'jwt',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryTenantConfig($tenantId: ID!) {
        factoryTenantConfig(tenantId: $tenantId) {
          ...FactoryTenantConfigFields
        }
      }
    `),
    input: { params: z.object({ tenantId: z.string() }) },
    variables: ({ params }) => ({ tenantId: params.tenantId }),
    answers: { 200: ONE_CONFIG },
    respond: ({ factoryTenantConfig }) => record('config', legacyConfig(factoryTenantConfig)),
  }),
];
