import type { SubgraphArea } from '../../shared/area.js';
import { LedgerEntry } from './ledger-entry.entity.js';
import { FactoryLedgerEntryResolver } from './ledger.resolver.js';

export const ledgerArea: SubgraphArea = {
  entities: [LedgerEntry],
  resolvers: [FactoryLedgerEntryResolver],
};
