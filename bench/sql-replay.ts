import { createPostgreSqlTypeParsers } from '@mikro-orm/postgresql';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PostgresRecorder, type BoundParameter, type RecordedStatement } from './sql-recorder.js';
import { benchEnv, launchComponent, stopProcesses, waitUntilUp, type EventTransport } from './stack.js';

/**
 * The limit of a page: the SQL statements a subgraph runs for one request, recorded on the wire (see
 * `PostgresRecorder`), then replayed straight through `pg` with the subgraph's pool size, in the subgraph's order and
 * with its concurrency. What the subgraph adds to its SQL is the difference between the two.
 */

/** One statement of a page, as the subgraph sent it. */
export interface PageStatement {
  readonly protocol: 'simple' | 'extended';
  readonly text: string;
  readonly params: readonly BoundParameter[];
  /** Rows it returned to the subgraph. */
  readonly rows: number;
  /** Its CommandComplete tags (`SELECT 20`). */
  readonly tags: readonly string[];
}

/**
 * What the replay sends in one go: one statement, on whichever connection of the pool is free, or a transaction's
 * statements in order on one connection (from the statement that opened it to the one that closed it).
 */
export interface PageUnit {
  readonly statements: readonly PageStatement[];
  /**
   * The units (their indices in the page) that had been answered before this one was sent: the subgraph may have
   * waited for them, so the replay does. Units sent while another was in flight run beside it, as in the subgraph.
   * Only the nearest ones are listed (those that do not already wait for one another).
   */
  readonly after: readonly number[];
}

/** The SQL of one request, as the replay sends it. */
export interface CapturedPage {
  readonly units: readonly PageUnit[];
  /** Statements in all. */
  readonly statements: number;
}

/** A subgraph's counters of the statements sent through its ORM (`db_queries_total`). */
export interface StatementCounters {
  readonly request: number;
  readonly background: number;
}

export interface CaptureOptions {
  /** The recorder the subgraph's database connections go through. */
  readonly recorder: PostgresRecorder;
  /** Sends the request once; rejects unless it was answered in full. */
  readonly send: () => Promise<void>;
  /** The subgraph's counters; what the ORM counts of the request is what the recorder must have seen of it. */
  readonly counters: () => Promise<StatementCounters>;
  /** Tries before giving up when background work keeps sending statements beside the request (20). */
  readonly attempts?: number;
}

/** How long the paced capture holds each answer back: far longer than a subgraph takes between two independent sends. */
const PACED_ANSWER_DELAY_MS = 100;

/**
 * The statements one request sent, in the order they were sent. Everything the recorder saw between sending the
 * request and its answer is taken, over every connection, and the capture counts only when the subgraph's own
 * counters agree: its ORM counted exactly that many statements for requests, and none for background work (the
 * outbox relay, jobs). Otherwise a statement of someone else's, or one the ORM does not count, is in the window, and
 * the request is sent again.
 */
export async function captureRequest(
  options: CaptureOptions & { readonly answerDelayMs?: number },
): Promise<RecordedStatement[]> {
  const { recorder } = options;
  if (recorder.unreadableConnections)
    throw new Error('the recorder cannot read encrypted connections: point it at the server without TLS');
  const refused: string[] = [];
  for (let attempt = 0; attempt < (options.attempts ?? 20); attempt++) {
    const before = await options.counters();
    const mark = recorder.statements.length;
    recorder.answerDelayMs = options.answerDelayMs ?? 0;
    try {
      await options.send();
    } finally {
      recorder.answerDelayMs = 0;
    }
    const window = recorder.statements.slice(mark);
    // Answered before the answer, except the statements of someone else's still in flight.
    for (let waited = 0; window.some((statement) => statement.doneAt === undefined) && waited < 100; waited++)
      await sleep(20);
    const after = await options.counters();
    const counted = after.request - before.request;
    const unanswered = window.filter((statement) => statement.error || statement.doneAt === undefined);
    const problem =
      after.background !== before.background
        ? `background work sent ${after.background - before.background} statements meanwhile`
        : window.length !== counted
          ? `the ORM counted ${counted} statements, the recorder saw ${window.length}: ${describe(window)}`
          : unanswered.length
            ? `a statement failed or was not answered: ${describe(unanswered)}`
            : undefined;
    if (!problem) return window;
    refused.push(problem);
  }
  throw new Error(
    `no clean capture of the request in ${options.attempts ?? 20} tries: ${refused.slice(-3).join('; ')}`,
  );
}

