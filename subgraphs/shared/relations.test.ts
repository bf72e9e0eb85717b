import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { openDatabase, REQUEST_LOGGER_CONTEXT } from './database.js';
import { relatedOf } from './read-models.js';
import { findOneById, loadRelated } from './relations.js';

/** Related rows read once per response, whichever field of it asks first and however the reads interleave. */
@Entity({ tableName: 'relation_owner' })
class Owner {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) name!: string;
}

@Entity({ tableName: 'relation_item' })
class Item {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @ManyToOne(() => Owner) owner!: Owner;
}

let database: TestDatabase;
let orm: MikroORM;
const statements: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openDatabase(database.url, { schema: 'public', entities: [Owner, Item], migrations: [] });
  await orm.schema.create();
  const logger = orm.config.getLogger();
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (context) => {
    if (context.origin === REQUEST_LOGGER_CONTEXT.origin) statements.push(context.query ?? '');
    logQuery(context);
  };
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

/** An owner with two items, and a fresh request EntityManager that has loaded neither. */
async function ownerWithItems(): Promise<{ ownerId: string; itemIds: [string, string] }> {
  const em = orm.em.fork();
  const owner = em.create(Owner, { id: randomUUID(), name: 'Acme' });
  const items = [em.create(Item, { id: randomUUID(), owner }), em.create(Item, { id: randomUUID(), owner })];
  await em.flush();
  return { ownerId: owner.id, itemIds: [items[0].id, items[1].id] };
}

const requestEm = () => orm.em.fork({ loggerContext: REQUEST_LOGGER_CONTEXT });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('two loads of one related row, the second asked on a later turn while the first reads it, read it once', async () => {
  const { ownerId } = await ownerWithItems();
  const em = requestEm();
  statements.length = 0;
  const first = relatedOf(em, Owner, ownerId);
  // Another field of the response asks on a later turn of the event loop, after the first load was dispatched: in a
  // separate batch of MikroORM's dataloader, which does not share loads in flight.
  await nextTurn();
  const second = relatedOf(em, Owner, ownerId);
  const [a, b] = await Promise.all([first, second]);
  expect(a).toBe(b);
  expect(a.name).toBe('Acme');
  expect(statements).toHaveLength(1);
  // Loaded now: a third asks the identity map.
  await loadRelated(em.getReference(Owner, ownerId));
  expect(statements).toHaveLength(1);
});

test('a related row read by findOneById in flight is shared, and one it does not find is loaded as usual', async () => {
  const { ownerId } = await ownerWithItems();
  const em = requestEm();
  statements.length = 0;
  const byId = findOneById(em, Owner, ownerId, {});
  await nextTurn();
  const related = relatedOf(em, Owner, ownerId);
  expect(await related).toBe(await byId);
  expect(statements).toHaveLength(1);

  const other = requestEm();
  statements.length = 0;
  const notFound = findOneById(other, Owner, ownerId, { name: 'Someone else' });
  await nextTurn();
  const loaded = await relatedOf(other, Owner, ownerId);
  expect(await notFound).toBeNull();
  expect(loaded.name).toBe('Acme');
  expect(statements).toHaveLength(2);
});

test('loads of different rows on one turn are one batch', async () => {
  const one = await ownerWithItems();
  const two = await ownerWithItems();
  const em = requestEm();
  statements.length = 0;
  const owners = await Promise.all([relatedOf(em, Owner, one.ownerId), relatedOf(em, Owner, two.ownerId)]);
  expect(owners.map((owner) => owner.id)).toEqual([one.ownerId, two.ownerId]);
  expect(statements).toHaveLength(1);
});
