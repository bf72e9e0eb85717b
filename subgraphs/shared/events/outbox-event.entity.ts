import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/**
 * An event waiting to be published (the transactional outbox). It is written in the transaction of the change
 * it reports, so that neither exists without the other; the relay publishes it and sets `publishedAt` and
 * `publishedPosition`. Published rows stay for EVENT_RETENTION_HOURS, so that subscriptions can resume
 * (`retention.ts` prunes them).
 */
@Entity({ tableName: 'event_outbox' })
export class OutboxEvent {
  [OptionalProps]?: 'id' | 'createdAt' | 'publishedAt' | 'publishedPosition' | 'streamPosition';

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

  /**
   * Its place in the order of publication (which replays follow): taken by the relay the first time it hands the
   * event to the broker, and kept if that attempt fails (see the relay).
   */
  @Property({ type: 'bigint', nullable: true })
  publishedPosition: bigint | null = null;

  /**
   * Its place in its stream (the events of its tenant, `platform/events/cursor.ts`), which its cursor carries: taken
   * with `publishedPosition`, and kept like it (`outboxStreamSql`).
   */
  @Property({ type: 'bigint', nullable: true })
  streamPosition: bigint | null = null;
}

/** The stream an outbox row belongs to, in SQL: its tenant, as `eventStreamOf` reads it from the payload. */
export const OUTBOX_STREAM = `coalesce(lower("payload"->>'tenantId'), '')`;

/** The channel on which a commit of new outbox rows wakes the relay up. */
export const outboxWakeChannel = (schema: string) => `${schema}_outbox`;

/**
 * The outbox of a subgraph's schema is built by these steps, each the SQL of one of its migrations, in this order:
 * `outboxTableSql`, `outboxPositionSql`, `outboxPublicationSql`, `outboxStreamSql`, `outboxPrunedKeysSql`. (They
 * came one after the other; a migration that ran never changes, so a new subgraph's migrations apply them all rather
 * than one merged.)
 */

/** The outbox table; inserts wake the relay (on commit). */
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

/** The sequence the relay takes publication positions from (see `outboxPublicationSql`). */
export const outboxPublicationSequence = (schema: string) => `"${schema}"."event_outbox_published_position_seq"`;

/**
 * The outbox's insertion order: a position taken from a sequence when the event is inserted. `created_at` is
 * the clock of whichever instance wrote the event (replicas' clocks differ, and two events can share a
 * millisecond, after which a random uuid decided); the sequence instead follows the order in which changes of one
 * entity commit, because each change inserts its event while it holds the entity's row lock (see the relay).
 */
export function outboxPositionSql(schema: string): string[] {
  const outbox = `"${schema}"."event_outbox"`;
  return [
    `alter table ${outbox} add column "position" bigint;`,
    // Events written before this step keep the order the relay gave them so far.
    `
      update ${outbox} as event set "position" = ranked.rank
        from (select "id", row_number() over (order by "created_at", "id") as rank from ${outbox}) as ranked
        where event."id" = ranked."id";`,
    `alter table ${outbox} alter column "position" set not null;`,
    `alter table ${outbox} alter column "position" add generated always as identity;`,
    `select setval(pg_get_serial_sequence('${outbox}', 'position'), (select coalesce(max("position"), 0) + 1 from ${outbox}), false);`,
    `create index "event_outbox_pending_position_idx" on ${outbox} ("position") where "published_at" is null;`,
    `drop index "${schema}"."event_outbox_pending_idx";`,
  ];
}

/**
 * The publication order, which replays follow: `published_position`, from a sequence of its own that only
 * the relay holding the outbox's lock draws from, in its publishing transaction (`position` is taken at insert, so
 * a row can commit after a later one: a reader of `position > X` could miss it). Published positions therefore
 * become visible in commit order, as a prefix: `published_position > X` has no gap. Indexed for replays of one
 * routing key and of a tenant's events, and for the retention job; `event_outbox_retention` records how far it
 * has pruned (a cursor below that is expired).
 */
