import {
  compact,
  enumIn,
  enumOut,
  gql,
  intParam,
  objectBody,
  route,
  type RouteDefinition,
} from '../../engine/index.js';
import { legacyRecord, list, record, type PageData } from './legacy.js';

/**
 * An amount as the GraphQL side takes it, a decimal string: REST bodies may send numbers or strings. A number
 * is written out as JavaScript prints it, so that one with more than two places (or a float artefact such as
 * 0.30000000000000004) is refused as such rather than rounded.
 */
export const amountParam = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

export interface LedgerEntryData {
  id: string;
  workerId: string;
  type: string;
  ledgerType: string;
  amount: string;
  description: string | null;
  jobId: string | null;
  jobStepId: string | null;
  transactionId: string | null;
  date: string;
  createdAt: string;
}

export const LEDGER_ENTRY_FIELDS = gql`
  fragment FactoryLedgerEntryFields on FactoryLedgerEntry {
    id
    workerId
    type
    ledgerType
    amount
    description
    jobId
    jobStepId
    transactionId
    date
    createdAt
  }
`;

/** The legacy entry: relations by id under their own names, the type in lower case. */
export const legacyLedgerEntry = ({ workerId, jobId, jobStepId, transactionId, type, ...entry }: LedgerEntryData) => ({
  ...legacyRecord(entry),
  worker: workerId,
  type: enumOut(type),
  job: jobId,
  jobStep: jobStepId,
  transaction: transactionId,
});

interface SummaryData {
  workerId: string;
  totalCredit: string;
  totalDebit: string;
  balance: string;
  entries: number;
  from: string | null;
  to: string | null;
}

const range = (body: Record<string, unknown>) =>
  compact({ from: body.from ?? body.startDate, to: body.to ?? body.endDate });

/** `/ledger`, Admin: a worker's entries and balance, and manual adjustments. */
export const ledgerRoutes: RouteDefinition[] = [
  route<{ factoryLedgerEntries: PageData<LedgerEntryData> }>({
    name: 'factoryWorkerLedger',
    method: 'POST',
    path: '/ledger/worker/:workerId',
    auth: 'admin',
    document: gql`
      query FactoryWorkerLedger($workerId: ID!, $from: String, $to: String, $page: Int, $limit: Int) {
        factoryLedgerEntries(workerId: $workerId, from: $from, to: $to, page: $page, limit: $limit) {
          items {
            ...FactoryLedgerEntryFields
          }
          total
          page
          limit
        }
      }
      ${LEDGER_ENTRY_FIELDS}
    `,
    variables: ({ params, body }) => {
      const filters = objectBody(body);
      return compact({
        workerId: params.workerId,
        ...range(filters),
        page: intParam(filters.page),
        limit: intParam(filters.limit),
      });
    },
    respond: ({ factoryLedgerEntries }) => list('entries', factoryLedgerEntries, legacyLedgerEntry),
  }),
  route<{ factoryLedgerSummary: SummaryData }>({
    name: 'factoryWorkerLedgerSummary',
    method: 'POST',
    path: '/ledger/summary/:workerId',
    auth: 'admin',
    document: gql`
      query FactoryWorkerLedgerSummary($workerId: ID!, $from: String, $to: String) {
        factoryLedgerSummary(workerId: $workerId, from: $from, to: $to) {
          workerId
          totalCredit
          totalDebit
          balance
          entries
          from
          to
        }
      }
    `,
    variables: ({ params, body }) => compact({ workerId: params.workerId, ...range(objectBody(body)) }),
    respond: ({ factoryLedgerSummary }) => record('summary', factoryLedgerSummary),
  }),
  route<{ createFactoryLedgerAdjustment: LedgerEntryData }>({
    name: 'factoryLedgerAdjustment',
    method: 'POST',
    path: '/ledger/adjustment',
    auth: 'admin',
    document: gql`
      mutation FactoryLedgerAdjustment($input: CreateFactoryLedgerAdjustmentInput!) {
        createFactoryLedgerAdjustment(input: $input) {
          ...FactoryLedgerEntryFields
        }
      }
      ${LEDGER_ENTRY_FIELDS}
    `,
    variables: ({ body }) => {
      const input = objectBody(body);
      return {
        input: compact({
          workerId: input.workerId ?? input.worker,
          type: enumIn(input.type),
          amount: amountParam(input.amount),
          description: input.description,
          ledgerType: input.ledgerType,
          date: input.date,
        }),
      };
    },
    respond: ({ createFactoryLedgerAdjustment }) =>
      record('entry', legacyLedgerEntry(createFactoryLedgerAdjustment), 201),
  }),
];
