import { gql, objectBody, route, type RouteDefinition } from '../../engine/index.js';
import { legacyRecord, record } from './legacy.js';

interface CorsOriginData {
  id: string;
  origin: string;
  createdAt: string;
}

/** The dynamic CORS origins (super-admin); the gateway and the REST adapter pick changes up within 60 s. */
export const globalConfigRoutes: RouteDefinition[] = [
  route<{ factoryCorsOrigins: CorsOriginData[] }>({
    name: 'listCorsOrigins',
    method: 'GET',
    path: '/global-config/cors',
    auth: 'super-admin',
    document: gql`
      query FactoryCorsOrigins {
        factoryCorsOrigins {
          id
          origin
          createdAt
        }
      }
    `,
    respond: ({ factoryCorsOrigins }) => ({
      status: 200,
      body: {
        status: 'success',
        results: factoryCorsOrigins.length,
        data: { origins: factoryCorsOrigins.map(legacyRecord) },
      },
    }),
  }),
  route<{ addFactoryCorsOrigin: CorsOriginData }>({
    name: 'addCorsOrigin',
    method: 'POST',
    path: '/global-config/cors',
    auth: 'super-admin',
    document: gql`
      mutation FactoryAddCorsOrigin($origin: String!) {
        addFactoryCorsOrigin(origin: $origin) {
          id
          origin
          createdAt
        }
      }
    `,
    variables: ({ body }) => ({ origin: objectBody(body).origin }),
    respond: ({ addFactoryCorsOrigin }) => record('origin', legacyRecord(addFactoryCorsOrigin), 201),
  }),
  route<{ removeFactoryCorsOrigin: CorsOriginData }>({
    name: 'removeCorsOrigin',
    method: 'DELETE',
    path: '/global-config/cors/:origin',
    auth: 'super-admin',
    document: gql`
      mutation FactoryRemoveCorsOrigin($origin: String!) {
        removeFactoryCorsOrigin(origin: $origin) {
          id
          origin
          createdAt
        }
      }
    `,
    variables: ({ params }) => ({ origin: params.origin }),
    respond: ({ removeFactoryCorsOrigin }) => record('origin', legacyRecord(removeFactoryCorsOrigin)),
  }),
];
