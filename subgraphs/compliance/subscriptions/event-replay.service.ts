import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventCursors } from '../../../platform/events/cursor.js';
import { AppError, ErrorCode, validationError } from '../../../platform/errors.js';
import { OUTBOX_STREAM } from '../../shared/events/outbox-event.entity.js';
import { awaitPublicationsInFlight } from '../../shared/events/relay.js';
import type { ComplianceContext } from '../context.js';
import type { ComplianceEvent, ComplianceEventPage } from './event-replay.types.js';
import { SubscriptionAccessService } from './subscription-access.service.js';
import type { EventSubscriptionAccess } from './subscription-access.types.js';

const SCHEMA = 'compliance';
const OUTBOX = `"${SCHEMA}"."event_outbox"`;
const RETENTION = `"${SCHEMA}"."event_outbox_retention"`;
const STREAMS = `"${SCHEMA}"."event_outbox_streams"`;
export const MAX_REPLAY_LIMIT = 500;

/** A payload field the access service names; it is written into the SQL as a literal, so only a plain name passes. */
const PAYLOAD_FIELD = /^[A-Za-z][A-Za-z0-9_]*$/;

const isWildcard = (word: string) => word === '*' || word === '#';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A topic pattern (`*` one word, `#` zero or more) as a regular expression over `'.' || routing_key`: every word is
 * matched with the dot before it, so that `#` can stand for no word at all, dot included.
 */
export function topicPatternRegex(pattern: string): string {
  const words = pattern === '' ? [] : pattern.split('.');
  const parts = words.map((word) =>
    word === '#' ? '(\\.[^.]*)*' : word === '*' ? '\\.[^.]*' : `\\.${escapeRegex(word)}`,
  );
  return `^${parts.join('')}$`;
}

/**
 * The statement reading the events of `access` published after `after`, oldest first, one more than `limit` (so
 * that the caller knows whether more follow): through the `(routing_key, published_position)` index for one key,
 * through the `(payload->>'tenantId', published_position)` index for a tenant's wildcard.
 */
export function replayQuery(
  access: EventSubscriptionAccess,
  after: bigint,
  limit: number,
): { sql: string; params: unknown[] } {
  const conditions = ['"published_position" > ?::bigint'];
  const params: unknown[] = [after.toString()];
  if (access.routingKey.split('.').some(isWildcard)) {
    conditions.push(`('.' || "routing_key") ~ ?`);
    params.push(topicPatternRegex(access.routingKey));
  } else {
    conditions.push('"routing_key" = ?');
    params.push(access.routingKey);
  }
  for (const { field, value } of access.payloadMatch) {
    if (!PAYLOAD_FIELD.test(field)) throw new Error(`Unexpected payload field in an event filter: ${field}`);
    conditions.push(`("payload"->>'${field}') = ?`);
    params.push(value);
  }
  params.push(limit + 1);
  return {
    sql: `select "id", "event_type", "routing_key", "payload", "created_at", "stream_position"::text as "position"
            from ${OUTBOX} where ${conditions.join(' and ')}
           order by "published_position" limit ?`,
    params,
  };
}

interface EventRow {
  id: string;
  event_type: string;
  routing_key: string;
  payload: Record<string, unknown>;
  created_at: Date;
  /** The position in its stream as text (a bigint), which its cursor carries. */
  position: string;
}

/**
 * Replays what a subscription would have delivered: the gateway resumes a subscription given `after` by asking
 * here, as the subscriber, for the events after that cursor, then continues live. The events are exactly those
 * live delivery would hand this subscriber (`SubscriptionAccessService`: the routing-key pattern and the payload
 * values, the caller's tenant among them), so a cursor never opens another tenant's events: any valid cursor only
 * says where to start.
 */
