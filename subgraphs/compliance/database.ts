import { areaEntities } from '../shared/area.js';
import type { SubgraphDatabaseOptions } from '../shared/database.js';
import { COMPLIANCE_AREAS } from './areas.js';
import { complianceMigrations } from './migrations/index.js';

/** The compliance subgraph's own PostgreSQL schema, shared by its server and its command-line tools. */
export const complianceDatabase: SubgraphDatabaseOptions = {
  schema: 'compliance',
  entities: areaEntities(COMPLIANCE_AREAS),
  migrations: complianceMigrations,
  notFoundNames: {
    BusinessEntity: 'Entity',
    ComplianceDocument: 'Document',
    DocumentTemplate: 'Document template',
    ExtractionJob: 'Extraction job',
    McaFillContext: 'Fill context',
    WorkflowInstance: 'Workflow instance',
    WorkflowTemplate: 'Workflow template',
  },
};
