import type { SubgraphArea } from '../shared/area.js';
import { outboxArea } from '../shared/events/outbox-area.js';
import { mailArea } from '../shared/mail.js';
import { accountsArea } from './accounts/index.js';
import { articlesArea } from './articles/index.js';
import { auditArea } from './audit/index.js';
import { corsOriginsArea } from './cors-origins/index.js';
import { ledgerArea } from './ledger/index.js';
import { masterDataArea } from './master-data/index.js';
import { plansArea } from './plans/index.js';
import { productionArea } from './production/index.js';
import { reportsArea } from './reports/index.js';
import { rolesArea } from './roles/index.js';
import { tenantConfigArea } from './tenant-config/index.js';
import { tenantsArea } from './tenants/index.js';
import { transactionsArea } from './transactions/index.js';
import { workersArea } from './workers/index.js';

/** The domain areas of the factory subgraph. */
export const FACTORY_AREAS: readonly SubgraphArea[] = [
  rolesArea,
  plansArea,
  tenantsArea,
  accountsArea,
  tenantConfigArea,
  corsOriginsArea,
  auditArea,
  workersArea,
  articlesArea,
  masterDataArea,
  productionArea,
  ledgerArea,
  transactionsArea,
  reportsArea,
  mailArea,
  // Every audited write records what it changed as events, which the gateway's response cache is invalidated by.
  outboxArea,
];