export function outboxPublicationSql(schema: string): string[] {
  const outbox = `"${schema}"."event_outbox"`;
  const sequence = outboxPublicationSequence(schema);
  return [
    `alter table ${outbox} add column "published_position" bigint null;`,
    `create sequence ${sequence} as bigint owned by ${outbox}."published_position";`,
    // Events published before this step take positions in the order they were published, so that they can be
    // pruned (and replayed) like later ones.
    `
      update ${outbox} as event set "published_position" = ranked.rank
        from (select "id", row_number() over (order by "position") as rank from ${outbox} where "published_at" is not null) as ranked
        where event."id" = ranked."id";`,
    `select setval('${sequence}', max("published_position")) from ${outbox} having max("published_position") is not null;`,
    `create unique index "event_outbox_published_position_idx" on ${outbox} ("published_position") where "published_position" is not null;`,
    `create index "event_outbox_routing_key_published_idx" on ${outbox} ("routing_key", "published_position") where "published_position" is not null;`,
    `create index "event_outbox_tenant_published_idx" on ${outbox} (("payload"->>'tenantId'), "published_position") where "published_position" is not null;`,
    `create index "event_outbox_published_at_idx" on ${outbox} ("published_at", "published_position") where "published_at" is not null;`,
    `create table "${schema}"."event_outbox_retention" (
      "only_row" boolean primary key default true check ("only_row"),
      "pruned_through" bigint not null default 0
    );`,
    `insert into "${schema}"."event_outbox_retention" default values;`,
  ];
}

/**
 * Positions per stream, so that a cursor shows a tenant only its own events (`platform/events/cursor.ts`): each
 * published row's `stream_position` is the next of its tenant's, reserved by the relay from `event_outbox_streams`
 * (`last_position`, committed before the batch is handed to the broker, so that a batch rolled back and published
 * again never reuses a position a consumer may have seen); `pruned_through` is the highest position of the stream the
 * retention job has deleted (a cursor below it is expired). Rows published before this step are numbered per stream
 * in the order they were published.
 */
export function outboxStreamSql(schema: string): string[] {
  const outbox = `"${schema}"."event_outbox"`;
  const streams = `"${schema}"."event_outbox_streams"`;
  return [
    `alter table ${outbox} add column "stream_position" bigint null;`,
    `create table ${streams} (
      "stream" text primary key,
      "last_position" bigint not null default 0,
      "pruned_through" bigint not null default 0
    );`,
    `
      update ${outbox} as event set "stream_position" = ranked.rank
        from (select "id", row_number() over (partition by ${OUTBOX_STREAM} order by "published_position") as rank
                from ${outbox} where "published_position" is not null) as ranked
        where event."id" = ranked."id";`,
    `insert into ${streams} ("stream", "last_position")
       select ${OUTBOX_STREAM}, max("stream_position") from ${outbox} where "stream_position" is not null group by 1;`,
    `create index "event_outbox_stream_position_idx" on ${outbox} ((${OUTBOX_STREAM}), "stream_position") where "stream_position" is not null;`,
  ];
}

/** The entity an outbox row is about, in SQL: its payload's `entityId` ('' when it names none). */
export const OUTBOX_ENTITY = `coalesce(lower("payload"->>'entityId'), '')`;

/**
 * What the retention job deleted, per key of a subscription's selection (its stream, routing key and entity): the
 * highest stream position of that key it deleted. A cursor older than what a stream has lost is still good for a
 * selection none of whose events after it are gone (a subscription whose entity stayed quiet), and expired for one
 * that lost an event (see the compliance replay). One row per key that ever had an event pruned: as many as the
 * entities and jobs that had events, never more.
 */
export function outboxPrunedKeysSql(schema: string): string[] {
  return [
    `create table "${schema}"."event_outbox_pruned_keys" (
      "stream" text not null,
      "routing_key" text not null,
      "entity_id" text not null,
      "pruned_through" bigint not null,
      primary key ("stream", "routing_key", "entity_id")
    );`,
  ];
}

/**
 * The whole outbox of a subgraph that starts publishing events now, for one migration of its own: the steps above in
 * their order (the three subgraphs took them in migrations of their time).
 */
export function outboxSchemaSql(schema: string): string[] {
  return [
    ...outboxTableSql(schema),
    ...outboxPositionSql(schema),
    ...outboxPublicationSql(schema),
    ...outboxStreamSql(schema),
    ...outboxPrunedKeysSql(schema),
  ];
}