/**
 * The page of one request, captured twice. First as the subgraph runs: the statements, their parameters and rows.
 * Then paced: the recorder holds every answer back for PACED_ANSWER_DELAY_MS, so that a statement sent before an
 * earlier one's answer was delivered plainly did not wait for it, and one sent after did, however busy the machine:
 * unpaced, a statement that needs nothing from another can still be sent just after it was answered (the database
 * answers in well under a millisecond), and would look as if it had waited. The paced capture must send the very same
 * statements (in any order); what waited for what is read from it. Answers delivered together cannot be told apart: a
 * statement sent after them waits for all of them in the replay (the entity's documents wait for the workflow
 * instances too), as the subgraph's do in effect when they come back together.
 */
export async function capturePage(options: CaptureOptions): Promise<CapturedPage> {
  const statements = await captureRequest(options);
  const paced = await captureRequest({ ...options, answerDelayMs: PACED_ANSWER_DELAY_MS });
  const unmatched = [...paced];
  const timing = statements.map((statement) => {
    const index = unmatched.findIndex(
      (other) =>
        other.text === statement.text &&
        JSON.stringify(other.params) === JSON.stringify(statement.params) &&
        other.transactionBefore === statement.transactionBefore &&
        other.transactionAfter === statement.transactionAfter,
    );
    return index < 0 ? undefined : unmatched.splice(index, 1)[0];
  });
  if (timing.includes(undefined) || unmatched.length)
    throw new Error(
      `the request sent other statements when its answers were slower: ${describe(statements)} // paced: ${describe(paced)}`,
    );
  return pageOf(statements, timing as RecordedStatement[]);
}

function describe(statements: readonly RecordedStatement[]): string {
  return statements
    .map(
      (statement) =>
        `[${statement.applicationName ?? 'unnamed'} #${statement.connection}] ${statement.text.slice(0, 120)}${statement.error ? ` (${statement.error})` : ''}`,
    )
    .join(' | ');
}

/** Statements that change rows: a replay of them would not measure the same work, and would change the data. */
const WRITE_TAG = /^(INSERT|UPDATE|DELETE|MERGE|COPY)\b/;

/**
 * The page the replay sends for the statements of one request: transactions kept whole on one connection, and each
 * unit waiting for the units that had been answered before the subgraph sent it. `timing` is the same statements
 * (index for index) from the capture whose times tell what waited for what (see `capturePage`).
 */
export function pageOf(
  statements: readonly RecordedStatement[],
  timing: readonly RecordedStatement[] = statements,
): CapturedPage {
  const writes = statements.filter((statement) => statement.tags.some((tag) => WRITE_TAG.test(tag)));
  if (writes.length) throw new Error(`a replayed page must only read; it writes: ${describe(writes)}`);
  interface Unit {
    readonly statements: RecordedStatement[];
    readonly timing: RecordedStatement[];
  }
  const units: Unit[] = [];
  const openTransactions = new Map<number, Unit>();
  statements.forEach((statement, index) => {
    const open = openTransactions.get(statement.connection);
    if (statement.transactionBefore !== 'I' && !open)
      throw new Error(`a statement ran in a transaction begun before the request: ${describe([statement])}`);
    const unit = open ?? { statements: [], timing: [] };
    if (!open) units.push(unit);
    unit.statements.push(statement);
    unit.timing.push(timing[index]);
    if (statement.transactionAfter === 'I') openTransactions.delete(statement.connection);
    else openTransactions.set(statement.connection, unit);
  });
  if (openTransactions.size) throw new Error('the request left a transaction open');
  const sentAt = units.map((unit) => Math.min(...unit.timing.map((statement) => statement.sentAt)));
  const doneAt = units.map((unit) => Math.max(...unit.timing.map((statement) => statement.doneAt!)));
  // Every unit answered before this one was sent, then without those another of them already waits for.
  const waitsFor = units.map((_, index) =>
    units.flatMap((__, other) => (other !== index && doneAt[other] <= sentAt[index] ? [other] : [])),
  );
  const ancestors = waitsFor.map((direct) => new Set(direct));
  for (let index = 0; index < units.length; index++)
    for (const other of waitsFor[index]) for (const ancestor of ancestors[other]) ancestors[index].add(ancestor);
  return {
    statements: statements.length,
    units: units.map((unit, index) => ({
      statements: unit.statements.map(({ protocol, text, params, rows, tags }) => ({
        protocol,
        text,
        params,
        rows,
        tags,
      })),
      after: waitsFor[index].filter((other) => !waitsFor[index].some((next) => ancestors[next].has(other))),
    })),
  };
}

