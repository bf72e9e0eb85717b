import { z } from 'zod';
import {
  compact,
  EMPTY,
  enumOut,
  enumValue,
  legacyEnum,
  route,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import type { FactoryTransactionFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { LEGACY_LEDGER_ENTRY, legacyLedgerEntry } from './ledger.js';
import {
  amount,
  BODY_PAGING,
  DATE_RANGE,
  dateRange,
  either,
  ID,
  ID_FIELD,
  RELATION_ID,
  legacyRecord,
  list,
  listBody,
  NO_CONTENT,
  record,
  recordBody,
  requireOne,
  TIMESTAMPS,
} from './legacy.js';

graphql(`
  fragment FactoryTransactionFields on FactoryTransaction {
    id
    worker {
      id
      name
    }
    amount
    type
    status
    note
    date
    paidAt
    createdAt
    updatedAt
  }
`);

const TYPES = ['payment', 'advance'] as const;
const STATUSES = ['pending', 'paid', 'cancelled'] as const;
const TYPE = legacyEnum(TYPES).nullish();
const STATUS = legacyEnum(STATUSES).nullish();

/** A transaction as the legacy surface answers it. */
const LEGACY_TRANSACTION = z.object({
  ...ID_FIELD,
  worker: z.object({ ...ID_FIELD, name: z.string() }),
  amount: z.string(),
  type: z.enum(TYPES),
  status: z.enum(STATUSES),
  note: z.string().nullable(),
  date: timestamp(),
  paidAt: timestamp().nullable(),
  ...TIMESTAMPS,
});

const legacyTransaction = (transaction: FactoryTransactionFieldsFragment): z.input<typeof LEGACY_TRANSACTION> => ({
  ...legacyRecord(transaction),
  worker: legacyRecord(transaction.worker),
  type: enumOut(transaction.type),
  status: enumOut(transaction.status),
});

const ONE_TRANSACTION = { 200: recordBody('transaction', LEGACY_TRANSACTION) };

/** `/transaction`, Admin. `/transaction/create` and `/transaction/makePayment` come before `/transaction/:id`. */
export const transactionRoutes: RouteDefinition[] = [
  route({
    name: 'factoryListTransactions',
    method: 'POST',
    path: '/transaction',
    auth: 'admin',
    document: graphql(`
      query FactoryListTransactions($filter: FactoryTransactionFilter, $page: Int, $limit: Int) {
        factoryTransactions(filter: $filter, page: $page, limit: $limit) {
          items {
            ...FactoryTransactionFields
          }
          total
          page
          limit
        }
      }
    `),
    input: {
      body: z.object({
        workerId: RELATION_ID,
        worker: RELATION_ID,
        status: STATUS,
        type: TYPE,
        ...DATE_RANGE,
        ...BODY_PAGING,
      }),
    },
    variables: ({ body }) => ({
      filter: compact({
        workerId: body.workerId ?? body.worker,
        status: enumValue(body.status),
        type: enumValue(body.type),
        ...dateRange(body),
      }),
      page: body.page,
      limit: body.limit,
    }),
    answers: { 200: listBody('transactions', LEGACY_TRANSACTION) },
    respond: ({ factoryTransactions }) => list('transactions', factoryTransactions, legacyTransaction),
  }),
  route({
    name: 'factoryCreateTransaction',
    method: 'POST',
    path: '/transaction/create',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryCreateTransaction($input: CreateFactoryTransactionInput!) {
        createFactoryTransaction(input: $input) {
          ...FactoryTransactionFields
        }
      }
    `),
    input: {
      body: z
        .object({
          workerId: RELATION_ID,
          worker: RELATION_ID,
          amount: amount(),
          type: TYPE,
          status: STATUS,
          note: z.string().nullish(),
          date: z.string().nullish(),
        })
        .superRefine(requireOne('workerId', 'worker')),
    },
    variables: ({ body }) => ({
      input: {
        workerId: either(body.workerId, body.worker),
        amount: body.amount,
        type: enumValue(body.type),
        status: enumValue(body.status),
        note: body.note,
        date: body.date,
      },
    }),
    answers: { 201: recordBody('transaction', LEGACY_TRANSACTION) },
    respond: ({ createFactoryTransaction }) => record('transaction', legacyTransaction(createFactoryTransaction), 201),
  }),
  route({
    name: 'factoryMakePayment',
    method: 'POST',
    path: '/transaction/makePayment',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryMakePayment($input: MakeFactoryPaymentInput!) {
        makeFactoryPayment(input: $input) {
          transaction {
            ...FactoryTransactionFields
          }
          ledgerEntry {
            ...FactoryLedgerEntryFields
          }
        }
      }
    `),
    input: {
      body: z
        .object({ workerId: RELATION_ID, worker: RELATION_ID, amount: amount(), note: z.string().nullish() })
        .superRefine(requireOne('workerId', 'worker')),
    },
    variables: ({ body }) => ({
      input: { workerId: either(body.workerId, body.worker), amount: body.amount, note: body.note },
    }),
    answers: {
      201: z.object({
        status: z.literal('success'),
        data: z.object({ transaction: LEGACY_TRANSACTION, entry: LEGACY_LEDGER_ENTRY }),
      }),
    },
    respond: ({ makeFactoryPayment: { transaction, ledgerEntry } }) => ({
      status: 201 as const,
      body: {
        status: 'success' as const,
        data: { transaction: legacyTransaction(transaction), entry: legacyLedgerEntry(ledgerEntry) },
      },
    }),
  }),
  route({
    name: 'factoryGetTransaction',
    method: 'GET',
    path: '/transaction/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryGetTransaction($id: ID!) {
        factoryTransaction(id: $id) {
          ...FactoryTransactionFields
        }
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: ONE_TRANSACTION,
    respond: ({ factoryTransaction }) => record('transaction', legacyTransaction(factoryTransaction)),
  }),
  route({
    name: 'factoryUpdateTransaction',
    method: 'PATCH',
    path: '/transaction/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryUpdateTransaction($id: ID!, $input: UpdateFactoryTransactionInput!) {
        updateFactoryTransaction(id: $id, input: $input) {
          ...FactoryTransactionFields
        }
      }
    `),
    input: {
      params: ID,
      body: z.object({
        amount: amount().nullish(),
        type: TYPE,
        status: STATUS,
        note: z.string().nullish(),
        date: z.string().nullish(),
      }),
    },
    variables: ({ params, body }) => ({
      id: params.id,
      input: {
        amount: body.amount,
        type: enumValue(body.type),
        status: enumValue(body.status),
        note: body.note,
        date: body.date,
      },
    }),
    answers: ONE_TRANSACTION,
    respond: ({ updateFactoryTransaction }) => record('transaction', legacyTransaction(updateFactoryTransaction)),
  }),
  route({
    name: 'factoryDeleteTransaction',
    method: 'DELETE',
    path: '/transaction/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation FactoryDeleteTransaction($id: ID!) {
        deleteFactoryTransaction(id: $id)
      }
    `),
    input: { params: ID },
    variables: ({ params }) => ({ id: params.id }),
    answers: { 204: EMPTY },
    respond: () => NO_CONTENT,
  }),
];
