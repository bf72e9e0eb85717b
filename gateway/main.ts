import 'reflect-metadata';
import { runMain } from '../platform/lifecycle.js';
import { startGatewayFromConfig } from './from-config.js';

/** The gateway as a process of its own (`npm run start:gateway`), in front of subgraphs running elsewhere. */
runMain(async () => {
  await startGatewayFromConfig();
});
