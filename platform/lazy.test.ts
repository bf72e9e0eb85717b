import { loadOnFirstUse } from './lazy.js';

describe('loadOnFirstUse', () => {
  test('loads nothing until the first call, then once for callers that arrive together and for later ones', async () => {
    let loads = 0;
    const load = loadOnFirstUse(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { loaded: loads };
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(await load()).toBe(first);
    expect(loads).toBe(1);
  });

  test('reports a failed load to the callers waiting for it, and tries again on the next call', async () => {
    let attempts = 0;
    const load = loadOnFirstUse(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('not there yet')) : Promise.resolve('loaded');
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('not there yet');
    expect(attempts).toBe(1);
    await expect(load()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});
