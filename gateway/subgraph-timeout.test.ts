import { setTimeout as sleep } from 'node:timers/promises';
import { deadline, SubgraphTimeoutError } from './subgraph-timeout.js';

/** A subgraph call's deadline: the clock runs from `arm` and stops for good at `release`, however the call ended. */
describe('subgraph deadline', () => {
  const TIMEOUT_MS = 20;

  test.each<{ name: string; steps: ('arm' | 'release')[]; aborted: boolean }>([
    { name: 'aborts a call still running once its time is up', steps: ['arm'], aborted: true },
    {
      name: 'leaves nothing running once released: its timer never fires for a call that is over',
      steps: ['arm', 'release'],
      aborted: false,
    },
    {
      name: 'is not started by an arm that comes after the release (an upload whose files end once the call failed)',
      steps: ['release', 'arm'],
      aborted: false,
    },
  ])('$name', async ({ steps, aborted }) => {
    const callDeadline = deadline(TIMEOUT_MS);
    for (const step of steps) callDeadline[step]();
    // A timer of twice the time fires after the deadline's, however late both are.
    await sleep(TIMEOUT_MS * 2);
    expect(callDeadline.signal.aborted).toBe(aborted);
    if (aborted) expect(callDeadline.signal.reason).toBeInstanceOf(SubgraphTimeoutError);
  });
});
