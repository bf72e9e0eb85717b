import type { EntityManager } from '@mikro-orm/postgresql';
import { defineJob, type JobDefinition } from '../jobs.js';
import { OUTBOX_ENTITY, OUTBOX_STREAM } from './outbox-event.entity.js';

/** Rows deleted per transaction: short transactions, so that pruning a large backlog never holds the outbox up. */
const PRUNE_BATCH_SIZE = 1_000;
/** Often enough that the outbox holds at most a few minutes beyond EVENT_RETENTION_HOURS. */
const PRUNE_SCHEDULE = '*/5 * * * *';

export interface PruneResult {
  /** Published rows deleted. */
  readonly deleted: number;
  /** The publication position through which events are gone (`event_outbox_retention.pruned_through`). */
  readonly prunedThrough: bigint;
}

/**
 * Deletes the published events older than the retention, so that the outbox stays bounded; unpublished ones are
 * never touched. What goes is every row up to P, the highest publication position among rows published before
 * `now() - retention`, oldest first, in batches; each batch raises `pruned_through` in its own transaction, so
 * that every event after `pruned_through` is still there: a cursor at or after it replays without a gap, and one
 * before it is expired. Each stream's own `pruned_through` (`event_outbox_streams`) is raised in the same statement,
 * to the highest stream position deleted, and so is that of each key of a subscription's selection the batch deleted
 * events of (`event_outbox_pruned_keys`: stream, routing key, entity): a cursor is expired for a selection that lost an
 * event after it, and good for one that did not. Rows published without a position (by a relay of a release before
 * positions) go once they are as old: no cursor can reach them.
 */
export async function pruneOutbox(
  em: EntityManager,
  schema: string,
  retentionHours: number,
  batchSize = PRUNE_BATCH_SIZE,
): Promise<PruneResult> {
  const outbox = `"${schema}"."event_outbox"`;
  const retention = `"${schema}"."event_outbox_retention"`;
  const streams = `"${schema}"."event_outbox_streams"`;
  const prunedKeys = `"${schema}"."event_outbox_pruned_keys"`;
  const cutoff = `now() - make_interval(secs => ?::float8 * 3600)`;
  const [horizon] = await em.execute<{ through: string | null }[]>(
    `select max("published_position")::text as through from ${outbox}
      where "published_at" < ${cutoff} and "published_position" is not null`,
    [retentionHours],
  );
  let deleted = 0;
  if (horizon?.through) {
    const through = horizon.through;
    for (;;) {
      const batch = await em.transactional(async (tx) => {
        const [gone] = await tx.execute<{ deleted: number; last: string | null }[]>(
          `with doomed as (
             select "id" from ${outbox}
              where "published_position" is not null and "published_position" <= ?::bigint
              order by "published_position" limit ?
           ), gone as (
             delete from ${outbox} as event using doomed where event."id" = doomed."id"
             returning event."published_position", event."stream_position", event."routing_key",
                       ${OUTBOX_STREAM} as "stream", ${OUTBOX_ENTITY} as "entity_id"
           ), keys as (
             insert into ${prunedKeys} as pruned ("stream", "routing_key", "entity_id", "pruned_through")
               select "stream", "routing_key", "entity_id", max("stream_position") from gone
                where "stream_position" is not null group by 1, 2, 3
             on conflict ("stream", "routing_key", "entity_id")
               do update set "pruned_through" = greatest(pruned."pruned_through", excluded."pruned_through")
           ), streams as (
             update ${streams} as stream set "pruned_through" = greatest(stream."pruned_through", pruned."through")
               from (select "stream", max("stream_position") as "through" from gone
                      where "stream_position" is not null group by "stream") as pruned
              where stream."stream" = pruned."stream"
           )
           select count(*)::int as deleted, max("published_position")::text as last from gone`,
          [through, batchSize],
        );
        const count = gone?.deleted ?? 0;
        // The last batch reaches P itself, even when another run deleted its rows first.
        const reached = count < batchSize ? through : gone.last!;
        await tx.execute(`update ${retention} set "pruned_through" = greatest("pruned_through", ?::bigint)`, [reached]);
        return count;
      });
      deleted += batch;
      if (batch < batchSize) break;
    }
  }
  for (;;) {
    const [gone] = await em.execute<{ deleted: number }[]>(
      `with gone as (
         delete from ${outbox} where "id" in (
           select "id" from ${outbox}
            where "published_at" < ${cutoff} and "published_position" is null limit ?
         ) returning 1
       ) select count(*)::int as deleted from gone`,
      [retentionHours, batchSize],
    );
    deleted += gone?.deleted ?? 0;
    if ((gone?.deleted ?? 0) < batchSize) break;
  }
  const [state] = await em.execute<{ pruned_through: string }[]>(
    `select "pruned_through"::text as pruned_through from ${retention}`,
  );
  return { deleted, prunedThrough: BigInt(state?.pruned_through ?? 0) };
}

/**
 * The retention job of a subgraph that publishes events (its outbox area, `outbox-area.ts`, brings it to the
 * subgraph's queue): every five minutes, on one instance of all, `pruneOutbox` of the subgraph's schema (its
 * database's, which the job's EntityManager works in) with EVENT_RETENTION_HOURS.
 */
export const outboxRetentionJob: JobDefinition = defineJob<object>({
  name: 'outbox.prune',
  schedule: PRUNE_SCHEDULE,
  // The next occurrence is minutes away and does the same work: retrying sooner only adds load.
  retryLimit: 0,
  handle: async (_data, { em, config, log }) => {
    const schema = em.config.get<'schema', string>('schema');
    const { deleted, prunedThrough } = await pruneOutbox(em, schema, config.EVENT_RETENTION_HOURS);
    if (deleted)
      log.info({ deleted, prunedThrough: prunedThrough.toString() }, 'pruned published events past the retention');
  },
});
