import { describe, expect, test } from '@jest/globals';
import { oncePerRequest } from './once-per-request.js';

describe('oncePerRequest', () => {
  test('does the work once per request object, and again for another request', () => {
    const calls: object[] = [];
    const count = oncePerRequest((request: { id: number }) => {
      calls.push(request);
      return request.id * 10;
    });
    const first = { id: 1 };
    const second = { id: 2 };
    expect([count(first), count(first), count(second), count(first)]).toEqual([10, 10, 20, 10]);
    expect(calls).toEqual([first, second]);
  });

  test('shares one promise between concurrent askers, a failure included', async () => {
    let started = 0;
    const verify = oncePerRequest(async (_request: object) => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('bad token');
    });
    const request = {};
    const answers = await Promise.allSettled([verify(request), verify(request), verify(request)]);
    expect(started).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await expect(verify(request)).rejects.toThrow('bad token');
    expect(started).toBe(1);
  });

  test('remembers an undefined result as done', () => {
    let calls = 0;
    const work = oncePerRequest((_request: object) => {
      calls += 1;
      return undefined;
    });
    const request = {};
    work(request);
    work(request);
    expect(calls).toBe(1);
  });
});
