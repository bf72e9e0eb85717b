import {
  compact,
  gql,
  objectBody,
  renameFields,
  route,
  stringParam,
  type RouteDefinition,
} from '../../engine/index.js';
import { legacyRecord, list, pageVariables, record, type PageData } from './legacy.js';

interface WorkerData {
  id: string;
  tenantId: string;
  name: string;
  phone: string | null;
  skills: string[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

const WORKER_FIELDS = gql`
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
`;

const workerInput = (body: unknown) =>
  renameFields(objectBody(body), { name: 'name', phone: 'phone', skills: 'skills', isActive: 'isActive' });

/** `/worker`, Admin. `/worker/initDefaultWorker` comes before `/worker/:id`, which would take it. */
export const workerRoutes: RouteDefinition[] = [
  route<{ factoryWorkers: PageData<WorkerData> }>({
    name: 'factoryListWorkers',
    method: 'GET',
    path: '/worker',
    auth: 'admin',
    document: gql`
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
      ${WORKER_FIELDS}
    `,
    variables: ({ query }) =>
      compact({ ...pageVariables(query), skill: stringParam(query.skill), search: stringParam(query.search) }),
    respond: ({ factoryWorkers }) => list('workers', factoryWorkers, legacyRecord),
  }),
  route<{ initFactoryDefaultWorker: { worker: WorkerData; created: boolean } }>({
    name: 'factoryInitDefaultWorker',
    method: 'GET',
    path: '/worker/initDefaultWorker',
    auth: 'admin',
    document: gql`
      mutation FactoryInitDefaultWorker {
        initFactoryDefaultWorker {
          worker {
            ...FactoryWorkerFields
          }
          created
        }
      }
      ${WORKER_FIELDS}
    `,
    respond: ({ initFactoryDefaultWorker: { worker, created } }) =>
      record('worker', legacyRecord(worker), created ? 201 : 200),
  }),
  route<{ createFactoryWorker: WorkerData }>({
    name: 'factoryCreateWorker',
    method: 'POST',
    path: '/worker/create',
    auth: 'admin',
    document: gql`
      mutation FactoryCreateWorker($input: CreateFactoryWorkerInput!) {
        createFactoryWorker(input: $input) {
          ...FactoryWorkerFields
        }
      }
      ${WORKER_FIELDS}
    `,
    variables: ({ body }) => ({ input: workerInput(body) }),
    respond: ({ createFactoryWorker }) => record('worker', legacyRecord(createFactoryWorker), 201),
  }),
  route<{ factoryWorker: WorkerData }>({
    name: 'factoryGetWorker',
    method: 'GET',
    path: '/worker/:id',
    auth: 'admin',
    document: gql`
      query FactoryWorker($id: ID!) {
        factoryWorker(id: $id) {
          ...FactoryWorkerFields
        }
      }
      ${WORKER_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ factoryWorker }) => record('worker', legacyRecord(factoryWorker)),
  }),
  route<{ updateFactoryWorker: WorkerData }>({
    name: 'factoryUpdateWorker',
    method: 'PATCH',
    path: '/worker/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryUpdateWorker($id: ID!, $input: UpdateFactoryWorkerInput!) {
        updateFactoryWorker(id: $id, input: $input) {
          ...FactoryWorkerFields
        }
      }
      ${WORKER_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, input: workerInput(body) }),
    respond: ({ updateFactoryWorker }) => record('worker', legacyRecord(updateFactoryWorker)),
  }),
  route<{ deleteFactoryWorker: { id: string } }>({
    name: 'factoryDeleteWorker',
    method: 'DELETE',
    path: '/worker/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryDeleteWorker($id: ID!) {
        deleteFactoryWorker(id: $id) {
          id
        }
      }
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ status: 204 }),
  }),
];
