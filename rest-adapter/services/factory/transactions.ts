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
import { amountParam, LEDGER_ENTRY_FIELDS, legacyLedgerEntry, type LedgerEntryData } from './ledger.js';

interface TransactionData {
  id: string;
  worker: { id: string; name: string };
  amount: string;
  type: string;
  status: string;
  note: string | null;
  date: string;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const TRANSACTION_FIELDS = gql`
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
`;

const legacyTransaction = (transaction: TransactionData) => ({
  ...legacyRecord(transaction),
  worker: legacyRecord(transaction.worker),
  type: enumOut(transaction.type),
  status: enumOut(transaction.status),
});

const optionalEnum = (value: unknown) => (value === undefined ? undefined : enumIn(value));

/** `/transaction`, Admin. `/transaction/create` and `/transaction/makePayment` come before `/transaction/:id`. */
export const transactionRoutes: RouteDefinition[] = [
  route<{ factoryTransactions: PageData<TransactionData> }>({
    name: 'factoryListTransactions',
    method: 'POST',
    path: '/transaction',
    auth: 'admin',
    document: gql`
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
      ${TRANSACTION_FIELDS}
    `,
    variables: ({ body }) => {
      const input = objectBody(body);
      const filter = compact({
        workerId: input.workerId ?? input.worker,
        status: optionalEnum(input.status),
        type: optionalEnum(input.type),
        from: input.from ?? input.startDate,
        to: input.to ?? input.endDate,
      });
      return compact({ filter, page: intParam(input.page), limit: intParam(input.limit) });
    },
    respond: ({ factoryTransactions }) => list('transactions', factoryTransactions, legacyTransaction),
  }),
  route<{ createFactoryTransaction: TransactionData }>({
    name: 'factoryCreateTransaction',
    method: 'POST',
    path: '/transaction/create',
    auth: 'admin',
    document: gql`
      mutation FactoryCreateTransaction($input: CreateFactoryTransactionInput!) {
        createFactoryTransaction(input: $input) {
          ...FactoryTransactionFields
        }
      }
      ${TRANSACTION_FIELDS}
    `,
    variables: ({ body }) => {
      const input = objectBody(body);
      return {
        input: compact({
          workerId: input.workerId ?? input.worker,
          amount: amountParam(input.amount),
          type: optionalEnum(input.type),
          status: optionalEnum(input.status),
          note: input.note,
          date: input.date,
        }),
      };
    },
    respond: ({ createFactoryTransaction }) => record('transaction', legacyTransaction(createFactoryTransaction), 201),
  }),
  route<{ makeFactoryPayment: { transaction: TransactionData; ledgerEntry: LedgerEntryData } }>({
    name: 'factoryMakePayment',
    method: 'POST',
    path: '/transaction/makePayment',
    auth: 'admin',
    document: gql`
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
      ${TRANSACTION_FIELDS}
      ${LEDGER_ENTRY_FIELDS}
    `,
    variables: ({ body }) => {
      const input = objectBody(body);
      return {
        input: compact({
          workerId: input.workerId ?? input.worker,
          amount: amountParam(input.amount),
          note: input.note,
        }),
      };
    },
    respond: ({ makeFactoryPayment: { transaction, ledgerEntry } }) => ({
      status: 201,
      body: {
        status: 'success',
        data: { transaction: legacyTransaction(transaction), entry: legacyLedgerEntry(ledgerEntry) },
      },
    }),
  }),
  route<{ factoryTransaction: TransactionData }>({
    name: 'factoryGetTransaction',
    method: 'GET',
    path: '/transaction/:id',
    auth: 'admin',
    document: gql`
      query FactoryGetTransaction($id: ID!) {
        factoryTransaction(id: $id) {
          ...FactoryTransactionFields
        }
      }
      ${TRANSACTION_FIELDS}
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ factoryTransaction }) => record('transaction', legacyTransaction(factoryTransaction)),
  }),
  route<{ updateFactoryTransaction: TransactionData }>({
    name: 'factoryUpdateTransaction',
    method: 'PATCH',
    path: '/transaction/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryUpdateTransaction($id: ID!, $input: UpdateFactoryTransactionInput!) {
        updateFactoryTransaction(id: $id, input: $input) {
          ...FactoryTransactionFields
        }
      }
      ${TRANSACTION_FIELDS}
    `,
    variables: ({ params, body }) => {
      const input = objectBody(body);
      return {
        id: params.id,
        input: compact({
          amount: amountParam(input.amount),
          type: optionalEnum(input.type),
          status: optionalEnum(input.status),
          note: input.note,
          date: input.date,
        }),
      };
    },
    respond: ({ updateFactoryTransaction }) => record('transaction', legacyTransaction(updateFactoryTransaction)),
  }),
  route<{ deleteFactoryTransaction: string }>({
    name: 'factoryDeleteTransaction',
    method: 'DELETE',
    path: '/transaction/:id',
    auth: 'admin',
    document: gql`
      mutation FactoryDeleteTransaction($id: ID!) {
        deleteFactoryTransaction(id: $id)
      }
    `,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ status: 204 }),
  }),
];
