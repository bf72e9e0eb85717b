import 'reflect-metadata';
import { startTracing } from '../platform/tracing.js';

await startTracing('stack');
// Imported only now, so that tracing's instrumentations see express, graphql, pg and undici load (platform/tracing.ts).
const [{ onShutdown, runMain }, { startStack }] = await Promise.all([
  import('../platform/lifecycle.js'),
  import('./stack.js'),
]);

/** `npm start`: the whole system in one process, on the contract's ports. */
runMain(async () => {
  const stack = await startStack();
  onShutdown('stack', stack.stop);
});
