import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { resetConfig } from '../../platform/config.js';
import { cachedThrough, callsDuring, replicaOptions } from '../support/gateway-replicas.js';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * A course's write drops only what can show that course: `course(idOrSlug:)` is `@cacheable(partitionBy:
 * "idOrSlug")`, and training's course writes record `training.catalogue.partition.<id>.<slug>….changed` (its id, its
 * old slug and its new one). Two gateway replicas over one stack, each case without and with Redis (TEST_REDIS_URL):
 * a rename of course A through one replica drops A by id, by its old slug and by its new one, and the course lists, on
 * that replica before it answers (the subgraph's answer lists the events it recorded) and on the other when the event
 * arrives; course B and the taxonomies (a tag of their own) stay hits on both. A taxonomy's change (the whole of
 * `training.taxonomies`, which every course read is cached under too) still drops B.
 */

const ADMIN = { authorization: 'Bearer development' };
const COURSE = 'query Course($idOrSlug: String!) { course(idOrSlug: $idOrSlug) { id title slug } }';
const LIST = 'query List { courses(limit: 100, sort: [{ field: TITLE, direction: ASC }]) { items { id title } } }';
const TAXONOMIES = 'query Taxonomies { taxonomies { cities { id name } } }';
const CREATE = 'mutation Create($input: CreateCourseInput!) { createCourse(input: $input) { id } }';
const UPDATE = 'mutation Update($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { id } }';
const CREATE_TAXONOMY = 'mutation Taxonomy($input: CreateTaxonomyInput!) { createTaxonomy(input: $input) { id } }';

interface CourseAnswer {
  course: { id: string; title: string; slug: string } | null;
}

const modes: [string, string | undefined][] = [
  ['each replica caching in its own memory', undefined],
  ['two replicas sharing the cache in Redis', process.env.TEST_REDIS_URL],
];

describe.each(modes)('a course’s write, %s', (_mode, redisUrl) => {
  const withRedis = _mode.includes('Redis');
  const skip = withRedis && !redisUrl;
  let stack: TestStack;
  let replicaA: RunningGateway;
  let replicaB: RunningGateway;
  const suffix = randomBytes(4).toString('hex');
  const courses = { a: { id: '', slug: `part-a-${suffix}` }, b: { id: '', slug: `part-b-${suffix}` } };

  const read = async (gateway: RunningGateway, idOrSlug: string) =>
    graphqlRequest<CourseAnswer>(gateway.url, COURSE, { idOrSlug });
  const titleOf = async (gateway: RunningGateway, idOrSlug: string) => {
    const answer = await read(gateway, idOrSlug);
    expect(answer.errors).toBeUndefined();
    return answer.data!.course!.title;
  };
  const taxonomies = async (gateway: RunningGateway) => {
    const answer = await graphqlRequest<{ taxonomies: { cities: { name: string }[] } }>(gateway.url, TAXONOMIES);
    expect(answer.errors).toBeUndefined();
    return answer.data!.taxonomies.cities.map(({ name }) => name);
  };
  const listedTitles = async (gateway: RunningGateway) => {
    const answer = await graphqlRequest<{ courses: { items: { id: string; title: string }[] } }>(gateway.url, LIST);
    expect(answer.errors).toBeUndefined();
    return answer.data!.courses.items.filter(({ id }) => id === courses.a.id).map(({ title }) => title);
  };
  /** Reads until a read is a hit of `gateway`'s: every write's event before it has arrived. */
  const cached = (gateway: RunningGateway, idOrSlug: string, title: string) =>
    cachedThrough(
      gateway,
      (replica) => titleOf(replica, idOrSlug),
      (seen) => seen === title,
      `${idOrSlug} cached`,
    );

  /** Whether `read` was answered from `gateway`'s own memory (not a miss, nor what Redis held for every replica). */
  async function ownHit(gateway: RunningGateway, read: () => Promise<unknown>): Promise<boolean> {
    const { hits, sharedHits } = gateway.responseCache!.stats;
    await read();
    const after = gateway.responseCache!.stats;
    return after.hits === hits + 1 && after.sharedHits === sharedHits;
  }

  async function write(gateway: RunningGateway, query: string, variables: Record<string, unknown>) {
    const answer = await graphqlRequest<Record<string, { id: string }>>(gateway.url, query, variables, ADMIN);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0].id;
  }
  const courseInput = (title: string, slug: string) => ({
    title,
    slug,
    description: 'A partitioned course',
    isPublished: true,
  });

  beforeAll(async () => {
    if (skip) return;
    stack = await startTestStack({ EVENTS_EXCHANGE: `partitions-${suffix}`, REDIS_URL: redisUrl });
    replicaA = stack.gateway;
    const saved = process.env.REDIS_URL;
    if (redisUrl) process.env.REDIS_URL = redisUrl;
    else delete process.env.REDIS_URL;
    resetConfig();
    try {
      replicaB = await startGateway(await replicaOptions(stack));
    } finally {
      if (saved === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved;
      resetConfig();
    }
    await waitFor(
      () =>
        [replicaA, replicaB].every(
          (replica) => replica.responseCache!.usable() && replica.responseCache!.shared() === withRedis,
        ) || undefined,
      { timeoutMs: 60_000, what: 'both replicas’ caches on' },
    );
    courses.a.id = await write(replicaA, CREATE, { input: courseInput('Course A', courses.a.slug) });
    courses.b.id = await write(replicaA, CREATE, { input: courseInput('Course B', courses.b.slug) });
  }, 240_000);

  afterAll(async () => {
    await replicaB?.stop();
    await stack?.stop();
  });

  (skip ? test.skip : test)(
    'renamed, drops A by id, old slug and new slug and the lists, on the writer before it answers and on the other when its event arrives; B stays a hit on both',
    async () => {
      const renamed = `part-renamed-${suffix}`;
      for (const replica of [replicaA, replicaB]) {
        await cached(replica, courses.b.slug, 'Course B');
        await cached(replica, courses.a.slug, 'Course A');
        await cached(replica, courses.a.id, 'Course A');
        // Also asked by its id in capitals: one entry of its own, the same partition.
        await cached(replica, courses.a.id.toUpperCase(), 'Course A');
        await cachedThrough(replica, listedTitles, (titles) => titles[0] === 'Course A', 'the list cached');
        await cachedThrough(replica, taxonomies, () => true, 'the taxonomies cached');
        // Not there yet: an error, which is never kept.
        expect((await read(replica, renamed)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }

      await write(replicaA, UPDATE, { id: courses.a.id, input: courseInput('Course A renamed', renamed) });

      // The writer dropped A's entries before it answered: none of them is served stale, not once.
      expect((await read(replicaA, courses.a.slug)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await titleOf(replicaA, courses.a.id)).toBe('Course A renamed');
      expect(await titleOf(replicaA, courses.a.id.toUpperCase())).toBe('Course A renamed');
      expect(await titleOf(replicaA, renamed)).toBe('Course A renamed');
      expect(await listedTitles(replicaA)).toEqual(['Course A renamed']);
      // And kept B's: the subgraph's answer named what the write changed.
      expect(await callsDuring(() => titleOf(replicaA, courses.b.slug))).toBe(0);
      // The taxonomies show no course: under a tag of their own, which no course's write touches.
      expect(await callsDuring(() => taxonomies(replicaA))).toBe(0);

      // The other replica drops A's when the event arrives, and keeps B's.
      await waitFor(async () => (await titleOf(replicaB, courses.a.id)) === 'Course A renamed' || undefined, {
        timeoutMs: 10_000,
        what: 'the rename’s event on B',
      });
      expect((await read(replicaB, courses.a.slug)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await titleOf(replicaB, courses.a.id.toUpperCase())).toBe('Course A renamed');
      expect(await titleOf(replicaB, renamed)).toBe('Course A renamed');
      expect(await listedTitles(replicaB)).toEqual(['Course A renamed']);
      let title = '';
      expect(await callsDuring(async () => (title = await titleOf(replicaB, courses.b.slug)))).toBe(0);
      expect(title).toBe('Course B');
      expect(await callsDuring(() => titleOf(replicaA, courses.b.slug))).toBe(0);
      expect(await callsDuring(() => taxonomies(replicaB))).toBe(0);
    },
    60_000,
  );

  (skip ? test.skip : test)(
    'of a taxonomy item (a whole tag’s: every course shows its items) still drops every course and the taxonomies, on both replicas',
    async () => {
      const city = `City ${suffix}`;
      for (const replica of [replicaA, replicaB]) {
        await cached(replica, courses.b.slug, 'Course B');
        await cachedThrough(replica, taxonomies, (names) => !names.includes(city), 'the taxonomies cached');
      }
      await write(replicaA, CREATE_TAXONOMY, { input: { type: 'CITY', name: city } });
      // The writer, before it answers.
      expect(await taxonomies(replicaA)).toContain(city);
      expect(await ownHit(replicaA, () => titleOf(replicaA, courses.b.slug))).toBe(false);
      // The other, when the event arrives.
      await waitFor(async () => (await taxonomies(replicaB)).includes(city) || undefined, {
        timeoutMs: 10_000,
        what: 'the taxonomy’s event on B',
      });
      // With Redis, what the writer read again since may be served to it from there.
      expect(await ownHit(replicaB, () => titleOf(replicaB, courses.b.slug))).toBe(false);
    },
    60_000,
  );
});
