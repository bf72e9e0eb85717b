import type { SubgraphArea } from '../../shared/area.js';
import { Transaction } from './transaction.entity.js';
import { FactoryTransactionResolver } from './transaction.resolver.js';

export const transactionsArea: SubgraphArea = {
  entities: [Transaction],
  resolvers: [FactoryTransactionResolver],
};
