import 'reflect-metadata';
import { startTracing } from '../../platform/tracing.js';

await startTracing('training-subgraph');
// Imported only now, so that tracing's instrumentations see express, graphql and pg load (platform/tracing.ts).
const [{ runSubgraphMain }, { trainingSubgraph }] = await Promise.all([
  import('../shared/main.js'),
  import('./subgraph.js'),
]);

runSubgraphMain(trainingSubgraph, 'TRAINING_PORT');
