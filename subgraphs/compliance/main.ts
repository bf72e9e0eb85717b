import 'reflect-metadata';
import { startTracing } from '../../platform/tracing.js';

await startTracing('compliance-subgraph');
// Imported only now, so that tracing's instrumentations see express, graphql and pg load (platform/tracing.ts).
const [{ runSubgraphMain }, { complianceSubgraph }] = await Promise.all([
  import('../shared/main.js'),
  import('./subgraph.js'),
]);

runSubgraphMain(complianceSubgraph, 'COMPLIANCE_PORT');
