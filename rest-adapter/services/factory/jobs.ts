import {
  compact,
  enumIn,
  enumOut,
  gql,
  intParam,
  isPlainObject,
  objectBody,
  route,
  type RouteDefinition,
  type RouteRequest,
} from '../../engine/index.js';
import { legacyRecord, list, record, type PageData } from './legacy.js';

interface JobStepData {
  id: string;
  name: string;
  order: number;
  isPaid: boolean;
  rate: string;
  status: string;
  worker: { id: string; name: string } | null;
  startedAt: string | null;
  completedAt: string | null;
}

interface JobData {
  id: string;
  jobNo: string;
  article: { id: string; articleNo: string; name: string };
  size: number;
  quantity: number;
  status: string;
  steps: JobStepData[];
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

const JOB_FIELDS = gql`
  fragment FactoryJobFields on FactoryJob {
    id
    jobNo
    article {
      id
      articleNo
      name
    }
    size
    quantity
    status
    steps {
      id
      name
      order
      isPaid
      rate
      status
      worker {
        id
        name
      }
      startedAt
      completedAt
    }
    createdAt
    updatedAt
    completedAt
  }
`;

/** The legacy job: relations as `{_id, ...}`, states in lower case. */
function legacyJob(job: JobData) {
  return {
    ...legacyRecord(job),
    article: legacyRecord(job.article),
    status: enumOut(job.status),
    steps: job.steps.map((step) => ({
      ...legacyRecord(step),
      status: enumOut(step.status),
      worker: step.worker ? legacyRecord(step.worker) : null,
    })),
  };
}

/**
 * A PATCH without a step that asks for `cancelled` cancels the whole job; any other moves one step. A body that
 * is no object is not a cancellation: the step route refuses it, once it has checked the credentials.
 */
const cancelsJob = ({ body }: RouteRequest) =>
  isPlainObject(body) &&
  body.step === undefined &&
  typeof body.status === 'string' &&
  body.status.trim().toLowerCase() === 'cancelled';

/** `/job`, Admin. `/job/create` comes before `/job/:id`. */
export const jobRoutes: RouteDefinition[] = [
  route<{ factoryJobs: PageData<JobData> }>({
    name: 'factoryListJobs',
    method: 'POST',
    path: '/job',
    auth: 'admin',
    document: gql`
      query FactoryListJobs($filter: FactoryJobFilter, $page: Int, $limit: Int) {
        factoryJobs(filter: $filter, page: $page, limit: $limit) {
          items {
            ...FactoryJobFields
          }
          total
          page
          limit
        }
      }
      ${JOB_FIELDS}
    `,
    variables: ({ body }) => {
      const input = objectBody(body);
      const filter = compact({
        status: input.status === undefined ? undefined : enumIn(input.status),
        articleId: input.articleId ?? input.article,
        workerId: input.workerId ?? input.worker,
        from: input.from ?? input.startDate,
        to: input.to ?? input.endDate,
      });
      return compact({ filter, page: intParam(input.page), limit: intParam(input.limit) });
    },
    respond: ({ factoryJobs }) => list('jobs', factoryJobs, legacyJob),
  }),
  route<{ createFactoryJob: JobData }>({
    name: 'factoryCreateJob',
    method: 'POST',
    path: '/job/create',
    auth: 'admin',
    document: gql`
      mutation FactoryCreateJob($input: CreateFactoryJobInput!) {
        createFactoryJob(input: $input) {
          ...FactoryJobFields
        }
      }
      ${JOB_FIELDS}
    `,
    variables: ({ body }) => {
      const input = objectBody(body);
      return {
        input: compact({
          jobNo: input.jobNo,
          articleId: input.articleId ?? input.article,
          size: input.size,
          quantity: input.quantity,
        }),
      };
    },
    respond: ({ createFactoryJob }) => record('job', legacyJob(createFactoryJob), 201),
  }),
  route<{ factoryJob: JobData }>({
    name: 'factoryGetJob',
    method: 'GET',
    path: '/job/:id',
    auth: 'admin',
    document: gql`
      query FactoryGetJob($id: ID!) {
        factoryJob(id: $id) {
          ...FactoryJobFields
        }
      }
      ${JOB_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ factoryJob }) => record('job', legacyJob(factoryJob)),
  }),
  route<{ cancelFactoryJob: JobData }>({
    name: 'factoryCancelJob',
    method: 'PATCH',
    path: '/job/:id',
    auth: 'admin',
    when: cancelsJob,
    document: gql`
      mutation FactoryCancelJob($id: ID!) {
        cancelFactoryJob(id: $id) {
          ...FactoryJobFields
        }
      }
      ${JOB_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ cancelFactoryJob }) => record('job', legacyJob(cancelFactoryJob)),
  }),
  route<{ moveFactoryJobStep: { job: JobData; credited: string | null } }>({
    name: 'factoryMoveJobStep',
    method: 'PATCH',
    path: '/job/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryMoveJobStep($id: ID!, $input: MoveFactoryJobStepInput!) {
        moveFactoryJobStep(id: $id, input: $input) {
          job {
            ...FactoryJobFields
          }
          credited
        }
      }
      ${JOB_FIELDS}
    `,
    variables: ({ params, body }) => {
      const input = objectBody(body);
      return {
        id: params.id,
        input: compact({ step: input.step, status: enumIn(input.status), workerId: input.workerId ?? input.worker }),
      };
    },
    respond: ({ moveFactoryJobStep: { job, credited } }) => ({
      status: 200,
      body: { status: 'success', data: { job: legacyJob(job), credited } },
    }),
  }),
  route<{ deleteFactoryJob: string }>({
    name: 'factoryDeleteJob',
    method: 'DELETE',
    path: '/job/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryDeleteJob($id: ID!) {
        deleteFactoryJob(id: $id)
      }
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ status: 204 }),
  }),
];
