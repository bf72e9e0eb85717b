import { cacheLookupsOf, percentile, round1 } from './measure.js';
import { graphql } from './seed.js';
import {
  benchEnv,
  gatewayUrl,
  launchComponent,
  SECOND_GATEWAY_PORT,
  secondGatewayUrl,
  startComponents,
  stopProcesses,
  waitUntilUp,
  type EventTransport,
} from './stack.js';

/**
 * How stale the gateway's response cache can be (issue 24, item 3): two gateway replicas, each a process of its own,
 * over the same subgraphs, with one course read through both and cached on both. Each round writes the course's
 * title through one replica (alternating) and, the moment the write is acknowledged, reads it through both:
 *
 * - through the replica that wrote, the first read must show the write (target: no stale read at all);
 * - through the other, reads go on until one shows it; the window is the time from the acknowledgement until the
 *   last stale answer was received (0 when the first read already showed it). Target: p99 under 100 ms.
 *
 * The reads of a round before its write are checked to have been served from the cache (the replicas' hit counters
 * on /metrics): a round whose reads missed the cache would measure nothing.
 */

export interface FreshnessFigures {
  readonly transport: EventTransport['name'];
  readonly rounds: number;
  /** Reads through the writing replica, right after the acknowledgement, that showed the old title. */
  readonly staleOnWriter: number;
  /** Rounds in which the other replica served at least one stale answer after the acknowledgement. */
  readonly roundsStaleOnOther: number;
  /** Acknowledgement → last stale answer received on the other replica, ms, over every round. */
  readonly otherWindowMs: { readonly p50: number; readonly p99: number; readonly max: number };
  /** Rounds whose second read through each replica, before the write, was a cache hit (every one must be). */
  readonly cachedRounds: number;
  readonly met: boolean;
}

export const FRESHNESS_TARGET = { staleOnWriter: 0, otherP99Ms: 100 } as const;
const ROUNDS = 100;
/** A stale answer this long after the acknowledgement fails the round outright (the cache never caught up). */
const GIVE_UP_MS = 5_000;

const SLUG = 'freshness-bench-course';
const READ = 'query Course($slug: String!) { course(idOrSlug: $slug) { id title } }';
const CREATE = 'mutation Create($input: CreateCourseInput!) { createCourse(input: $input) { id } }';
const UPDATE = 'mutation Update($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { id } }';

const titleThrough = async (url: string) =>
  ((await graphql(READ, { slug: SLUG }, url)) as { course: { title: string } }).course.title;

function setTitle(url: string, id: string, title: string): Promise<unknown> {
  return graphql(
    UPDATE,
    { id, input: { title, slug: SLUG, description: 'The course the freshness bench rewrites', isPublished: true } },
    url,
  );
}

/** The replica's response-cache hits so far (its /metrics). */
const cacheHits = async (graphqlUrl: string) => (await cacheLookupsOf(graphqlUrl)).hit ?? 0;

