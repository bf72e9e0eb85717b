import { runSubgraphProcess } from '../shared/main.js';

await runSubgraphProcess('training', async () => (await import('./subgraph.js')).trainingSubgraph);