/**
 * A pool like the subgraph's: `size` connections, none kept open at first, and the value parsers MikroORM gives its
 * own pool (dates and timestamps left as text), so that the replay decodes the rows as the subgraph does.
 */
export function replayPool(databaseUrl: string, size: number): pg.Pool {
  const types = new pg.TypeOverrides();
  // pg's parser of text[] (oid 1009), what MikroORM's arrays of dates parse with (postgres-array).
  const textArray = pg.types.getTypeParser(1009 as TypeId) as (value: string) => string[];
  for (const [oid, parser] of Object.entries(createPostgreSqlTypeParsers(textArray)))
    types.setTypeParser(Number(oid), parser);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    min: 0,
    max: size,
    types,
    application_name: 'bench-sql-replay',
  });
  pool.on('error', () => undefined); // an idle client dropped by the server: the pool replaces it
  return pool;
}

type TypeId = Parameters<pg.TypeOverrides['setTypeParser']>[0];

/** pg's query options, with the one its typings leave out: bound parameters even when there are none. */
type ExtendedQuery = pg.QueryConfig<BoundParameter[]> & { readonly queryMode: 'extended' };

/** Sends one statement as the subgraph did: a simple query as a simple query, a bound one with its parameters. */
async function send(client: pg.Pool | pg.PoolClient, statement: PageStatement): Promise<number> {
  const extended: ExtendedQuery = { text: statement.text, values: [...statement.params], queryMode: 'extended' };
  const result: pg.QueryResult | pg.QueryResult[] =
    statement.protocol === 'simple' ? await client.query(statement.text) : await client.query(extended);
  // A simple query of several statements answers one result each.
  const results: pg.QueryResult[] = Array.isArray(result) ? result : [result];
  return results.reduce((rows, each) => rows + (each.rows?.length ?? 0), 0);
}

/** Rows each statement of `unit` returned, in order. */
async function sendUnit(pool: pg.Pool, unit: PageUnit): Promise<number[]> {
  if (unit.statements.length === 1) return [await send(pool, unit.statements[0])];
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    const rows: number[] = [];
    for (const statement of unit.statements) rows.push(await send(client, statement));
    return rows;
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A connection left inside a failed transaction is closed rather than given to the next page.
    client.release(failed);
  }
}

/** One page: each unit once the units it waits for are done; rows per statement, in the page's order. */
export async function replayPage(pool: pg.Pool, page: CapturedPage): Promise<number[]> {
  const done: Promise<number[]>[] = [];
  for (const unit of page.units)
    done.push(Promise.all(unit.after.map((other) => done[other])).then(() => sendUnit(pool, unit)));
  return (await Promise.all(done)).flat();
}

/** One replay of the page, which must return to each statement the rows the subgraph got. */
export async function checkReplay(pool: pg.Pool, page: CapturedPage): Promise<void> {
  const rows = await replayPage(pool, page);
  const expected = page.units.flatMap((unit) => unit.statements.map((statement) => statement.rows));
  const differ = rows.flatMap((count, index) => (count === expected[index] ? [] : [index]));
  if (differ.length)
    throw new Error(
      `the replay's rows differ from the subgraph's at statements ${differ.join(', ')}: ${rows.join(',')} instead of ${expected.join(',')}`,
    );
}

