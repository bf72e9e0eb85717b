import 'reflect-metadata';
import { startTracing } from '../../platform/tracing.js';

await startTracing('compliance-subgraph');
// Imported only now, so that tracing's instrumentations see express, graphql and pg load (platform/tracing.ts).
const [{ config }, { runSubgraphMain }, { complianceSubgraph }] = await Promise.all([
  import('../../platform/config.js'),
  import('../shared/main.js'),
  import('./subgraph.js'),
]);

runSubgraphMain(complianceSubgraph, config().COMPLIANCE_PORT);
