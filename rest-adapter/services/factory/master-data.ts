import { z } from 'zod';
import { route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryMasterDataFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { all, allBody, ID_FIELD, legacyRecord, record, recordBody, TIMESTAMPS } from './legacy.js';

graphql(`
  fragment FactoryMasterDataFields on FactoryMasterDataValues {
    id
    tenantId
    attributeName
    values
    createdAt
    updatedAt
  }
`);

/** One attribute's value list as the legacy surface answers it. */
const LEGACY_MASTER_DATA = z.object({
  ...ID_FIELD,
  tenantId: z.string(),
  attributeName: z.string(),
  values: z.array(z.string()),
  ...TIMESTAMPS,
});

const legacyMasterData = (masterData: FactoryMasterDataFieldsFragment): z.input<typeof LEGACY_MASTER_DATA> =>
  legacyRecord(masterData);

const ONE_LIST = recordBody('masterDataValues', LEGACY_MASTER_DATA);

/** `/master-data-values`, Admin: one value list per article attribute of the tenant configuration. */
export const masterDataRoutes: RouteDefinition[] = [
  route({
    name: 'factoryListMasterDataValues',
    method: 'GET',
    path: '/master-data-values/:tenantId',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryMasterDataValues($tenantId: ID!) {
        factoryMasterDataValues(tenantId: $tenantId) {
          ...FactoryMasterDataFields
        }
      }
    `),
    input: { params: z.object({ tenantId: z.string() }) },
    variables: ({ params }) => ({ tenantId: params.tenantId }),
    answers: { 200: allBody('masterDataValues', LEGACY_MASTER_DATA) },
    respond: ({ factoryMasterDataValues }) => all('masterDataValues', factoryMasterDataValues.map(legacyMasterData)),
  }),
  route({
    name: 'factoryUpsertMasterDataValues',
    method: 'POST',
    path: '/master-data-values',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryUpsertMasterDataValues($input: UpsertFactoryMasterDataValuesInput!) {
        upsertFactoryMasterDataValues(input: $input) {
          masterData {
            ...FactoryMasterDataFields
          }
          created
        }
      }
    `),
    input: { body: z.object({ attributeName: z.string(), values: z.array(z.string()) }) },
    variables: ({ body }) => ({ input: body }),
    answers: { 200: ONE_LIST, 201: ONE_LIST },
    respond: ({ upsertFactoryMasterDataValues: { masterData, created } }) =>
      created
        ? record('masterDataValues', legacyMasterData(masterData), 201)
        : record('masterDataValues', legacyMasterData(masterData)),
  }),
];
