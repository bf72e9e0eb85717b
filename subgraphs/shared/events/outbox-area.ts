import type { SubgraphArea } from '../area.js';
import { OutboxEvent } from './outbox-event.entity.js';
import { OutboxRelay } from './relay.js';
import { outboxRetentionJob } from './retention.js';

/**
 * The outbox of a subgraph that publishes events, an area like mail: its table's entity (`recordEvent` writes it in
 * the transaction of the change it reports), the relay that publishes what commits (to EVENTS_EXCHANGE on AMQP_URL, or
 * as PostgreSQL notifications without a broker) and the job that prunes published events after
 * EVENT_RETENTION_HOURS. Its tables come from one of the subgraph's migrations (`outboxSchemaSql`).
 */
export const outboxArea: SubgraphArea = {
  entities: [OutboxEvent],
  resolvers: [],
  jobs: [outboxRetentionJob],
  start: ({ orm, databaseUrl, schema, settings }) =>
    OutboxRelay.start(orm, { databaseUrl, schema, amqpUrl: settings.AMQP_URL, exchange: settings.EVENTS_EXCHANGE }),
};
