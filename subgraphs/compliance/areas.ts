import type { SubgraphArea } from '../shared/area.js';
import { outboxArea } from '../shared/events/outbox-area.js';
import { auditArea } from './audit/index.js';
import { businessEntitiesArea } from './business-entities/index.js';
import { documentTemplatesArea } from './document-templates/index.js';
import { documentsArea } from './documents/index.js';
import { erpArea } from './erp/index.js';
import { formMappingsArea } from './form-mappings/index.js';
import { healthArea } from './health/index.js';
import { plansArea } from './plans/index.js';
import { subscriptionsArea } from './subscriptions/index.js';
import { tenantsArea } from './tenants/index.js';
import { workflowsArea } from './workflows/index.js';

/** The domain areas of the compliance subgraph. */
export const COMPLIANCE_AREAS: readonly SubgraphArea[] = [
  plansArea,
  tenantsArea,
  businessEntitiesArea,
  workflowsArea,
  documentTemplatesArea,
  documentsArea,
  formMappingsArea,
  auditArea,
  erpArea,
  healthArea,
  subscriptionsArea,
  // Profile changes are published as events, which the gateway's subscriptions serve.
  outboxArea,
];
