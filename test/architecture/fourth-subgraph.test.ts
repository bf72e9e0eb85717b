import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { connect, type ChannelModel } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { SERVICES } from '../../rest-adapter/services/index.js';
import { schemaFile } from '../../schema/supergraph.js';
import { composeSupergraph } from '../../subgraphs/composition.js';
import { SUBGRAPH_NAMES, SUBGRAPHS } from '../../subgraphs/index.js';
import { NOTICE_POSTED } from '../fixtures/fourth-subgraph/notices/notice.resolver.js';
import { noticeboardService } from '../fixtures/fourth-subgraph/rest.js';
import { noticeboardSubgraph } from '../fixtures/fourth-subgraph/subgraph.js';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * docs/ARCHITECTURE.md's "Adding a subgraph", followed for a small fourth subgraph (test/fixtures/fourth-subgraph/,
 * `noticeboard`: one entity in its own schema, one query, one event through the kit's outbox area): it composes
 * with the three, runs in the stack beside them, and is served through the gateway and a REST route of its own,
 * while nothing of the three subgraphs, their route tables or the checked-in schema changes for it.
 */
const EVENTS_EXCHANGE = `fourth-subgraph-${randomUUID()}`;

interface PublishedEvent {
  readonly routingKey: string;
  readonly payload: { entityId: string; title: string };
}

/** A queue of its own on the stack's broker, bound to the noticeboard's events (only when AMQP_URL is given). */
async function consumeNoticeEvents(amqpUrl: string, received: PublishedEvent[]): Promise<ChannelModel> {
  const connection = await connect(amqpUrl);
  const channel = await connection.createChannel();
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, EVENTS_EXCHANGE, 'noticeboard.#');
  await channel.consume(queue, (message) => {
    if (!message) return;
    received.push({
      routingKey: message.fields.routingKey,
      payload: JSON.parse(message.content.toString()) as PublishedEvent['payload'],
    });
    channel.ack(message);
  });
  return connection;
}

describe('a fourth subgraph added by the checklist', () => {
  const amqpUrl = process.env.AMQP_URL;
  const received: PublishedEvent[] = [];
  let broker: ChannelModel | undefined;
  let stack: TestStack;
  let sql: pg.Client;

  beforeAll(async () => {
    if (amqpUrl) broker = await consumeNoticeEvents(amqpUrl, received);
    stack = await startTestStack({ EVENTS_EXCHANGE }, undefined, {
      subgraphs: [...SUBGRAPHS, noticeboardSubgraph],
      restServices: [...SERVICES, noticeboardService],
    });
    sql = new pg.Client({ connectionString: stack.testDatabase.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await stack?.stop();
    if (broker) {
      const channel = await broker.createChannel();
      await channel.deleteExchange(EVENTS_EXCHANGE).catch(() => undefined);
      await broker.close();
    }
  });

  test('composes with the three subgraphs, whose schemas stay as they were, writing nothing to schema/', async () => {
    const three = await composeSupergraph();
    const four = await composeSupergraph([...SUBGRAPHS, noticeboardSubgraph]);
    expect(Object.keys(four.subgraphs)).toEqual([...SUBGRAPH_NAMES, 'noticeboard']);
    for (const name of SUBGRAPH_NAMES)
      expect({ name, sdl: four.subgraphs[name] }).toEqual({ name, sdl: three.subgraphs[name] });
    expect(four.subgraphs.noticeboard).toContain('boardNotices: [BoardNotice!]\n');
    // Joined at its declared port, as `npm run compose` would join it.
    expect(four.supergraph).toContain('@join__graph(name: "noticeboard", url: "http://127.0.0.1:4010/graphql")');
    expect(await readFile(schemaFile('supergraph'), 'utf8')).not.toContain('noticeboard');
  });

  test('keeps its tables in a schema of its own, made by its migration', async () => {
    const { rows } = await sql.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'noticeboard' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'event_outbox',
      'event_outbox_pruned_keys',
      'event_outbox_retention',
      'event_outbox_streams',
      'mikro_orm_migrations',
      'notice',
    ]);
  });

  test('is served through the gateway and through a REST route of its own table, and publishes its event', async () => {
    const title = `Fire drill ${randomUUID()}`;
    const posted = await graphqlRequest<{ postBoardNotice: { id: string } }>(
      stack.gatewayUrl,
      'mutation Post($title: String!) { postBoardNotice(title: $title) { id } }',
      { title },
    );
    expect(posted.errors).toBeUndefined();
    const id = posted.data!.postBoardNotice.id;

    const listed = await graphqlRequest<{ boardNotices: { id: string; title: string }[] }>(
      stack.gatewayUrl,
      '{ boardNotices { id title } }',
    );
    expect(listed).toMatchObject({ status: 200, data: { boardNotices: [{ id, title }] } });

    const response = await fetch(`${stack.restUrl}/noticeboard/api/v1/notices`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      notices: [{ id, title, posted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
    });

    // The outbox area's relay publishes the event (the row is marked once the broker, or PostgreSQL, took it).
    const published = await waitFor(
      async () => {
        const { rows } = await sql.query<{ routing_key: string; published: boolean }>(
          `select routing_key, published_at is not null as published from noticeboard.event_outbox
            where payload->>'entityId' = $1`,
          [id],
        );
        return rows[0]?.published ? rows : undefined;
      },
      { what: "the noticeboard's event to be published" },
    );
    expect(published).toEqual([{ routing_key: NOTICE_POSTED, published: true }]);
    if (amqpUrl) {
      const event = await waitFor(() => received.find((candidate) => candidate.payload.entityId === id), {
        what: 'the event to reach a consumer of the broker',
      });
      expect(event).toEqual({ routingKey: NOTICE_POSTED, payload: { entityId: id, title } });
    }
  });
});
