import type { SubgraphArea } from '../shared/area.js';
import { mailArea } from '../shared/mail.js';
import { articlesArea } from './articles/index.js';
import { auditArea } from './audit/index.js';
import { globalConfigArea } from './global-config/index.js';
import { jobsArea } from './jobs/index.js';
import { ledgerArea } from './ledger/index.js';
import { masterDataArea } from './master-data/index.js';
import { plansArea } from './plans/index.js';
import { reportsArea } from './reports/index.js';
import { rolesArea } from './roles/index.js';
import { tenantConfigArea } from './tenant-config/index.js';
import { tenantsArea } from './tenants/index.js';
import { transactionsArea } from './transactions/index.js';
import { usersArea } from './users/index.js';
import { workersArea } from './workers/index.js';

/** The domain areas of the factory subgraph. */
export const FACTORY_AREAS: readonly SubgraphArea[] = [
  rolesArea,
  plansArea,
  tenantsArea,
  usersArea,
  tenantConfigArea,
  globalConfigArea,
  auditArea,
  workersArea,
  articlesArea,
  masterDataArea,
  jobsArea,
  ledgerArea,
  transactionsArea,
  reportsArea,
  mailArea,
];
