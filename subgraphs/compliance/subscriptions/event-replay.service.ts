import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, ErrorCode, validationError } from '../../../platform/errors.js';
import { EventCursors } from '../../../platform/events/cursor.js';
import { OUTBOX_STREAM } from '../../shared/events/outbox-event.entity.js';
import type { ComplianceContext } from '../context.js';
import type { ComplianceEvent, ComplianceEventPage } from './event-replay.types.js';
import { SubscriptionAccessService } from './subscription-access.service.js';
import type { EventSubscriptionAccess } from './subscription-access.types.js';

const SCHEMA = 'compliance';
const OUTBOX = `"${SCHEMA}"."event_outbox"`;
const RETENTION = `"${SCHEMA}"."event_outbox_retention"`;
const STREAMS = `"${SCHEMA}"."event_outbox_streams"`;
const PRUNED_KEYS = `"${SCHEMA}"."event_outbox_pruned_keys"`;
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
  const selection = selectionConditions(access, {
    routingKey: '"routing_key"',
    payload: (field) => `"payload"->>'${field}'`,
  });
  return {
    sql: `select "id", "event_type", "routing_key", "payload", "created_at", "stream_position"::text as "position"
            from ${OUTBOX} where "published_position" > ?::bigint and ${selection.sql}
           order by "published_position" limit ?`,
    params: [after.toString(), ...selection.params, limit + 1],
  };
}

/**
 * The statement reading the highest stream position the retention job deleted of the selection of `access` in
 * `stream` (`event_outbox_pruned_keys`, keyed by routing key and entity): a payload condition on another field than
 * the tenant and the entity is not kept there, so it is left out, and the answer errs towards having lost an event.
 */
export function prunedSelectionQuery(
  access: EventSubscriptionAccess,
  stream: string,
): { sql: string; params: unknown[] } {
  const kept: EventSubscriptionAccess = {
    routingKey: access.routingKey,
    payloadMatch: access.payloadMatch.filter(({ field }) => field === 'entityId'),
  };
  // Entities are kept as the outbox's OUTBOX_ENTITY has them: in lower case.
  const selection = selectionConditions(kept, {
    routingKey: '"routing_key"',
    payload: () => '"entity_id"',
    value: 'lower(?)',
  });
  return {
    sql: `select max("pruned_through")::text as pruned_through from ${PRUNED_KEYS} where "stream" = ? and ${selection.sql}`,
    params: [stream, ...selection.params],
  };
}

/** The conditions of a subscription's selection, over the columns `columns` names. */
function selectionConditions(
  access: EventSubscriptionAccess,
  columns: { routingKey: string; payload: (field: string) => string; value?: string },
): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (access.routingKey.split('.').some(isWildcard)) {
    conditions.push(`('.' || ${columns.routingKey}) ~ ?`);
    params.push(topicPatternRegex(access.routingKey));
  } else {
    conditions.push(`${columns.routingKey} = ?`);
    params.push(access.routingKey);
  }
  for (const { field, value } of access.payloadMatch) {
    if (!PAYLOAD_FIELD.test(field)) throw new Error(`Unexpected payload field in an event filter: ${field}`);
    conditions.push(`(${columns.payload(field)}) = ${columns.value ?? '?'}`);
    params.push(value);
  }
  return { sql: conditions.join(' and '), params };
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
    // Every event the broker may have is placed already (the relay commits an event's place before handing it over):
    // one the gateway bound too late to receive live is in the snapshot. One snapshot for the cursor's check and the
    // read: pruning committed between them could not open a gap.
    return this.context.em.fork().transactional(
      async (em) => {
        const after = await this.#publishedPositionAfter(em, access, stream, position);
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
   * (unknown), or one after which an event of the selection of `access` is gone (deleted by the retention job:
   * `event_outbox_pruned_keys`). A cursor older than what the stream has lost is good for a selection that lost
   * nothing after it: a subscription whose entity stayed quiet resumes, however long it stayed so.
   */
  async #publishedPositionAfter(
    em: EntityManager,
    access: EventSubscriptionAccess,
    stream: string,
    position: bigint,
  ): Promise<bigint | null> {
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
    if (!bounds || position > BigInt(bounds.reached)) return null;
    const prunedThrough = BigInt(bounds.pruned_through);
    const streamLostAfter =
      position < BigInt(bounds.stream_pruned) || (bounds.next !== null && BigInt(bounds.next) <= prunedThrough);
    if (streamLostAfter) {
      const { sql, params } = prunedSelectionQuery(access, stream);
      const [lost] = await em.execute<{ pruned_through: string | null }[]>(sql, params);
      if (lost?.pruned_through != null && BigInt(lost.pruned_through) > position) return null;
    }
    const before = bounds.before === null ? 0n : BigInt(bounds.before);
    return before > prunedThrough ? before : prunedThrough;
  }

  /**
   * The newest event's cursor (of those the relay has placed, see `#place` there), or where pruning left off. Read it
   * before the state it goes with: a change committed after it is published after it too, so a subscription with
   * `after: head` receives it (and a client skips versions it already holds).
   */
  async head(): Promise<string> {
    const { tenantId: stream } = await this.context.auth.requireTenant();
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
      `This cursor is unknown, or events after it are gone (older than the event retention of ${this.context.config.EVENT_RETENTION_HOURS} hours): read the head (complianceEventCursor), then the current state, then subscribe again with \`after\` set to that head`,
    );
  }
}