/** Until a second `read` through each replica is a hit: both caches on (their event streams bound). */
export async function untilBothCache(urls: readonly string[], read: (url: string) => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (const url of urls) {
    for (;;) {
      const before = await cacheHits(url);
      await read(url);
      await read(url);
      if ((await cacheHits(url)) > before) break;
      if (Date.now() > deadline) throw new Error(`the response cache of ${url} never came on`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * One write and how stale the cache is after it: `write` through `writer`, then, the moment it is acknowledged, `fresh`
 * (whether a read shows the write) once through `writer` and through `reader` until it does. The window is the time
 * from the acknowledgement until the last stale answer through `reader` was received (0 when the first was fresh).
 */
export async function staleWindow(
  writer: string,
  reader: string,
  write: () => Promise<unknown>,
  fresh: (url: string) => Promise<boolean>,
): Promise<{ staleOnWriter: boolean; windowMs: number }> {
  await write();
  const acknowledged = performance.now();
  const [onWriter, windowMs] = await Promise.all([
    fresh(writer),
    (async () => {
      let lastStaleAt: number | undefined;
      while (!(await fresh(reader))) {
        lastStaleAt = performance.now();
        if (lastStaleAt - acknowledged > GIVE_UP_MS) throw new Error(`${reader} still stale after ${GIVE_UP_MS} ms`);
      }
      return lastStaleAt === undefined ? 0 : lastStaleAt - acknowledged;
    })(),
  ]);
  return { staleOnWriter: !onWriter, windowMs };
}

/** p50, p99 and max of stale windows, in ms to a tenth. */
export function windowFigures(windows: readonly number[]): { p50: number; p99: number; max: number } {
  const sorted = [...windows].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? 0),
  };
}

export async function benchFreshness(databaseUrl: string, transport: EventTransport): Promise<FreshnessFigures> {
  const processes = await startComponents(databaseUrl, transport, { edge: false, inspect: false });
  const second = launchComponent(
    'gateway',
    { ...benchEnv(databaseUrl, transport), GATEWAY_PORT: String(SECOND_GATEWAY_PORT) },
    false,
    false,
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${SECOND_GATEWAY_PORT}/health`);
    const { createCourse } = (await graphql(CREATE, {
      input: {
        title: 'Title 0',
        slug: SLUG,
        description: 'The course the freshness bench rewrites',
        isPublished: true,
      },
    })) as { createCourse: { id: string } };
    const replicas = [gatewayUrl, secondGatewayUrl] as const;
    await untilBothCache(replicas, titleThrough);

    let staleOnWriter = 0;
    const windows: number[] = [];
    let cachedRounds = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const [writer, reader] = round % 2 ? replicas : ([replicas[1], replicas[0]] as const);
      // The old title, cached on both: the first read may fill, the second must hit.
      const hitsBefore = (await cacheHits(writer)) + (await cacheHits(reader));
      for (const url of [writer, reader, writer, reader]) await titleThrough(url);
      if ((await cacheHits(writer)) + (await cacheHits(reader)) - hitsBefore >= 2) cachedRounds++;

      const title = `Title ${round}`;
      const measured = await staleWindow(
        writer,
        reader,
        () => setTitle(writer, createCourse.id, title),
        async (url) => (await titleThrough(url)) === title,
      );
      if (measured.staleOnWriter) staleOnWriter++;
      windows.push(measured.windowMs);
    }
    const otherWindowMs = windowFigures(windows);
    return {
      transport: transport.name,
      rounds: ROUNDS,
      staleOnWriter,
      roundsStaleOnOther: windows.filter((window) => window > 0).length,
      otherWindowMs,
      cachedRounds,
      met:
        staleOnWriter === FRESHNESS_TARGET.staleOnWriter &&
        otherWindowMs.p99 < FRESHNESS_TARGET.otherP99Ms &&
        cachedRounds === ROUNDS,
    };
  } finally {
    await stopProcesses([second, ...Object.values(processes)]);
  }
}

export function printFreshness(runs: readonly FreshnessFigures[]): void {
  if (!runs.length) return;
  console.log(
    `\nResponse cache freshness: two gateway replicas (processes), one course cached on both; ${runs[0].rounds} writes through each in turn, each read through both the moment it is acknowledged`,
  );
  console.log(
    `targets: ${FRESHNESS_TARGET.staleOnWriter} stale reads through the replica that wrote; on the other, acknowledgement → last stale answer p99 < ${FRESHNESS_TARGET.otherP99Ms} ms\n`,
  );
  console.table(
    runs.map((run) => ({
      transport: run.transport,
      rounds: run.rounds,
      'rounds read from cache': run.cachedRounds,
      'stale on writer': run.staleOnWriter,
      'rounds stale on other': run.roundsStaleOnOther,
      'other p50 ms': run.otherWindowMs.p50,
      'other p99 ms': run.otherWindowMs.p99,
      'other max ms': run.otherWindowMs.max,
      met: run.met ? 'yes' : 'NO',
    })),
  );
}
