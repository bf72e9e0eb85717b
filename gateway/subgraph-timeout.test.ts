import { setTimeout as sleep } from 'node:timers/promises';
import { deadline, SubgraphTimeoutError } from './subgraph-timeout.js';

/** A subgraph call's deadline: the clock runs from `arm` and stops for good at `release`, however the call ended. */
describe('subgraph deadline', () => {
  const TIMEOUT_MS = 20;

  test('aborts a call still running once its time is up', async () => {
    const { signal, arm } = deadline(TIMEOUT_MS);
    arm();
    // A timer of twice the time fires after the deadline's, however late both are.
    await sleep(TIMEOUT_MS * 2);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(SubgraphTimeoutError);
  });

  test('leaves nothing running once released: its timer never fires for a call that is over', async () => {
    const { signal, arm, release } = deadline(TIMEOUT_MS);
    arm();
    release();
    await sleep(TIMEOUT_MS * 2);
    expect(signal.aborted).toBe(false);
  });

  test('is not started by an arm that comes after the release (an upload whose files end once the call failed)', async () => {
    const { signal, arm, release } = deadline(TIMEOUT_MS);
    release();
    arm();
    await sleep(TIMEOUT_MS * 2);
    expect(signal.aborted).toBe(false);
  });
});
