import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { startSubgraph, type RunningSubgraph } from '../../subgraphs/shared/server.js';
import { seedEntity, seedTenant, startCompliance, type TenantUser } from '../support/compliance.js';
import { DeduplicatingConsumer } from '../support/profile-events.js';
import { graphqlRequest } from '../support/stack.js';
import type { SubgraphUnderTest } from '../support/subgraph.js';
import { waitFor } from '../support/wait.js';

/**
 * The outbox under a broker outage: two compliance instances (two relays on one database) reach RabbitMQ only
 * through a proxy that the tests cut. A consumer bound directly on the real broker drops duplicates by
 * `messageId`, as CONTRACT.md §Events promises consumers may; after that every event is seen exactly once, and
 * the events of each entity in commit order (increasing `version`).
 */

const amqpUrl = process.env.AMQP_URL ?? '';
// A broker's outage needs a broker: without AMQP_URL (a fresh machine, events through PostgreSQL) there is none to
// lose; CI sets it.
const describeWithBroker = amqpUrl ? describe : describe.skip;

const UPDATE = `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
}`;

const exchange = `test.faults.${randomUUID()}`;
let proxy: TcpProxy;
let consumer: DeduplicatingConsumer;
let compliance: SubgraphUnderTest;
/** A second instance on the same database: its relay competes with the first one for the same outbox. */
let secondInstance: RunningSubgraph;
let owner: TenantUser;

beforeAll(async () => {
  if (!amqpUrl) return;
  proxy = await TcpProxy.create(new URL(amqpUrl));
  consumer = await DeduplicatingConsumer.bind(exchange, amqpUrl);
  compliance = await startCompliance({ AMQP_URL: proxy.url, EVENTS_EXCHANGE: exchange, RATE_LIMIT_FACTOR: '0' });
  secondInstance = await startSubgraph(complianceSubgraph, { port: 0, databaseUrl: compliance.database.url });
  owner = await seedTenant(compliance.sql);
});

afterAll(async () => {
  await secondInstance?.stop();
  await compliance?.stop();
  await consumer?.close();
  await proxy?.stop();
});

const newEntities = (count: number) =>
  Promise.all(Array.from({ length: count }, () => seedEntity(compliance.sql, owner.tenantId)));

/**
 * `updatesPerEntity` profile changes on each entity: one after another per entity (each sends the version the
 * previous one answered), all entities at once, alternating between the two instances. Every change must
 * succeed. `afterEach` runs after each answered change (to cut the broker mid-burst).
 */
async function changeProfiles(
  entityIds: readonly string[],
  updatesPerEntity: number,
  afterEach: () => void = () => undefined,
): Promise<void> {
  const urls = [compliance.subgraph.url, secondInstance.url];
  await Promise.all(
    entityIds.map(async (entityId, entityIndex) => {
      for (let version = 1; version <= updatesPerEntity; version++) {
        const url = urls[(entityIndex + version) % urls.length];
        const answer = await graphqlRequest<{ updateEntityProfile: { version: number } }>(
          url,
          UPDATE,
          { id: entityId, version, profileData: { registeredAddress: `Street ${version + 1}` } },
          owner.headers,
        );
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.updateEntityProfile.version).toBe(version + 1);
        afterEach();
      }
    }),
  );
}

const outboxOf = (entityIds: readonly string[]) =>
  compliance.sql<{ id: string; published_at: Date | null }>(
    `select id, published_at from compliance.event_outbox where payload->>'entityId' in (?)`,
    [entityIds],
  );

/** Waits until the consumer has seen every outbox event of the entities, then checks order and completeness. */
async function expectEachEventOnceInOrder(entityIds: readonly string[], updatesPerEntity: number): Promise<void> {
  const expected = entityIds.length * updatesPerEntity;
  await waitFor(() => (consumer.of(entityIds).length >= expected ? true : undefined), {
    timeoutMs: 90_000,
    intervalMs: 250,
    what: `${expected} distinct events (seen ${consumer.of(entityIds).length})`,
  });
  const outbox = await waitFor(
    async () => {
      const rows = await outboxOf(entityIds);
      return rows.every((row) => row.published_at) ? rows : undefined;
    },
    { what: 'every outbox row to be marked published' },
  );

  const seen = consumer.of(entityIds);
  expect(seen).toHaveLength(expected);
  expect(new Set(seen.map((event) => event.id))).toEqual(new Set(outbox.map((row) => row.id)));
  const versions = Array.from({ length: updatesPerEntity }, (_, index) => index + 2);
  for (const entityId of entityIds) {
    expect({
      entityId,
      versions: seen.filter((event) => event.entityId === entityId).map((event) => event.version),
    }).toEqual({ entityId, versions });
  }
}

describeWithBroker('RabbitMQ unreachable while profiles change', () => {
  test('every change succeeds; once the broker is back each event arrives, once, in order per entity', async () => {
    const entityIds = await newEntities(6);
    await changeProfiles(entityIds, 10);
    expect((await outboxOf(entityIds)).filter((row) => row.published_at)).toEqual([]);
    expect(consumer.of(entityIds)).toEqual([]);

    await proxy.start();
    await expectEachEventOnceInOrder(entityIds, 10);
  });
});

describeWithBroker('RabbitMQ cut in the middle of a burst of changes', () => {
  test('events published before the cut, and those republished or waiting after it, arrive once each and in order', async () => {
    const entityIds = await newEntities(8);
    let cut: Promise<number> | undefined;
    const cutOnceSomeArrived = () => {
      if (cut || consumer.of(entityIds).length < 20) return;
      cut = (async () => {
        await proxy.stop();
        // Long enough for both relays to fail at least once while changes pile up in the outbox.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const waiting = (await outboxOf(entityIds)).filter((row) => !row.published_at).length;
        await proxy.start();
        return waiting;
      })();
    };
    await changeProfiles(entityIds, 15, cutOnceSomeArrived);
    expect(cut).toBeDefined();
    // Events were both published before the cut and left waiting by it.
    expect(await cut).toBeGreaterThan(0);
    await expectEachEventOnceInOrder(entityIds, 15);
  });
});

describeWithBroker('a publish the broker confirmed but the relay could not record', () => {
  test('is published again with the same messageId; a consumer that drops duplicates sees each event once, in order', async () => {
    // A real failure of the relay's commit after the broker's confirm: the first row the relay marks published
    // raises (a sequence, unlike a table, keeps counting through the rollback).
    await compliance.sql(`create sequence compliance.fault_mark_attempts`);
    await compliance.sql(`create function compliance.fail_first_mark() returns trigger language plpgsql as $$
      begin
        if nextval('compliance.fault_mark_attempts') = 1 then raise exception 'injected fault: marking events published failed'; end if;
        return new;
      end $$`);
    // Only the statement that marks events published (the relay first places them, in an update of its own).
    await compliance.sql(
      `create trigger fail_first_mark before update on compliance.event_outbox for each row
         when (old.published_at is null and new.published_at is not null) execute function compliance.fail_first_mark()`,
    );
    try {
      const duplicatesBefore = consumer.duplicates;
      const entityIds = await newEntities(3);
      await changeProfiles(entityIds, 5);
      await expectEachEventOnceInOrder(entityIds, 5);
      expect(consumer.duplicates).toBeGreaterThan(duplicatesBefore);
    } finally {
      await compliance.sql(`drop trigger fail_first_mark on compliance.event_outbox`);
      await compliance.sql(`drop function compliance.fail_first_mark()`);
      await compliance.sql(`drop sequence compliance.fault_mark_attempts`);
    }
  });
});
