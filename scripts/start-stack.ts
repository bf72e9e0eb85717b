import 'reflect-metadata';
import { onShutdown, runMain } from '../platform/lifecycle.js';
import { startStack } from './stack.js';

/** `npm start`: the whole system in one process, on the contract's ports. */
runMain(async () => {
  const stack = await startStack();
  onShutdown('stack', stack.stop);
});
