import { gql, objectBody, renameFields, route, type RouteDefinition } from '../../engine/index.js';
import { legacyRecord, record } from './legacy.js';

interface MasterDataData {
  id: string;
  tenantId: string;
  attributeName: string;
  values: string[];
  createdAt: string;
  updatedAt: string;
}

const MASTER_DATA_FIELDS = gql`
  fragment FactoryMasterDataFields on FactoryMasterDataValues {
    id
    tenantId
    attributeName
    values
    createdAt
    updatedAt
  }
`;

/** `/master-data-values`, Admin: one value list per article attribute of the tenant configuration. */
export const masterDataRoutes: RouteDefinition[] = [
  route<{ factoryMasterDataValues: MasterDataData[] }>({
    name: 'factoryListMasterDataValues',
    method: 'GET',
    path: '/master-data-values/:tenantId',
    auth: 'admin',
    document: gql`
      query FactoryMasterDataValues($tenantId: ID!) {
        factoryMasterDataValues(tenantId: $tenantId) {
          ...FactoryMasterDataFields
        }
      }
      ${MASTER_DATA_FIELDS}
    `,
    variables: ({ params }) => ({ tenantId: params.tenantId }),
    respond: ({ factoryMasterDataValues }) => ({
      status: 200,
      body: {
        status: 'success',
        results: factoryMasterDataValues.length,
        data: { masterDataValues: factoryMasterDataValues.map(legacyRecord) },
      },
    }),
  }),
  route<{ upsertFactoryMasterDataValues: { masterData: MasterDataData; created: boolean } }>({
    name: 'factoryUpsertMasterDataValues',
    method: 'POST',
    path: '/master-data-values',
    auth: 'admin',
    document: gql`
      mutation FactoryUpsertMasterDataValues($input: UpsertFactoryMasterDataValuesInput!) {
        upsertFactoryMasterDataValues(input: $input) {
          masterData {
            ...FactoryMasterDataFields
          }
          created
        }
      }
      ${MASTER_DATA_FIELDS}
    `,
    variables: ({ body }) => ({
      input: renameFields(objectBody(body), { attributeName: 'attributeName', values: 'values' }),
    }),
    respond: ({ upsertFactoryMasterDataValues: { masterData, created } }) =>
      record('masterDataValues', legacyRecord(masterData), created ? 201 : 200),
  }),
];
