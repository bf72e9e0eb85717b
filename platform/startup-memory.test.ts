import { getHeapSpaceStatistics } from 'node:v8';
import { releaseStartupMemory } from './startup-memory.js';

const MiB = 2 ** 20;
const youngGeneration = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size;

describe('releaseStartupMemory', () => {
  test('brings a young generation that a start grew back to its initial size, keeping what is still used', async () => {
    // What a start does: it allocates much and keeps much of it, and V8 grows the young generation meanwhile.
    let kept: { index: number }[] = [];
    for (let index = 0; index < 3_000_000; index++) {
      kept.push({ index });
      if (kept.length > 600_000) kept = kept.slice(300_000);
    }
    expect(youngGeneration()).toBeGreaterThan(8 * MiB);

    await releaseStartupMemory();

    expect(youngGeneration()).toBeLessThanOrEqual(2 * MiB);
    expect(kept.at(-1)?.index).toBe(2_999_999);
  });
});
