import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox's publication order: a position taken from a sequence when the event is inserted. `created_at` is
 * the clock of whichever instance wrote the event (replicas' clocks differ, and two events can share a
 * millisecond, after which a random uuid decided); the sequence instead follows the order in which changes of one
 * entity commit, because each change inserts its event while it holds the entity's row lock (see the relay).
 */
export class Migration20250707000000_outbox_position extends Migration {
  override name = 'Migration20250707000000_outbox_position';

  override up(): void {
    const outbox = `"compliance"."event_outbox"`;
    this.addSql(`alter table ${outbox} add column "position" bigint;`);
    // Events written before this migration keep the order the relay gave them so far.
    this.addSql(`
      update ${outbox} as event set "position" = ranked.rank
        from (select "id", row_number() over (order by "created_at", "id") as rank from ${outbox}) as ranked
        where event."id" = ranked."id";`);
    this.addSql(`alter table ${outbox} alter column "position" set not null;`);
    this.addSql(`alter table ${outbox} alter column "position" add generated always as identity;`);
    this.addSql(
      `select setval(pg_get_serial_sequence('${outbox}', 'position'), (select coalesce(max("position"), 0) + 1 from ${outbox}), false);`,
    );
    this.addSql(
      `create index "event_outbox_pending_position_idx" on ${outbox} ("position") where "published_at" is null;`,
    );
    this.addSql(`drop index "compliance"."event_outbox_pending_idx";`);
  }
}
