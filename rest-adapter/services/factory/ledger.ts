import { z } from 'zod';
import { enumOut, enumValue, legacyEnum, route, timestamp, type RouteDefinition } from '../../engine/index.js';
import type { FactoryLedgerEntryFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
  amount,
  BODY_PAGING,
  DATE_RANGE,
  dateRange,
  either,
  ID_FIELD,
  RELATION_ID,
  legacyRecord,
  list,
  listBody,
  record,
  recordBody,
  requireOne,
} from './legacy.js';

graphql(`
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
`);

/** A ledger entry as the legacy surface answers it. */
export const LEGACY_LEDGER_ENTRY = z.object({
  ...ID_FIELD,
  ledgerType: z.string(),
  amount: z.string(),
  description: z.string().nullable(),
  date: timestamp(),
  createdAt: timestamp(),
  worker: z.string(),
  type: z.enum(['credit', 'debit']),
  job: z.string().nullable(),
  jobStep: z.string().nullable(),
  transaction: z.string().nullable(),
});

/** The legacy entry: relations by id under their own names, the type in lower case. */
export const legacyLedgerEntry = ({
  workerId,
  jobId,
  jobStepId,
  transactionId,
  type,
  ...entry
}: FactoryLedgerEntryFieldsFragment): z.input<typeof LEGACY_LEDGER_ENTRY> => ({
  ...legacyRecord(entry),
  worker: workerId,
  type: enumOut(type),
  job: jobId,
  jobStep: jobStepId,
  transaction: transactionId,
});

const WORKER = z.object({ workerId: z.string() });

/** `/ledger`, Admin: a worker's entries and balance, and manual adjustments. */
export const ledgerRoutes: RouteDefinition[] = [
  route({
    name: 'factoryWorkerLedger',
    method: 'POST',
    path: '/ledger/worker/:workerId',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
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
    `),
    input: { params: WORKER, body: z.object({ ...DATE_RANGE, ...BODY_PAGING }) },
    variables: ({ params, body }) => ({
      workerId: params.workerId,
      ...dateRange(body),
      page: body.page,
      limit: body.limit,
    }),
    answers: { 200: listBody('entries', LEGACY_LEDGER_ENTRY) },
    respond: ({ factoryLedgerEntries }) => list('entries', factoryLedgerEntries, legacyLedgerEntry),
  }),
  route({
    name: 'factoryWorkerLedgerSummary',
    method: 'POST',
    path: '/ledger/summary/:workerId',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
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
    `),
    input: { params: WORKER, body: z.object(DATE_RANGE) },
    variables: ({ params, body }) => ({ workerId: params.workerId, ...dateRange(body) }),
    answers: {
      200: recordBody(
        'summary',
        z.object({
          workerId: z.string(),
          totalCredit: z.string(),
          totalDebit: z.string(),
          balance: z.string(),
          entries: z.int(),
          from: z.string().nullable(),
          to: z.string().nullable(),
        }),
      ),
    },
    respond: ({ factoryLedgerSummary }) => record('summary', factoryLedgerSummary),
  }),
  route({
    name: 'factoryLedgerAdjustment',
    method: 'POST',
    path: '/ledger/adjustment',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryLedgerAdjustment($input: CreateFactoryLedgerAdjustmentInput!) {
        createFactoryLedgerAdjustment(input: $input) {
          ...FactoryLedgerEntryFields
        }
      }
    `),
    input: {
      body: z
        .object({
          workerId: RELATION_ID,
          worker: RELATION_ID,
          type: legacyEnum(['credit', 'debit']),
          amount: amount(),
          description: z.string(),
          ledgerType: z.string().nullish(),
          date: z.string().nullish(),
        })
        .superRefine(requireOne('workerId', 'worker')),
    },
    variables: ({ body }) => ({
      input: {
        workerId: either(body.workerId, body.worker),
        type: enumValue(body.type),
        amount: body.amount,
        description: body.description,
        ledgerType: body.ledgerType,
        date: body.date,
      },
    }),
    answers: { 201: recordBody('entry', LEGACY_LEDGER_ENTRY) },
    respond: ({ createFactoryLedgerAdjustment }) =>
      record('entry', legacyLedgerEntry(createFactoryLedgerAdjustment), 201),
  }),
];
