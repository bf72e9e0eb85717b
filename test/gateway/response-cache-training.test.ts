import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { responseCachePoliciesOf } from '../../gateway/response-cache/index.js';
import { startGateway, type RunningGateway } from '../../gateway/server.js';
import { TRAINING_CACHE_GATE } from '../../platform/auth/training-cache-view.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import {
  cachedThrough,
  callsDuring,
  hitsOf,
  readUntilHit,
  replicaOptions,
  startCachingReplicas,
} from '../support/gateway-replicas.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { trainingRest, trainingSql } from '../support/training-rest.js';
import { identityEnv, outsiderHeaders, signInTrainingAdmin } from '../support/training.js';
import { waitFor } from '../support/wait.js';

/**
 * Training's admin reads in the gateway's response cache (scope TENANT): every admin of training sees the same admin
 * data, so their answers are kept under one view (`training/admin`), never under a credential, and served only once
 * `trainingCacheGate` has passed the request through training's admin check (a token the identity provider accepts,
 * of a member of the training tenant per training's records); the writes record their events in their transactions.
 * Two gateway replicas over one stack: a write through A shows at once through A and through B once its event arrives.
 */

const SETTINGS = 'query Settings { trainingSettings { trainingPlanExpiryDays brochureExpiryDays } }';
const UPDATE_SETTINGS =
  'mutation Set($days: Int!) { updateTrainingSettings(input: { brochureExpiryDays: $days }) { brochureExpiryDays } }';

const idp = new TestIdentityProvider();
let stack: TestStack;
let replicaA: RunningGateway;
let replicaB: RunningGateway;
let admin: Record<string, string>;
let colleague: Record<string, string>;
let colleagueId: string;

interface SettingsData {
  trainingSettings: { trainingPlanExpiryDays: number; brochureExpiryDays: number } | null;
}
type SettingsAnswer = Awaited<ReturnType<typeof graphqlRequest<SettingsData>>>;

const settings = (gateway: RunningGateway, headers: Record<string, string>): Promise<SettingsAnswer> =>
  graphqlRequest<SettingsData>(gateway.url, SETTINGS, {}, headers);

/** The settings as `headers` read them once a read was a hit (an earlier write's event may still drop what was read). */
const cachedFor = (gateway: RunningGateway, headers: Record<string, string>, what: string) =>
  cachedThrough(
    gateway,
    (replica) => settings(replica, headers),
    () => true,
    what,
  );

const brochureDays = (answer: SettingsAnswer) => answer.data?.trainingSettings?.brochureExpiryDays;

beforeAll(async () => {
  await idp.start();
  ({ stack, replicaA, replicaB } = await startCachingReplicas('response-cache-training', {
    ...identityEnv(idp),
    AUDIT_LOG_URL: undefined,
  }));
  ({ headers: admin } = await signInTrainingAdmin(idp, stack.testDatabase.url));
  let user: { id: string };
  ({ headers: colleague, user } = await signInTrainingAdmin(idp, stack.testDatabase.url));
  colleagueId = user.id;
}, 240_000);

afterAll(async () => {
  await replicaB?.stop();
  await stack?.stop();
  await idp.stop();
});

describe('the supergraph’s declarations', () => {
  test('make training’s admin reads cacheable per view behind trainingCacheGate, certificates public', async () => {
    const policies = responseCachePoliciesOf((await composeSupergraph()).supergraph);
    expect(policies.gates.get('TRAINING')).toBe(TRAINING_CACHE_GATE);
    const adminReads = [
      'enquiries',
      'enrollments',
      'enrollment',
      'interests',
      'interest',
      'trainingMetrics',
      'trainingSettings',
      'trainingPlanRequests',
    ];
    for (const field of adminReads) expect(policies.cacheable.get(field)).toMatchObject({ scope: 'TENANT' });
    expect(policies.cacheable.get('verifyCertificate')).toEqual({
      tags: ['training.certificates'],
      scope: 'PUBLIC',
      graph: 'TRAINING',
    });
    expect(policies.cacheable.get('trainingMetrics')?.tags).toEqual(
      expect.arrayContaining([
        'training.enquiries',
        'training.enrollments',
        'training.interests',
        'training.catalogue',
      ]),
    );
    expect(policies.invalidates.get('submitEnquiry')?.tags).toEqual(['training.enquiries']);
    expect(policies.invalidates.get('updateEnrollmentStatus')?.tags).toEqual([
      'training.enrollments',
      'training.certificates',
    ]);
  });
});

