import type { SubgraphArea } from '../../shared/area.js';
import { Transaction } from './transaction.entity.js';
import { TransactionResolver } from './transaction.resolver.js';

export const transactionsArea: SubgraphArea = {
  entities: [Transaction],
  resolvers: [TransactionResolver],
};
