import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * An event waiting to be published (the transactional outbox). It is written in the transaction of the change
 * it reports, so that neither exists without the other; the relay publishes it and sets `publishedAt`.
 */
@Entity({ tableName: 'event_outbox' })
export class OutboxEvent {
  [OptionalProps]?: 'id' | 'createdAt' | 'publishedAt';

  /** Also the message id consumers drop duplicates by. */
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string' })
  eventType!: string;

  @Property({ type: 'string' })
  routingKey!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;
}

/** The channel on which a commit of new outbox rows wakes the relay up. */
export const outboxWakeChannel = (schema: string) => `${schema}_outbox`;

/** The outbox table of a subgraph's schema, for that subgraph's migration; inserts wake the relay (on commit). */
export function outboxTableSql(schema: string): string[] {
  return [
    `create table "${schema}"."event_outbox" (
      "id" uuid not null primary key,
      "event_type" text not null,
      "routing_key" text not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      "published_at" timestamptz null
    );`,
    `create index "event_outbox_pending_idx" on "${schema}"."event_outbox" ("created_at") where "published_at" is null;`,
    `create function "${schema}"."event_outbox_wake"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${outboxWakeChannel(schema)}', '');
        return null;
      end $$;`,
    `create trigger "event_outbox_wake" after insert on "${schema}"."event_outbox"
      for each statement execute function "${schema}"."event_outbox_wake"();`,
  ];
}
