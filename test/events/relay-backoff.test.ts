import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect, type ChannelModel } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { TcpProxy } from '../../scripts/tcp-proxy.js';
import { retryDelayMs } from '../../subgraphs/shared/events/relay.js';
import { startCompliance } from '../support/compliance.js';
import { scrape, total } from '../support/prometheus.js';
import type { SubgraphUnderTest } from '../support/subgraph.js';
import { waitFor } from '../support/wait.js';

/**
 * The outbox relay's backoff while RabbitMQ is away: commits keep notifying the relay, and it must still try the
 * broker only as often as its retry schedule allows, then publish everything at its first retry after the
 * broker's return. Attempts are counted by the relay's own metric, `event_outbox_publish_attempts_total`.
 */

const amqpUrl = process.env.AMQP_URL ?? '';
// Losing the broker needs a broker: without AMQP_URL events go through PostgreSQL; CI sets it.
const describeWithBroker = amqpUrl ? describe : describe.skip;

/** Failed attempts to see during the outage: enough to reach the longest delay of the schedule. */
const FAILED_ATTEMPTS_TO_SEE = 6;
/** Commits between two readings of the metric. */
const COMMITS_PER_READING = 20;
/** So that a relay that never fails cannot keep the test committing until its timeout. */
const MAX_COMMITS = 20_000;

/**
 * The most attempts the schedule allows within `elapsedMs` of the first one: the (n+1)-th comes at least
 * `retryDelayMs(1) + ... + retryDelayMs(n)` after the first. One more for timers, which round to milliseconds.
 */
function attemptsAllowedWithin(elapsedMs: number): number {
  let attempts = 1;
  for (let waited = retryDelayMs(1); waited <= elapsedMs; waited += retryDelayMs(attempts)) attempts++;
  return attempts + 1;
}

const exchange = `test.relay-backoff.${randomUUID()}`;
let proxy: TcpProxy;
let consumerConnection: ChannelModel;
const received = new Set<string>();
let compliance: SubgraphUnderTest;

beforeAll(async () => {
  if (!amqpUrl) return;
  proxy = await TcpProxy.create(new URL(amqpUrl));
  consumerConnection = await connect(amqpUrl);
  const channel = await consumerConnection.createChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, exchange, 'profile.updated.*');
  await channel.consume(queue, (message) => message && received.add(String(message.properties.messageId)), {
    noAck: true,
  });
  // The proxy is not started: the broker is away from the start.
  compliance = await startCompliance({ AMQP_URL: proxy.url, EVENTS_EXCHANGE: exchange });
});

afterAll(async () => {
  await compliance?.stop();
  if (consumerConnection) {
    const channel = await consumerConnection.createChannel();
    await channel.deleteExchange(exchange).catch(() => undefined);
    await consumerConnection.close();
  }
  await proxy?.stop();
});

const attempts = async (outcome: 'failed' | 'published') =>
  total(await scrape(new URL('/metrics', compliance.subgraph.url).toString()), 'event_outbox_publish_attempts_total', {
    schema: 'compliance',
    outcome,
  });

/** One committed event, as a write of the service commits it (its insert notifies the relay on commit). */
async function commitEvent(): Promise<string> {
  const id = randomUUID();
  const entityId = randomUUID();
  await compliance.sql(
    `insert into compliance.event_outbox (id, event_type, routing_key, payload) values (?, 'profile.updated', ?, ?)`,
    [id, `profile.updated.${entityId}`, JSON.stringify({ eventType: 'profile.updated', entityId })],
  );
  return id;
}

describeWithBroker('the outbox relay while RabbitMQ is away', () => {
  test('commits do not cut its backoff short; at the first retry after the broker is back every event is published', async () => {
    const failedBefore = await attempts('failed');
    const committed: string[] = [];
    const started = performance.now();
    let failed = 0;
    while (failed < FAILED_ATTEMPTS_TO_SEE && committed.length < MAX_COMMITS) {
      for (let commit = 0; commit < COMMITS_PER_READING; commit++) committed.push(await commitEvent());
      failed = (await attempts('failed')) - failedBefore;
    }
    const elapsedMs = performance.now() - started;

    // Every commit notified the relay; it tried no more often than its schedule allows in the time that passed.
    expect(failed).toBeGreaterThanOrEqual(FAILED_ATTEMPTS_TO_SEE);
    expect(failed).toBeLessThanOrEqual(attemptsAllowedWithin(elapsedMs));
    expect(received.size).toBe(0);

    await proxy.start();
    const failedAtReturn = await attempts('failed');
    await waitFor(() => (committed.every((id) => received.has(id)) ? true : undefined), {
      what: `all ${committed.length} events at the consumer (${received.size} so far)`,
    });
    // The broker was taken at the next retry: at most an attempt already under way when it came back failed.
    expect((await attempts('failed')) - failedAtReturn).toBeLessThanOrEqual(1);
    expect(await attempts('published')).toBeGreaterThan(0);
    // The broker confirms a batch before the relay's transaction marks it published.
    await waitFor(
      async () => {
        const [{ pending }] = (await compliance.sql<{ pending: number }>(
          `select count(*)::int as pending from compliance.event_outbox where published_at is null`,
        )) as [{ pending: number }];
        return pending === 0 ? true : undefined;
      },
      { what: 'every outbox row to be marked published' },
    );
    // The attempt that failed placed its batch (event cursors carry the places) before it handed it over: the events
    // kept those places, so a batch the broker may have taken before its transaction failed goes out again under the
    // cursors it had, and the stream's positions follow one another in commit order, none skipped.
    const rows = await compliance.sql<{ stream_position: string }>(
      `select stream_position::text as stream_position from compliance.event_outbox order by position`,
    );
    expect(rows.map((row) => row.stream_position)).toEqual(rows.map((_, index) => String(index + 1)));
  });
});
