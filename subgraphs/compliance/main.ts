import { runSubgraphProcess } from '../shared/main.js';

await runSubgraphProcess('compliance', async () => (await import('./subgraph.js')).complianceSubgraph);
