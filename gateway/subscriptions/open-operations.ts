import { GraphQLError, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { FairTurns } from './fair-turns.js';

/**
 * How a transport tells a subscriber that its operation ended in error: graphql-ws sends an `error` message when
 * the results fail (`fail`); graphql-sse sends a last `next` holding the errors, then `complete` (`last result`).
 */
export type Ending = 'fail' | 'last result';

/** The error that ends a subscription whose document the reloaded supergraph no longer validates. */
function schemaChanged(errors: readonly GraphQLError[]): GraphQLError {
  return new GraphQLError(
    `The supergraph changed and this subscription no longer validates: ${errors.map((error) => error.message).join(' ')} Subscribe again with a valid document.`,
    { extensions: { code: 'VALIDATION_ERROR' } },
  );
}

/**
 * One open subscription: its results as the transport reads them, which `end` can cut short with an error however
 * long the next event takes (a subscription is mostly waiting for one).
 */
export class OpenOperation<T = unknown> implements AsyncGenerator<T | ExecutionResult, undefined> {
  #failure: GraphQLError | undefined;
  #reported = false;
  #finished = false;
  /** Settles the read under way, if any, at once (one callback per read: nothing piles up over a long subscription). */
  #interrupt: (() => void) | undefined;

  constructor(
    readonly document: DocumentNode,
    private readonly results: AsyncIterator<T>,
    private readonly ending: Ending,
    private readonly onFinish: (operation: OpenOperation<T>) => void,
    /** Each result waits for its owner's turn before the transport writes it (see FairTurns). */
    private readonly turn: () => Promise<void>,
  ) {}

  /** Ends the subscription with `error` and releases what it holds (its event feed). */
  end(error: GraphQLError): void {
    if (this.#finished || this.#failure) return;
    this.#failure = error;
    this.#interrupt?.();
    this.#release();
  }

  async next(): Promise<IteratorResult<T | ExecutionResult, undefined>> {
    if (!this.#failure && !this.#finished) {
      let result: IteratorResult<T> | 'interrupted';
      try {
        result = await new Promise<IteratorResult<T> | 'interrupted'>((resolve, reject) => {
          this.#interrupt = () => resolve('interrupted');
          this.results.next().then(resolve, reject);
        });
      } catch (error) {
        this.#finish();
        // A coded failure of the results (a cursor expired, a subscriber cut off) is reported like `end`'s: over SSE
        // as a last result, so that the client learns why its stream ends. Anything else is the transport's to report.
        if (this.ending === 'fail' || !(error instanceof GraphQLError)) throw error;
        this.#failure ??= error;
        result = 'interrupted';
      } finally {
        this.#interrupt = undefined;
      }
      if (!this.#failure) {
        if (result !== 'interrupted' && !result.done) {
          await this.turn();
          return result;
        }
        this.#finish();
      }
    }
    const failure = this.#failure;
    if (!failure || this.#reported) return { value: undefined, done: true };
    this.#reported = true;
    if (this.ending === 'fail') throw failure;
    return { value: { errors: [failure] }, done: false };
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.#reported = true;
    this.#release();
    return Promise.resolve({ value: undefined, done: true });
  }

  async throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }

  #release(): void {
    if (this.#finished) return;
    this.#finish();
    void this.results.return?.()?.catch(() => undefined);
  }

  #finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    this.onFinish(this);
  }
}

/**
 * The subscriptions open on this gateway, each with its document, so that a reloaded supergraph can be checked
 * against them: those whose documents still validate go on (they hold their execution: the old schema's resolvers
 * and their event feed), the others end with a VALIDATION_ERROR that says the supergraph changed and names the
 * problem. The connection and its other subscriptions stay open.
 */
export class OpenOperations {
  readonly #open = new Set<OpenOperation<unknown>>();
  #schema: GraphQLSchema | undefined;

  /** `turns`: the hub's, so that writing results takes turns between subscribers as delivering events does. */
  constructor(private readonly turns?: FairTurns) {}

  get size(): number {
    return this.#open.size;
  }

  /**
   * The results of a subscription executed with `schema`, as the transport should read them from now on. One that
   * was set up while the supergraph reloaded is checked against the new one at once. `owner` is whose turn its
   * results take (the subscriber's user id).
   */
  track<T>(
    { document, schema }: { document: DocumentNode; schema: GraphQLSchema },
    results: AsyncIterable<T>,
    ending: Ending,
    owner = '',
  ): OpenOperation<T> {
    const turns = this.turns;
    const operation = new OpenOperation<T>(
      document,
      results[Symbol.asyncIterator](),
      ending,
      (finished) => this.#open.delete(finished as OpenOperation<unknown>),
      turns ? () => turns.turn(owner) : () => Promise.resolve(),
    );
    this.#open.add(operation as OpenOperation<unknown>);
    if (this.#schema && schema !== this.#schema) {
      const errors = validate(this.#schema, document);
      if (errors.length) operation.end(schemaChanged(errors));
    }
    return operation;
  }

  /** Ends every open subscription whose document does not validate against `schema`, the supergraph just loaded. */
  revalidate(schema: GraphQLSchema): void {
    this.#schema = schema;
    // Many subscribers send the same document: each text is validated once.
    const verdicts = new Map<string | DocumentNode, readonly GraphQLError[]>();
    for (const operation of [...this.#open]) {
      const key = operation.document.loc?.source.body ?? operation.document;
      let errors = verdicts.get(key);
      if (!errors) verdicts.set(key, (errors = validate(schema, operation.document)));
      if (errors.length) operation.end(schemaChanged(errors));
    }
  }
}
