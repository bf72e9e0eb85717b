import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { SUBGRAPHS as REGISTERED } from '../../subgraphs/index.js';
import { migrate, openDatabase, type SubgraphDatabaseOptions } from '../../subgraphs/shared/database.js';
import {
  acrossTenants,
  applyTenantScope,
  scopedQueryBuilder,
  TENANT_FILTER_NAME,
} from '../../subgraphs/shared/tenancy.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * The one tenancy model, proven for every entity of every registered subgraph: whatever has a tenant relation or column
 * declares `@TenantOwned()` (the kit's `tenancy.ts`), and an EntityManager without a tenant scope cannot read it,
 * through find, count or the kit's query builder. An entity added with a tenant and without the declaration fails
 * here.
 */

/** Every registered subgraph's tables: a subgraph added to subgraphs/index.ts is checked here without a change. */
const SUBGRAPHS: Record<string, SubgraphDatabaseOptions> = Object.fromEntries(
  REGISTERED.map((definition) => [definition.name, definition.database]),
);

/** A relation to an entity named `...Tenant`, or a property `tenant`/`tenantId`: how an entity names its owner. */
function tenantPropertyOf(meta: EntityMetadata): string | undefined {
  return Object.values(meta.properties).find(
    (property) =>
      property.name === 'tenant' ||
      property.name === 'tenantId' ||
      ((property.kind === ReferenceKind.MANY_TO_ONE || property.kind === ReferenceKind.ONE_TO_ONE) &&
        /Tenant$/.test(property.targetMeta?.className ?? property.type)),
  )?.name;
}

let database: TestDatabase;
const orms: Record<string, MikroORM> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [name, options] of Object.entries(SUBGRAPHS)) {
    orms[name] = await openDatabase(database.url, options);
    await migrate(orms[name]);
  }
});

afterAll(async () => {
  for (const orm of Object.values(orms)) await orm.close();
  await database?.drop();
});

function tenantEntitiesOf(subgraph: string): { meta: EntityMetadata; property: string }[] {
  return [...orms[subgraph].getMetadata().getAll().values()]
    .filter((meta) => !meta.embeddable && !meta.virtual && meta.class)
    .map((meta) => ({ meta, property: tenantPropertyOf(meta) }))
    .filter((found): found is { meta: EntityMetadata; property: string } => found.property !== undefined);
}

test('every subgraph with tenants has tenant-owned entities to check (the listing finds them)', () => {
  const names = (subgraph: string) => tenantEntitiesOf(subgraph).map(({ meta }) => meta.className);
  expect(names('compliance')).toEqual(expect.arrayContaining(['BusinessEntity', 'User', 'AuditEvent']));
  expect(names('factory')).toEqual(expect.arrayContaining(['Worker', 'User', 'LedgerEntry']));
  expect(names('training').sort()).toEqual(['AuditLog', 'TenantMembership']);
});

describe.each(Object.keys(SUBGRAPHS))('%s', (subgraph) => {
  test('every entity with a tenant relation or column declares the tenant filter, on by default', () => {
    const undeclared = tenantEntitiesOf(subgraph)
      .filter(({ meta }) => meta.filters[TENANT_FILTER_NAME]?.default !== true)
      .map(({ meta, property }) => `${meta.className}.${property}`);
    expect(undeclared).toEqual([]);
  });

  test('an EntityManager without a scope refuses every read of each; a scoped one reads only its tenant', async () => {
    const orm = orms[subgraph];
    for (const { meta } of tenantEntitiesOf(subgraph)) {
      const unscoped = orm.em.fork();
      await expect(unscoped.find(meta.class, {})).rejects.toThrow(/filter 'tenant'/);
      await expect(unscoped.count(meta.class, {})).rejects.toThrow(/filter 'tenant'/);
      await expect(unscoped.findOne(meta.class, { id: randomUUID() })).rejects.toThrow(/filter 'tenant'/);
      await expect(scopedQueryBuilder(unscoped, meta.class)).rejects.toThrow(/filter 'tenant'/);

      const scoped = orm.em.fork();
      applyTenantScope(scoped, { tenantId: randomUUID() });
      await expect(scoped.count(meta.class, {})).resolves.toBe(0);
      const builder = await scopedQueryBuilder(scoped, meta.class);
      expect(builder.getFormattedQuery()).toMatch(/tenant_id/);
      await expect(acrossTenants(orm.em.fork()).count(meta.class, {})).resolves.toBeGreaterThanOrEqual(0);
    }
  });
});

/**
 * The opt-outs are the kit's and nothing else: `acrossTenants`, `withinTenant` (forks) and `acrossTenantsInPlace`
 * (a query's options), so that one grep finds every read across tenants. A source file under subgraphs/ that turns
 * the filter off by hand (`filters: false`, `filters: { tenant: false }`) fails here; only the kit's tenancy.ts may.
 */
/** The TypeScript files under subgraphs/, relative to the project's root. */
function subgraphSources(): string[] {
  return readdirSync(join(PROJECT_ROOT, 'subgraphs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('subgraphs', file));
}

test('no source file under subgraphs/ turns the tenant filter off by hand', () => {
  const kit = join('subgraphs', 'shared', 'tenancy.ts');
  const handWritten = /filters\s*:\s*(false\b|\{[^}]*(\btenant\b|['"]tenant['"]|\[TENANT_FILTER_NAME\])\s*:\s*false\b)/;
  const sources = subgraphSources();
  expect(sources).toContain(join('subgraphs', 'factory', 'accounts', 'auth.service.ts'));
  expect(readFileSync(join(PROJECT_ROOT, kit), 'utf8')).toMatch(handWritten);
  const offenders = sources
    .filter((file) => file !== kit)
    .filter((file) => handWritten.test(readFileSync(join(PROJECT_ROOT, file), 'utf8')));
  expect(offenders).toEqual([]);
});

/**
 * MikroORM's query builder applies no filter of itself: a query builder of a tenant-owned entity is built with the
 * kit's `scopedQueryBuilder`, never `em.createQueryBuilder(Entity)` by hand (which would read every tenant's rows).
 */
test('no source file under subgraphs/ builds a query builder of a tenant-owned entity by hand', () => {
  const tenantOwned = new Set(
    Object.keys(SUBGRAPHS).flatMap((name) => tenantEntitiesOf(name).map(({ meta }) => meta.className)),
  );
  const kit = join('subgraphs', 'shared', 'tenancy.ts');
  const builderOf = /createQueryBuilder\s*(?:<[^>(]*>)?\(\s*(\w+)/g;
  const built = subgraphSources()
    .filter((file) => file !== kit)
    .flatMap((file) =>
      [...readFileSync(join(PROJECT_ROOT, file), 'utf8').matchAll(builderOf)].map((match) => ({
        file,
        entity: match[1],
      })),
    );
  // The listing sees the builders that exist (training's catalogue builds them of its courses, which no tenant owns).
  expect(built.map(({ entity }) => entity)).toContain('Course');
  expect(built.filter(({ entity }) => tenantOwned.has(entity))).toEqual([]);
});
