/* eslint-disable @typescript-eslint/no-explicit-any -- answer bodies are checked field by field with expect */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { RELAY_LOCK_CLASS } from '../../subgraphs/shared/events/relay.js';
import { mailJob, type QueuedMail } from '../../subgraphs/shared/mail.js';
import { loadRound, seedLoadFixtures, send, type LoadFixtures, type Outcome } from '../support/cluster-load.js';
import { TestCluster, type ClusterReplica } from '../support/cluster.js';
import { seedEntity, seedUser, type TenantUser } from '../support/compliance.js';
import { requestPasswordReset, seedPlan, seedTenant, seedUser as seedFactoryUser } from '../support/factory.js';
import { DeduplicatingConsumer, EVENT_TRANSPORTS } from '../support/profile-events.js';
import { mailTo, TestSmtpServer } from '../support/smtp.js';
import { SqlConnection } from '../support/sql-connection.js';
import { waitFor } from '../support/wait.js';
import { queuedJobs } from '../support/worker-process.js';

/**
 * Two of every component as processes of their own (test/support/cluster.ts), with RabbitMQ (when AMQP_URL is set)
 * and on PostgreSQL notifications, and replicas dying:
 * - background work: a job queued while two factory replicas work the queue runs once; the compliance replica in
 *   the middle of publishing a batch of outbox events is killed (SIGKILL) and the other one takes over, so that a
 *   consumer that drops duplicates by messageId sees every event, in commit order per entity. A job interrupted by
 *   its process's death is run again by another: test/faults/killed-mid-job.test.ts;
 * - one replica of each component killed under round-robin load: clients see answers, clean 503s in the service's
 *   shape or refused connections (never a 500, a 502 or a hang), the load goes on on the survivors, and on the
 *   killed replicas again once they are restarted.
 */