/** What a stretch of replayed pages measured, as autocannon's results are read. */
export interface ReplayResult {
  /** Pages answered within the stretch. */
  readonly requests: number;
  /** Pages begun, including those still in flight when it ended (they are finished, not counted). */
  readonly sent: number;
  readonly errors: number;
  /** Time of each page answered within the stretch, ascending. */
  readonly sortedMs: number[];
}

/** `clients` loops, each replaying the page again as soon as it is done (as autocannon's connections do), for `seconds`. */
export async function replayLoad(
  pool: pg.Pool,
  page: CapturedPage,
  clients: number,
  seconds: number,
): Promise<ReplayResult> {
  const end = performance.now() + seconds * 1000;
  const sortedMs: number[] = [];
  let requests = 0;
  let sent = 0;
  let errors = 0;
  const client = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      sent++;
      let failed = false;
      try {
        await replayPage(pool, page);
      } catch {
        failed = true;
      }
      const finished = performance.now();
      if (finished > end) break;
      requests++;
      if (failed) errors++;
      sortedMs.push(finished - start);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { requests, sent, errors, sortedMs: sortedMs.sort((a, b) => a - b) };
}

/** A subgraph of the bench's stack, as its component is named. */
export type ReplayedSubgraph = 'training' | 'compliance';

/**
 * The size of `subgraph`'s database pool, from its database options (imported only here: they load its entities).
 */
export async function subgraphPoolSize(subgraph: ReplayedSubgraph): Promise<number> {
  const [{ DEFAULT_POOL_SIZE }, options] = await Promise.all([
    import('../subgraphs/shared/database.js'),
    subgraph === 'training'
      ? import('../subgraphs/training/database.js').then((module) => module.trainingDatabase)
      : import('../subgraphs/compliance/database.js').then((module) => module.complianceDatabase),
  ]);
  return options.poolSize ?? DEFAULT_POOL_SIZE;
}

/** The statement counters of the subgraph with schema `schema`, from its `/metrics`. */
export async function metricsCounters(metricsUrl: string, schema: string): Promise<StatementCounters> {
  const text = await (await fetch(metricsUrl)).text();
  const counters = { request: 0, background: 0 };
  for (const match of text.matchAll(/^db_queries_total\{([^}]*)\} (\d+)$/gm)) {
    const labels = match[1];
    if (!labels.includes(`subgraph="${schema}"`)) continue;
    counters[labels.includes('origin="request"') ? 'request' : 'background'] += Number(match[2]);
  }
  return counters;
}

/** A GraphQL request to a subgraph, as the bench's subgraph path sends it. */
export interface SubgraphRequest {
  readonly query: string;
  readonly operationName?: string;
  readonly variables?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
}

/** Ports of the instances started for a capture, beside the bench's own (bench/stack.ts). */
const CAPTURE_PORTS: Record<ReplayedSubgraph, number> = { training: 15421, compliance: 15422 };

/**
 * The page of `request` on `subgraph`: a second instance of the subgraph's component (the same build and the same
 * environment as the one measured, on a port of its own) is started over a recorder in front of the bench's
 * database, answers the request a few times, and is stopped again. The instance under measurement never goes
 * through the recorder, so that recording costs it nothing.
 */
export async function captureSubgraphPage(
  subgraph: ReplayedSubgraph,
  request: SubgraphRequest,
  databaseUrl: string,
  transport: EventTransport,
): Promise<CapturedPage> {
  const recorder = await PostgresRecorder.start(databaseUrl);
  const port = CAPTURE_PORTS[subgraph];
  const env = { ...benchEnv(recorder.url, transport), [`${subgraph.toUpperCase()}_PORT`]: String(port) };
  const instance = launchComponent(subgraph, env, false, false);
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${origin}/health`);
    const send = async () => {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...request.headers },
        body: JSON.stringify({
          query: request.query,
          operationName: request.operationName,
          variables: request.variables ?? {},
        }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (!response.ok || body.errors?.length)
        throw new Error(`the capture's ${subgraph} answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
    };
    // The first requests of a process do work of their own (caches, prepared metadata).
    for (let warmUp = 0; warmUp < 3; warmUp++) await send();
    return await capturePage({ recorder, send, counters: () => metricsCounters(`${origin}/metrics`, subgraph) });
  } finally {
    await stopProcesses([instance]);
    await recorder.stop();
  }
}
