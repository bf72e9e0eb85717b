import { z } from 'zod';
import { route, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { all, allBody, ID_FIELD, legacyRecord, record, recordBody } from './legacy.js';

graphql(`
  fragment FactoryCorsOriginFields on FactoryCorsOrigin {
    id
    origin
    createdAt
  }
`);

/** A dynamic CORS origin as the legacy surface answers it. */
const LEGACY_ORIGIN = z.object({ ...ID_FIELD, origin: z.string(), createdAt: timestamp() });

/** The dynamic CORS origins (super-admin); the gateway and the REST adapter pick changes up within 60 s. */
export const globalConfigRoutes: RouteDefinition[] = [
  route({
    name: 'listCorsOrigins',
    method: 'GET',
    path: '/global-config/cors',
    auth: 'super-admin',
    document: graphql(`
      query FactoryCorsOrigins {
        factoryCorsOrigins {
          ...FactoryCorsOriginFields
        }
      }
    `),
    input: {},
    answers: { 200: allBody('origins', LEGACY_ORIGIN) },
    respond: ({ factoryCorsOrigins }) => all('origins', factoryCorsOrigins.map(legacyRecord)),
  }),
  route({
    name: 'addCorsOrigin',
    method: 'POST',
    path: '/global-config/cors',
    auth: 'super-admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation FactoryAddCorsOrigin($origin: String!) {
        addFactoryCorsOrigin(origin: $origin) {
          ...FactoryCorsOriginFields
        }
      }
    `),
    input: { body: z.object({ origin: z.string() }) },
    variables: ({ body }) => ({ origin: body.origin }),
    answers: { 201: recordBody('origin', LEGACY_ORIGIN) },
    respond: ({ addFactoryCorsOrigin }) => record('origin', legacyRecord(addFactoryCorsOrigin), 201),
  }),
  route({
    name: 'removeCorsOrigin',
    method: 'DELETE',
    path: '/global-config/cors/:origin',
    auth: 'super-admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryRemoveCorsOrigin($origin: String!) {
        removeFactoryCorsOrigin(origin: $origin) {
          ...FactoryCorsOriginFields
        }
      }
    `),
    input: { params: z.object({ origin: z.string() }) },
    variables: ({ params }) => ({ origin: params.origin }),
    answers: { 200: recordBody('origin', LEGACY_ORIGIN) },
    respond: ({ removeFactoryCorsOrigin }) => record('origin', legacyRecord(removeFactoryCorsOrigin)),
  }),
];