/** The process (of `replicas`) whose TCP connection has the local port `port` (Linux: /proc). */
function replicaOwningPort(replicas: readonly ClusterReplica[], port: number): ClusterReplica | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex}`)) inodes.add(fields[9]);
    }
  }
  return replicas.find((replica) => {
    try {
      return readdirSync(`/proc/${replica.process.pid}/fd`).some((fd) => {
        const target = (() => {
          try {
            return readlinkSync(`/proc/${replica.process.pid}/fd/${fd}`);
          } catch {
            return '';
          }
        })();
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        return inode !== undefined && inodes.has(inode);
      });
    } catch {
      return false;
    }
  });
}

/**
 * A clean error: a refused or cut connection, a GraphQL answer whose errors are all SERVICE_UNAVAILABLE (the gateway
 * answers a failed subgraph call so, with 200 or 503), or a legacy 503 in its service's shape (with its message).
 */
function isCleanError(outcome: Outcome): boolean {
  if (outcome.status === 'connection error') return true;
  const body = outcome.body;
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body.errors))
    return (
      [200, 503].includes(outcome.status) &&
      body.errors.length > 0 &&
      body.errors.every((error: any) => error?.extensions?.code === 'SERVICE_UNAVAILABLE')
    );
  return outcome.status === 503 && (typeof body.message === 'string' || typeof body.error === 'string');
}

describe.each(EVENT_TRANSPORTS)('two replicas of each component, events through %s', (_transport, amqpUrl) => {
  const smtp = new TestSmtpServer();
  const exchange = `test.faults.replicas.${randomUUID()}`;
  let cluster: TestCluster;
  let fixtures: LoadFixtures;
  let consumer: DeduplicatingConsumer;

  beforeAll(async () => {
    await smtp.start();
    cluster = await TestCluster.start(2, {
      AMQP_URL: amqpUrl,
      EVENTS_EXCHANGE: exchange,
      SMTP_URL: smtp.url,
      RATE_LIMIT_FACTOR: '0',
    });
    fixtures = await seedLoadFixtures(cluster);
    consumer = await DeduplicatingConsumer.bind(exchange, amqpUrl, cluster.database.url);
  }, 420_000);

  afterAll(async () => {
    await consumer?.close();
    await cluster?.stop();
    await smtp.stop();
  }, 120_000);

  test('a job queued beside two factory replicas that work the queue runs once', async () => {
    const { sql } = cluster.connection;
    const plan = await seedPlan(sql);
    const tenant = await seedTenant(sql, plan.id);
    const user = await seedFactoryUser(sql, tenant.id);
    await requestPasswordReset(cluster.graphqlUrl('gateway', 0), user.email);
    const completed = await waitFor(
      async () =>
        (await queuedJobs<QueuedMail>(sql, 'factory', mailJob.name)).find(
          (job) => job.data.to === user.email && job.state === 'completed',
        ),
      { timeoutMs: 60_000, what: 'the mail job to complete' },
    );
    expect(completed.retryCount).toBe(0);
    expect(smtp.messages.filter(mailTo(user.email))).toHaveLength(1);
  }, 120_000);

  test('the compliance replica killed in the middle of publishing: the other takes over, every event is seen once, in commit order per entity', async () => {
    const owner: TenantUser = await seedUser(cluster.connection.sql, fixtures.complianceTenantId, 'OWNER');
    const entityIds = await Promise.all(
      Array.from({ length: 4 }, () => seedEntity(cluster.connection.sql, fixtures.complianceTenantId)),
    );
    const failures: Outcome[] = [];
    let writing = true;
    let written = 0;
    // Each writer changes its entity with the version it last saw; after a failed change (its replica died) it reads
    // the version again, since the change may have committed before the answer was lost.
    const writers = entityIds.map(async (entityId, writer) => {
      let version = 1;
      for (let round = 0; writing; round++) {
        const set = (writer + round) % 2;
        const answer = await send(cluster.graphqlUrl('gateway', set), {
          what: 'profile change',
          set,
          method: 'POST',
          body: {
            query: `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) {
              updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version } }`,
            variables: { id: entityId, version, profileData: { registeredAddress: `Street ${round}` } },
          },
          headers: owner.headers,
        });
        const changed = answer.body?.data?.updateEntityProfile?.version as number | undefined;
        if (changed) {
          version = changed;
          written++;
          continue;
        }
        failures.push(answer);
        const read = await send(cluster.graphqlUrl('gateway', 1 - set), {
          what: 'version read',
          set: 1 - set,
          method: 'POST',
          body: { query: 'query ($id: ID!) { businessEntity(id: $id) { version } }', variables: { id: entityId } },
          headers: owner.headers,
        });
        version = (read.body?.data?.businessEntity?.version as number | undefined) ?? version;
      }
    });

    // A relay that takes its lock publishes its batch, then marks it published: a trigger makes that statement wait
    // while the test holds a lock of its own. The replica whose relay waits there with the relay's lock is the one
    // publishing, caught between the broker's confirm and its commit. Writes only insert outbox rows: they go on.
    const holder = await SqlConnection.open(cluster.database.url, 'cluster-test-holder');
    const { sql } = cluster.connection;
    let killed: ClusterReplica | undefined;
    try {
      await holder.sql(`select pg_advisory_lock(hashtext('replicas-test-hold'))`);
      await sql(`create function compliance.hold_marking() returns trigger language plpgsql as $$
        begin perform pg_advisory_xact_lock_shared(hashtext('replicas-test-hold')); return new; end $$`);
      // Only the statement that marks events published (the relay first places them, in an update of its own).
      await sql(
        `create trigger hold_marking before update on compliance.event_outbox for each row
           when (old.published_at is null and new.published_at is not null) execute function compliance.hold_marking()`,
      );
      const publisher = await waitFor(
        async () => {
          const [row] = await sql<{ pid: number; client_port: number }>(
            `select l.pid, a.client_port from pg_locks l join pg_stat_activity a using (pid)
              where l.locktype = 'advisory' and l.granted and l.mode = 'ExclusiveLock' and l.objsubid = 2
                and l.classid::bigint = (hashtext(?)::bigint & 4294967295)
                and l.objid::bigint = (hashtext('compliance')::bigint & 4294967295) and a.wait_event_type = 'Lock'`,
            [RELAY_LOCK_CLASS],
          );
          return row;
        },
        { timeoutMs: 60_000, what: 'a relay waiting, with its lock, to mark its batch published' },
      ).catch((error: Error) => {
        throw new Error(
          `${error.message} (${written} changes written; failures: ${JSON.stringify(failures.slice(0, 3))})`,
          {
            cause: error,
          },
        );
      });
      const compliance = cluster.replicas.filter((replica) => replica.component === 'compliance');
      killed = replicaOwningPort(compliance, publisher.client_port);
      expect({ publisher, killed: killed?.process.name }).toEqual({ publisher, killed: expect.any(String) });
      await cluster.kill(killed!);
      // The server notices a dead client only when it next reads from it: end its session now, as TCP keepalive
      // would in time, so that its batch rolls back and the relay's lock is free for the survivor.
      await sql('select pg_terminate_backend(?)', [publisher.pid]);
      await holder.sql(`select pg_advisory_unlock(hashtext('replicas-test-hold'))`);
      await sql(`drop trigger hold_marking on compliance.event_outbox`);
      await sql(`drop function compliance.hold_marking()`);
      const writtenAtKill = written;
      await waitFor(() => (written >= writtenAtKill + 20 ? true : undefined), {
        timeoutMs: 90_000,
        what: 'writes to go on after the kill',
      });
    } finally {
      writing = false;
      await Promise.all(writers);
      await holder.close();
    }

    const outbox = await waitFor(
      async () => {
        const rows = await cluster.connection.sql<{
          id: string;
          entity_id: string;
          version: number;
          published: boolean;
        }>(
          `select id, payload->>'entityId' as entity_id, (payload->>'version')::int as version, published_at is not null as published
             from compliance.event_outbox where payload->>'entityId' = any(?) order by position`,
          [entityIds],
        );
        return rows.every((row) => row.published) && consumer.of(entityIds).length >= rows.length ? rows : undefined;
      },
      { timeoutMs: 90_000, what: `every event published and seen (seen ${consumer.of(entityIds).length})` },
    );
    // Only the writes that were under way on the killed replica failed, each cleanly.
    expect(failures.filter((failure) => !isCleanError(failure))).toEqual([]);
    const seen = consumer.of(entityIds);
    expect(new Set(seen.map((event) => event.id))).toEqual(new Set(outbox.map((row) => row.id)));
    expect(seen).toHaveLength(outbox.length);
    for (const entityId of entityIds) {
      const committed = outbox.filter((row) => row.entity_id === entityId).map((row) => row.version);
      expect({ entityId, versions: seen.filter((event) => event.entityId === entityId).map((e) => e.version) }).toEqual(
        {
          entityId,
          versions: committed,
        },
      );
    }
    // Over AMQP the killed relay's batch had reached the broker before its commit: published again, dropped here.
    if (amqpUrl) expect(consumer.duplicates).toBeGreaterThan(0);
    else expect(consumer.duplicates).toBe(0);
    await cluster.restart(killed!);
  }, 300_000);

  test('one replica of each component killed under load: only clean errors, the load goes on on the survivors, then on the restarted ones', async () => {
    const rounds: { write: number; read: number; startedAt: number; consistent: boolean; outcomes: Outcome[] }[] = [];
    let loading = true;
    // Clients that know nothing of the replicas: each round writes through one set and reads through one set, the
    // four combinations in turn.
    const clients = Array.from({ length: 2 }, async (_, client) => {
      for (let round = client; loading; round++) {
        const [write, read] = [round % 2, Math.floor(round / 2) % 2];
        const startedAt = Date.now();
        rounds.push({ write, read, startedAt, ...(await loadRound(cluster, fixtures, write, read)) });
      }
    });
    const consistentRounds = (since: number, matches: (round: { write: number; read: number }) => boolean) =>
      rounds.filter((round) => round.startedAt > since && round.consistent && matches(round)).length;
    const onSet = (set: number) => (round: { write: number; read: number }) =>
      round.write === set || round.read === set;
    try {
      await waitFor(
        () => (consistentRounds(0, onSet(0)) >= 1 && consistentRounds(0, onSet(1)) >= 1 ? true : undefined),
        {
          timeoutMs: 90_000,
          what: 'the load to run on both sets',
        },
      );
      const victims = (['rest', 'gateway', 'training', 'compliance', 'factory'] as const).map((component) =>
        cluster.replica(component, 0),
      );
      await Promise.all(victims.map((victim) => cluster.kill(victim)));
      const killedAt = Date.now();
      const survivorsOnly = (round: { write: number; read: number }) => round.write === 1 && round.read === 1;
      // Meanwhile the clients also go to set 0, whose REST adapter and gateway are gone. Both clients may well reach
      // their survivors-only rounds first, so the wait is for both kinds of round to have ended.
      const endedOnSetZero = () => rounds.filter((round) => round.startedAt > killedAt && onSet(0)(round));
      await waitFor(
        () => (consistentRounds(killedAt, survivorsOnly) >= 2 && endedOnSetZero().length >= 1 ? true : undefined),
        { timeoutMs: 120_000, what: 'the load to go on on the surviving set, and to have tried the other' },
      );
      expect(endedOnSetZero().filter((round) => round.consistent)).toEqual([]);

      for (const victim of victims.reverse()) await cluster.restart(victim);
      const restartedAt = Date.now();
      await waitFor(() => (consistentRounds(restartedAt, onSet(0)) >= 2 ? true : undefined), {
        timeoutMs: 120_000,
        what: 'the load to run on the restarted set',
      });
    } finally {
      loading = false;
      await Promise.all(clients);
    }
    const outcomes = rounds.flatMap((round) => round.outcomes);
    const unclean = outcomes.filter(
      (outcome) => outcome.status !== 200 && outcome.status !== 201 && !isCleanError(outcome),
    );
    expect(unclean).toEqual([]);
  }, 420_000);
});
