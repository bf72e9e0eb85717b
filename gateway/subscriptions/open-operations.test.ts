import { buildSchema, GraphQLError, parse, type ExecutionResult } from 'graphql';
import { OpenOperations } from './open-operations.js';

const before = buildSchema('type Query { a: Int } type Subscription { tick: Tick } type Tick { n: Int version: Int }');
const after = buildSchema('type Query { a: Int } type Subscription { tick: Tick } type Tick { n: Int }');
const KEPT = parse('subscription { tick { n } }');
const ENDED = parse('subscription { tick { n version } }');

/** Results that arrive when the test pushes them, and that know whether they were released. */
function feed() {
  const waiting: { resolve: (result: IteratorResult<ExecutionResult>) => void; reject: (error: unknown) => void }[] =
    [];
  const state = { released: false };
  const results: AsyncIterableIterator<ExecutionResult> = {
    next: () => new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    return: () => {
      state.released = true;
      for (const { resolve } of waiting.splice(0)) resolve({ value: undefined, done: true });
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return {
    results,
    state,
    push: (n: number) => waiting.shift()!.resolve({ value: { data: { tick: { n } } }, done: false }),
    fail: (error: unknown) => waiting.shift()!.reject(error),
  };
}

describe('open operations across a supergraph reload', () => {
  test('pass results on, and end only the operations whose documents the new schema refuses, releasing their results', async () => {
    const operations = new OpenOperations();
    operations.revalidate(before);
    const kept = feed();
    const ended = feed();
    const keptResults = operations.track({ document: KEPT, schema: before }, kept.results, 'fail');
    const endedResults = operations.track({ document: ENDED, schema: before }, ended.results, 'fail');
    const first = keptResults.next();
    kept.push(1);
    expect(await first).toEqual({ value: { data: { tick: { n: 1 } } }, done: false });

    const waitingForEnded = endedResults.next();
    const waitingForKept = keptResults.next();
    operations.revalidate(after);
    await expect(waitingForEnded).rejects.toMatchObject({
      message: expect.stringMatching(/^The supergraph changed .*Cannot query field "version" on type "Tick"/),
      extensions: { code: 'VALIDATION_ERROR' },
    });
    expect(await endedResults.next()).toEqual({ value: undefined, done: true });
    expect(ended.state.released).toBe(true);
    expect(operations.size).toBe(1);

    kept.push(2);
    expect(await waitingForKept).toEqual({ value: { data: { tick: { n: 2 } } }, done: false });
    await keptResults.return();
    expect({ released: kept.state.released, open: operations.size }).toEqual({ released: true, open: 0 });
  });

  test("end with a last result holding the error when that is the transport's way, and check at once an operation set up on the previous schema", async () => {
    const operations = new OpenOperations();
    operations.revalidate(after);
    const late = feed();
    const results = operations.track({ document: ENDED, schema: before }, late.results, 'last result');
    expect(await results.next()).toEqual({
      value: { errors: [expect.objectContaining({ extensions: { code: 'VALIDATION_ERROR' } })] },
      done: false,
    });
    expect(await results.next()).toEqual({ value: undefined, done: true });
    expect({ released: late.state.released, open: operations.size }).toEqual({ released: true, open: 0 });
  });

  test('report a coded failure of the results as the transport ends with it: an SSE stream gets it as a last result', async () => {
    const operations = new OpenOperations();
    const expired = new GraphQLError('This cursor is unknown', { extensions: { code: 'CURSOR_EXPIRED' } });
    const overSse = feed();
    const sseResults = operations.track({ document: KEPT, schema: before }, overSse.results, 'last result');
    const sseRead = sseResults.next();
    overSse.fail(expired);
    expect(await sseRead).toEqual({ value: { errors: [expired] }, done: false });
    expect(await sseResults.next()).toEqual({ value: undefined, done: true });

    const overWebSocket = feed();
    const wsResults = operations.track({ document: KEPT, schema: before }, overWebSocket.results, 'fail');
    const wsRead = wsResults.next();
    overWebSocket.fail(expired);
    await expect(wsRead).rejects.toBe(expired);
    // A failure that is no GraphQL error is the transport's to report (and log) on either.
    const broken = feed();
    const brokenResults = operations.track({ document: KEPT, schema: before }, broken.results, 'last result');
    const brokenRead = brokenResults.next();
    broken.fail(new TypeError('a bug'));
    await expect(brokenRead).rejects.toThrow('a bug');
    expect(operations.size).toBe(0);
  });
});