export class EventReplayService {
  readonly #cursors: EventCursors;

  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'config'>) {
    this.#cursors = EventCursors.of(context.config);
  }

  async events(
    field: string,
    args: Record<string, unknown>,
    after: string,
    limit: number,
  ): Promise<ComplianceEventPage> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_REPLAY_LIMIT) {
      throw validationError(`limit must be between 1 and ${MAX_REPLAY_LIMIT}`, {
        fields: { limit: [`must be between 1 and ${MAX_REPLAY_LIMIT}`] },
      });
    }
    const access = await new SubscriptionAccessService(this.context).access(field, args);
    const { tenantId: stream } = await this.context.auth.requireTenant();
    const position = this.#cursors.read(stream, after);
    if (position === null) throw this.#expired();
    // A batch the broker has (the gateway may have missed it live, binding just after) is committed before we read.
    await awaitPublicationsInFlight(this.context.em, SCHEMA);
    // One snapshot for the cursor's check and the read: pruning committed between them could not open a gap.
    return this.context.em.fork().transactional(
      async (em) => {
        const after = await this.#publishedPositionAfter(em, stream, position);
        if (after === null) throw this.#expired();
        const { sql, params } = replayQuery(access, after, limit);
        const rows = await em.execute<EventRow[]>(sql, params);
        return { items: rows.slice(0, limit).map((row) => this.#eventOf(stream, row)), hasMore: rows.length > limit };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }

  /**
   * Where in the publication order the events after `position` of `stream` begin: the publication position of the
   * stream's last retained event at or before it (positions of one stream follow the publication order), else where
   * pruning left off. Null when the cursor cannot resume without a gap: a position the stream never reached
   * (unknown), or one after which an event of the stream is gone (deleted by the retention job, or at or below
   * `event_outbox_retention.pruned_through`).
   */
  async #publishedPositionAfter(em: EntityManager, stream: string, position: bigint): Promise<bigint | null> {
    const [bounds] = await em.execute<
      { pruned_through: string; reached: string; stream_pruned: string; before: string | null; next: string | null }[]
    >(
      `select r."pruned_through"::text as pruned_through,
              coalesce(s."last_position", 0)::text as reached,
              coalesce(s."pruned_through", 0)::text as stream_pruned,
              (select "published_position" from ${OUTBOX}
                where ${OUTBOX_STREAM} = ? and "stream_position" is not null and "stream_position" <= ?::bigint
                order by "stream_position" desc limit 1)::text as before,
              (select "published_position" from ${OUTBOX}
                where ${OUTBOX_STREAM} = ? and "stream_position" > ?::bigint
                order by "stream_position" limit 1)::text as next
         from ${RETENTION} as r left join ${STREAMS} as s on s."stream" = ?`,
      [stream, position.toString(), stream, position.toString(), stream],
    );
    if (!bounds || position > BigInt(bounds.reached) || position < BigInt(bounds.stream_pruned)) return null;
    const prunedThrough = BigInt(bounds.pruned_through);
    if (bounds.next !== null && BigInt(bounds.next) <= prunedThrough) return null;
    const before = bounds.before === null ? 0n : BigInt(bounds.before);
    return before > prunedThrough ? before : prunedThrough;
  }

  /**
   * The newest published event's cursor (or where pruning left off), once a relay batch in flight has committed (the
   * broker may have it already). Read it before the state it goes with: a change committed after it is published
   * after it too, so a subscription with `after: head` receives it (and a client skips versions it already holds).
   */
  async head(): Promise<string> {
    const { tenantId: stream } = await this.context.auth.requireTenant();
    await awaitPublicationsInFlight(this.context.em, SCHEMA);
    const [head] = await this.context.em.execute<{ position: string }[]>(
      `select greatest(
                (select max("stream_position") from ${OUTBOX} where ${OUTBOX_STREAM} = ? and "stream_position" is not null),
                (select "pruned_through" from ${STREAMS} where "stream" = ?),
                0
              )::text as position`,
      [stream, stream],
    );
    return this.#cursors.issue(stream, head?.position ?? 0);
  }

  #eventOf(stream: string, row: EventRow): ComplianceEvent {
    return {
      id: row.id,
      eventType: row.event_type,
      routingKey: row.routing_key,
      payload: row.payload,
      createdAt: new Date(row.created_at),
      cursor: this.#cursors.issue(stream, row.position),
    };
  }

  #expired(): AppError {
    return new AppError(
      ErrorCode.CURSOR_EXPIRED,
      `This cursor is unknown or older than the event retention (${this.context.config.EVENT_RETENTION_HOURS} hours): fetch the current state and subscribe again without \`after\``,
    );
  }
}
