import { runSubgraphProcess } from '../shared/main.js';

await runSubgraphProcess('factory', async () => (await import('./subgraph.js')).factorySubgraph);
