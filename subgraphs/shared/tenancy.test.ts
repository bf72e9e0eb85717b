import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.js';
import { openDatabase } from './database.js';
import {
  acrossTenants,
  acrossTenantsInPlace,
  applyTenantScope,
  scopedQueryBuilder,
  scopedTenantOf,
  TenantOwned,
  withinTenant,
  type TenantScope,
} from './tenancy.js';

/**
 * The kit's tenancy against a real PostgreSQL: an EntityManager scoped to a tenant finds, counts, updates and
 * deletes only that tenant's rows whatever the query says, a scope of every tenant sees all, an unscoped one refuses
 * to query tenant-owned rows at all, and the opt-outs are forks that leave the request's EntityManager as it was.
 */
@Entity({ tableName: 'tenancy_tenant' })
class Tenant {
  @PrimaryKey({ type: 'uuid' }) id!: string;
}

@Entity({ tableName: 'tenancy_item' })
@TenantOwned()
class Item {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @ManyToOne(() => Tenant) tenant!: Tenant;
  @Property({ type: 'text' }) name!: string;
}

/** Global rows (no tenant) shared by every tenant, and the owner as a plain id. */
@Entity({ tableName: 'tenancy_template' })
@TenantOwned({ property: 'tenantId', sharedWhenNull: true })
class Template {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid', nullable: true }) tenantId!: string | null;
  @Property({ type: 'text' }) name!: string;
}

let database: TestDatabase;
let orm: MikroORM;
const tenants = { a: randomUUID(), b: randomUUID() };

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openDatabase(database.url, { schema: 'public', entities: [Tenant, Item, Template], migrations: [] });
  await orm.schema.create();
  const em = orm.em.fork();
  for (const [key, id] of Object.entries(tenants)) {
    const tenant = em.create(Tenant, { id });
    em.create(Item, { tenant, name: `${key}-1` });
    em.create(Item, { tenant, name: `${key}-2` });
    em.create(Template, { tenantId: id, name: `${key}-own` });
  }
  em.create(Template, { tenantId: null, name: 'global' });
  await em.flush();
});

afterAll(async () => {
  await orm?.close();
  await database?.drop();
});

const emFor = (scope: TenantScope): EntityManager => {
  const em = orm.em.fork();
  applyTenantScope(em, scope);
  return em;
};

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

test("finds and counts only the scoped tenant's rows, whatever the query asks for", async () => {
  const em = emFor({ tenantId: tenants.a });
  expect(names(await em.find(Item, {}))).toEqual(['a-1', 'a-2']);
  expect(await em.count(Item, { tenant: tenants.b })).toBe(0);
  expect(await em.findOne(Item, { name: 'b-1' })).toBeNull();
});

test("updates and deletes only the scoped tenant's rows", async () => {
  const em = emFor({ tenantId: tenants.a });
  expect(await em.nativeUpdate(Item, { name: 'b-1' }, { name: 'hijacked' })).toBe(0);
  expect(await em.nativeDelete(Item, { name: 'b-2' })).toBe(0);
  expect(names(await emFor({ tenantId: tenants.b }).find(Item, {}))).toEqual(['b-1', 'b-2']);
});

test('a transaction of a scoped EntityManager stays scoped', async () => {
  const em = emFor({ tenantId: tenants.b });
  expect(names(await em.transactional((tx) => tx.find(Item, {})))).toEqual(['b-1', 'b-2']);
});

test("shared rows (no owner) are seen by every tenant beside its own; another tenant's are not", async () => {
  expect(names(await emFor({ tenantId: tenants.a }).find(Template, {}))).toEqual(['a-own', 'global']);
  expect(names(await emFor({ tenantId: tenants.b }).find(Template, {}))).toEqual(['b-own', 'global']);
});

test('a scope of every tenant sees all; no scope refuses find, count and the scoped query builder', async () => {
  expect(await emFor({ allTenants: true }).count(Item, {})).toBe(4);
  const unscoped = orm.em.fork();
  await expect(unscoped.find(Item, {})).rejects.toThrow(/filter 'tenant'/);
  await expect(unscoped.count(Template, {})).rejects.toThrow(/filter 'tenant'/);
  await expect(scopedQueryBuilder(unscoped, Item)).rejects.toThrow(/filter 'tenant'/);
});

test('the scoped query builder keeps to the scope', async () => {
  const builder = await scopedQueryBuilder(emFor({ tenantId: tenants.a }), Item, 'item');
  const rows = await builder
    .select('name')
    .andWhere({ name: { $like: '%-1' } })
    .execute<{ name: string }[]>('all');
  expect(names(rows)).toEqual(['a-1']);
});

test('acrossTenants and withinTenant are forks: the EntityManager they fork keeps its scope', async () => {
  const request = emFor({ tenantId: tenants.a });
  expect(await acrossTenants(request).count(Item, {})).toBe(4);
  expect(names(await withinTenant(request, tenants.b).find(Item, {}))).toEqual(['b-1', 'b-2']);
  expect(names(await request.find(Item, {}))).toEqual(['a-1', 'a-2']);
  const unscoped = orm.em.fork();
  expect(await acrossTenants(unscoped).count(Item, {})).toBe(4);
  await expect(unscoped.count(Item, {})).rejects.toThrow(/filter 'tenant'/);
});

test('acrossTenants joins the transaction of the EntityManager it forks', async () => {
  await emFor({ tenantId: tenants.a }).transactional(async (tx) => {
    tx.create(Item, { tenant: tx.getReference(Tenant, tenants.b), name: 'b-uncommitted' });
    await tx.flush();
    expect(await acrossTenants(tx).count(Item, { name: 'b-uncommitted' })).toBe(1);
    expect(await tx.count(Item, { name: 'b-uncommitted' })).toBe(0);
    await tx.nativeDelete(Item, { name: 'b-uncommitted' });
    await acrossTenants(tx).nativeDelete(Item, { name: 'b-uncommitted' });
  });
  expect(await acrossTenants(orm.em.fork()).count(Item, { name: 'b-uncommitted' })).toBe(0);
});

test('acrossTenantsInPlace reads every tenant through the EntityManager itself: its unit of work flushes what it read', async () => {
  const request = emFor({ tenantId: tenants.a });
  const other = await request.findOneOrFail(Item, { name: 'b-1' }, acrossTenantsInPlace({ populate: ['tenant'] }));
  expect(request.getUnitOfWork().getById(Item, other.id)).toBe(other);
  expect(names(await request.find(Item, {}))).toEqual(['a-1', 'a-2']);
  other.name = 'b-1-renamed';
  await request.flush();
  expect(await acrossTenants(orm.em.fork()).count(Item, { name: 'b-1-renamed' })).toBe(1);
  await request.nativeUpdate(Item, { name: 'b-1-renamed' }, { name: 'b-1' }, acrossTenantsInPlace());
  expect(await acrossTenants(orm.em.fork()).count(Item, { name: 'b-1' })).toBe(1);
  await expect(orm.em.fork().count(Item, {}, acrossTenantsInPlace())).resolves.toBe(4);
});

test('a statement written by hand takes its tenant from the scope; without one it is refused', () => {
  expect(scopedTenantOf(emFor({ tenantId: tenants.a }))).toBe(tenants.a);
  expect(scopedTenantOf(emFor({ allTenants: true }))).toBeNull();
  expect(() => scopedTenantOf(orm.em.fork())).toThrow(/without a tenant scope/);
});