describe('a training admin read', () => {
  test('is served from the cache on the second call, training asked only its gate', async () => {
    const first = await cachedFor(replicaA, admin, 'a hit');
    expect(first.errors).toBeUndefined();
    expect(first.data?.trainingSettings?.trainingPlanExpiryDays).toBe(180);
    let again!: SettingsAnswer;
    const hits = hitsOf(replicaA);
    expect(await callsDuring(async () => (again = await settings(replicaA, admin)), 'training')).toBe(1);
    expect(hitsOf(replicaA)).toBe(hits + 1);
    expect(again).toEqual(first);
  });

  test('is shared by two admins (one view), each confirmed by the gate', async () => {
    const first = await cachedFor(replicaA, admin, 'a hit');
    const hits = hitsOf(replicaA);
    const theirs = await settings(replicaA, colleague);
    expect(hitsOf(replicaA)).toBe(hits + 1);
    expect(theirs).toEqual(first);
  });

  test('is never served to a non-admin, a forged token, nor an admin whose membership was revoked', async () => {
    await cachedFor(replicaA, admin, 'a hit');
    const hits = hitsOf(replicaA);
    const outsider = await settings(replicaA, outsiderHeaders(idp));
    expect(outsider.data?.trainingSettings ?? null).toBeNull();
    expect(outsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const forged = await settings(replicaA, { authorization: 'Bearer not.a.valid-token' });
    expect(forged.data?.trainingSettings ?? null).toBeNull();
    expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A token still valid at the identity provider, whose user is no longer a member here.
    await trainingSql(() => stack)('delete from "training"."tenant_membership" where "user_id" = ?', [colleagueId]);
    const revoked = await settings(replicaA, colleague);
    expect(revoked.data?.trainingSettings ?? null).toBeNull();
    expect(revoked.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(hitsOf(replicaA)).toBe(hits);
  });

  test('is served by the prepared lane (as production runs) after its gate, and executed there once the gate refuses', async () => {
    const laneReplica = await startGateway({ ...(await replicaOptions(stack)), singleFetch: 'on' });
    try {
      const { headers: another, user } = await signInTrainingAdmin(idp, stack.testDatabase.url);
      const cached = await cachedFor(laneReplica, another, 'a hit of the lane’s replica');
      const hits = hitsOf(laneReplica);
      const answered = laneReplica.preparedLane.answered();
      expect(await settings(laneReplica, another)).toEqual(cached);
      expect(hitsOf(laneReplica)).toBe(hits + 1);
      await trainingSql(() => stack)('delete from "training"."tenant_membership" where "user_id" = ?', [user.id]);
      const revoked = await settings(laneReplica, another);
      expect(revoked.data?.trainingSettings ?? null).toBeNull();
      expect(revoked.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(hitsOf(laneReplica)).toBe(hits + 1);
      // Both answered by the lane: the hit after its gate, the refused one executed as the full path would.
      expect(laneReplica.preparedLane.answered()).toBe(answered + 2);
    } finally {
      await laneReplica.stop();
    }
  });

  test('shows a write at once through the replica that acknowledged it, and through the other once its event arrives', async () => {
    for (let round = 0; round < 2; round++) {
      const [writer, reader] = round % 2 ? [replicaB, replicaA] : [replicaA, replicaB];
      await cachedFor(writer, admin, 'a cached answer (writer)');
      await cachedFor(reader, admin, 'a cached answer (reader)');
      const days = 40 + round;
      const written = await graphqlRequest(writer.url, UPDATE_SETTINGS, { days }, admin);
      expect(written.errors).toBeUndefined();
      expect(brochureDays(await settings(writer, admin))).toBe(days);
      await waitFor(async () => brochureDays(await settings(reader, admin)) === days || undefined, {
        timeoutMs: 5_000,
        what: 'the other replica to show the new settings',
      });
    }
  });
});

describe('a legacy REST read through a cached admin operation', () => {
  test('answers a hit as it answered the execution: status, body and ETag', async () => {
    const call = trainingRest(() => stack);
    const read = () => call('GET', '/settings', undefined, admin);
    const { hit, previous } = await readUntilHit(replicaA, read, 'a REST read served from the cache');
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual(previous.body);
    expect(hit.body).toEqual(expect.objectContaining({ training_plan_expiry_days: 180 }));
    expect(hit.headers.get('etag')).toBeTruthy();
    expect(hit.headers.get('etag')).toBe(previous.headers.get('etag'));
  });

  test('asked afresh (Cache-Control: no-cache or no-store), is executed, as the same GraphQL request would be', async () => {
    const call = trainingRest(() => stack);
    const reads = [
      { path: '/settings', headers: admin },
      { path: '/courses?limit=3', headers: {} },
    ];
    for (const { path, headers } of reads) {
      const read = (more: Record<string, string> = {}) => call('GET', path, undefined, { ...headers, ...more });
      const { hit } = await readUntilHit(replicaA, read, `a REST read of ${path} served from the cache`);
      const hits = hitsOf(replicaA);
      for (const cacheControl of ['no-cache', 'max-age=0, no-store']) {
        let fresh!: Awaited<ReturnType<typeof read>>;
        expect(await callsDuring(async () => (fresh = await read({ 'cache-control': cacheControl })))).toBeGreaterThan(
          0,
        );
        expect(fresh.status).toBe(200);
        expect(fresh.body).toEqual(hit.body);
      }
      expect(hitsOf(replicaA)).toBe(hits);
      await read();
      expect(hitsOf(replicaA)).toBe(hits + 1);
    }
  });
});

describe('an enrollment completed through one replica', () => {
  const ENROLLMENTS = 'query Enrollments { enrollments(limit: 50) { total items { id status certificate { id } } } }';
  const VERIFY =
    'query Verify($number: String!) { verifyCertificate(certificateNumber: $number) { valid learnerName courseTitle } }';

  interface EnrollmentsData {
    enrollments: { total: number; items: { id: string; status: string; certificate: { id: string } | null }[] };
  }
  const enrollments = (gateway: RunningGateway) => graphqlRequest<EnrollmentsData>(gateway.url, ENROLLMENTS, {}, admin);
  const statusOf = (answer: Awaited<ReturnType<typeof enrollments>>, id: string) =>
    answer.data?.enrollments.items.find((item) => item.id === id)?.status;

  async function admitted<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await graphqlRequest<T>(replicaA.url, query, variables, admin);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  }

  test('shows in the other replica’s cached admin list once its event arrives, and its certificate verifies from the cache', async () => {
    const { createCourse: course } = await admitted<{ createCourse: { id: string } }>(
      'mutation { createCourse(input: { title: "Cached Safety", slug: "cached-safety", description: "D" }) { id } }',
    );
    const { createEnrollment: enrollment } = await admitted<{ createEnrollment: { id: string } }>(
      'mutation($input: CreateEnrollmentInput!) { createEnrollment(input: $input) { id } }',
      { input: { courseId: course.id, learnerName: 'Ada Lovelace', learnerEmail: 'ada@example.test' } },
    );
    await cachedThrough(replicaB, enrollments, (answer) => statusOf(answer, enrollment.id) === 'PENDING', 'B’s list');
    const { updateEnrollmentStatus: completed } = await admitted<{
      updateEnrollmentStatus: { certificate: { certificateNumber: string } };
    }>(
      'mutation($id: ID!) { updateEnrollmentStatus(id: $id, status: COMPLETED) { certificate { certificateNumber } } }',
      {
        id: enrollment.id,
      },
    );
    expect(statusOf(await enrollments(replicaA), enrollment.id)).toBe('COMPLETED');
    await waitFor(async () => statusOf(await enrollments(replicaB), enrollment.id) === 'COMPLETED' || undefined, {
      timeoutMs: 5_000,
      what: 'the other replica to show the completed enrollment',
    });

    // Public: asked without credentials, one answer for everyone.
    const number = completed.certificate.certificateNumber;
    const verified = await cachedThrough(
      replicaB,
      (gateway) => graphqlRequest(gateway.url, VERIFY, { number }),
      (answer) => answer.errors === undefined,
      'a cached verification',
    );
    expect(verified.data).toEqual({
      verifyCertificate: { valid: true, learnerName: 'Ada Lovelace', courseTitle: 'Cached Safety' },
    });
    expect(await callsDuring(() => graphqlRequest(replicaB.url, VERIFY, { number }), 'training')).toBe(0);
  });
});
