import { z } from 'zod';
import { EMPTY, queryString, route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryWorkerFieldsFragment } from '../../generated/graphql.js';
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
  fragment FactoryWorkerFields on FactoryWorker {
    id
    tenantId
    name
    phone
    skills
    isActive
    createdAt
    updatedAt
  }
`);

/** A worker as the legacy surface answers it. */
const LEGACY_WORKER = z.object({
  ...ID_FIELD,
  tenantId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  skills: z.array(z.string()),
  isActive: z.boolean(),
  ...TIMESTAMPS,
});

const legacyWorker = (worker: FactoryWorkerFieldsFragment): z.input<typeof LEGACY_WORKER> => legacyRecord(worker);

const ONE_WORKER = { 200: recordBody('worker', LEGACY_WORKER) };

/** The fields a worker body may carry; others are ignored. `name` is required on create only. */
const WORKER_FIELDS = {
  phone: z.string().nullish(),
  skills: z.array(z.string()).nullish(),
  isActive: z.boolean().nullish(),
};

const workerInput = (body: { phone?: string | null; skills?: string[] | null; isActive?: boolean | null }) => ({
  phone: body.phone,
  skills: body.skills,
  isActive: body.isActive,
});

/** `/worker`, Admin. `/worker/initDefaultWorker` comes before `/worker/:id`, which would take it. */
export const workerRoutes: RouteDefinition[] = [
  route({
    name: 'factoryListWorkers',
    method: 'GET',
    path: '/worker',
    auth: 'admin',
    document: graphql(`
      query FactoryListWorkers($skill: String, $search: String, $page: Int, $limit: Int) {
        factoryWorkers(skill: $skill, search: $search, page: $page, limit: $limit) {
          items {
            ...FactoryWorkerFields
          }
          total
          page
          limit
        }
      }
    `),
    input: { query: z.object({ skill: queryString(), search: queryString(), ...PAGING }) },
    variables: ({ query }) => query,
    answers: { 200: listBody('workers', LEGACY_WORKER) },
    respond: ({ factoryWorkers }) => list('workers', factoryWorkers, legacyWorker),
  }),
  route({
    name: 'factoryInitDefaultWorker',
    method: 'GET',
    path: '/worker/initDefaultWorker',
    auth: 'admin',
    document: graphql(`
      mutation FactoryInitDefaultWorker {
        initFactoryDefaultWorker {
          worker {
            ...FactoryWorkerFields
          }
          created
        }
      }
    `),
    input: {},
    answers: { 200: recordBody('worker', LEGACY_WORKER), 201: recordBody('worker', LEGACY_WORKER) },
    respond: ({ initFactoryDefaultWorker: { worker, created } }) =>
      created ? record('worker', legacyWorker(worker), 201) : record('worker', legacyWorker(worker)),
  }),
  route({
    name: 'factoryCreateWorker',
    method: 'POST',
    path: '/worker/create',
    auth: 'admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation FactoryCreateWorker($input: CreateFactoryWorkerInput!) {
        createFactoryWorker(input: $input) {
          ...FactoryWorkerFields
        }
      }
    `),
    input: { body: z.object({ name: z.string(), ...WORKER_FIELDS }) },
    variables: ({ body }) => ({ input: { name: body.name, ...workerInput(body) } }),
    answers: { 201: recordBody('worker', LEGACY_WORKER) },
    respond: ({ createFactoryWorker }) => record('worker', legacyWorker(createFactoryWorker), 201),
  }),
  route({
    name: 'factoryGetWorker',
    method: 'GET',
    path: '/worker/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryWorker($id: ID!) {
        factoryWorker(id: $id) {
          ...FactoryWorkerFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: ONE_WORKER,
    respond: ({ factoryWorker }) => record('worker', legacyWorker(factoryWorker)),
  }),
  route({
    name: 'factoryUpdateWorker',
    method: 'PATCH',
    path: '/worker/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryUpdateWorker($id: ID!, $input: UpdateFactoryWorkerInput!) {
        updateFactoryWorker(id: $id, input: $input) {
          ...FactoryWorkerFields
        }
      }
    `),
    input: { params: ID, body: z.object({ name: z.string().nullish(), ...WORKER_FIELDS }) },
    variables: ({ params, body }) => ({ id: params.id, input: { name: body.name, ...workerInput(body) } }),
    answers: ONE_WORKER,
    respond: ({ updateFactoryWorker }) => record('worker', legacyWorker(updateFactoryWorker)),
  }),
  route({
    name: 'factoryDeleteWorker',
    method: 'DELETE',
    path: '/worker/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryDeleteWorker($id: ID!) {
        deleteFactoryWorker(id: $id) {
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
