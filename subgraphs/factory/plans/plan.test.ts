import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { seedPlan, seedTenant, seedUser, startFactory, type FactoryUser } from '../../../test/support/factory.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

const FIELDS = `id name slug description limits { maxUsers maxWorkers maxJobSteps maxArticleAttributes } rateLimits { maxRequests windowMs } isActive`;
const CREATE = `mutation ($input: CreateFactoryPlanInput!) { createFactoryPlan(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($slug: String!, $input: UpdateFactoryPlanInput!) { updateFactoryPlan(slug: $slug, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($slug: String!) { deleteFactoryPlan(slug: $slug) { id } }`;
const GET = `query ($slug: String!) { factoryPlan(slug: $slug) { ${FIELDS} } }`;

const limits = { maxUsers: 10, maxWorkers: 100, maxJobSteps: 8, maxArticleAttributes: 12 };
const rateLimits = { maxRequests: 1000, windowMs: 900_000 };

let factory: SubgraphUnderTest;
let superAdmin: FactoryUser;
let admin: FactoryUser;

beforeAll(async () => {
  factory = await startFactory();
  superAdmin = await seedUser(factory.sql, null);
  const plan = await seedPlan(factory.sql);
  admin = await seedUser(factory.sql, (await seedTenant(factory.sql, plan.id)).id);
});
afterAll(() => factory?.stop());

const auditOf = (entityId: string) =>
  factory.sql<{ action: string; actor_id: string }>(
    `select action, actor_id from factory.audit_log where entity_id = ? order by created_at`,
    [entityId],
  );

describe('plans', () => {
  test('are created by a super-admin, audited, and read by any user', async () => {
    const { createFactoryPlan } = await factory.ok<{ createFactoryPlan: { id: string } }>(
      CREATE,
      { input: { name: ' Growth ', slug: 'growth', description: 'For growing factories', limits, rateLimits } },
      superAdmin.headers,
    );
    expect(createFactoryPlan).toMatchObject({ name: 'Growth', slug: 'growth', limits, rateLimits, isActive: true });
    expect(await auditOf(createFactoryPlan.id)).toEqual([{ action: 'plan.create', actor_id: superAdmin.id }]);
    expect(
      (await factory.ok<{ factoryPlan: unknown }>(GET, { slug: 'growth' }, admin.headers)).factoryPlan,
    ).toMatchObject({ id: createFactoryPlan.id });
  });

  test('refuse a taken slug, a slug that is no slug, and limits that are not positive', async () => {
    await seedPlan(factory.sql, { slug: 'taken' });
    expect(
      await factory.failure(
        CREATE,
        { input: { name: 'Again', slug: 'taken', limits, rateLimits } },
        superAdmin.headers,
      ),
    ).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(
      await factory.failure(
        CREATE,
        { input: { name: 'Bad', slug: 'Not_A_Slug', limits, rateLimits } },
        superAdmin.headers,
      ),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    const zero = await factory.failure(
      CREATE,
      { input: { name: 'Zero', slug: 'zero', limits: { ...limits, maxWorkers: 0 }, rateLimits } },
      superAdmin.headers,
    );
    expect(zero).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(zero.message).toMatch(/limits\.maxWorkers/);
    expect(await factory.sql(`select slug from factory.plan where slug in ('not_a_slug', 'zero')`)).toEqual([]);
  });

  test('change in part, keep their slug, and tell a different slug apart', async () => {
    const { slug } = await seedPlan(factory.sql);
    const { updateFactoryPlan } = await factory.ok<{ updateFactoryPlan: unknown }>(
      UPDATE,
      { slug, input: { slug, name: 'Renamed', limits: { maxUsers: 7 }, isActive: false } },
      superAdmin.headers,
    );
    expect(updateFactoryPlan).toMatchObject({
      slug,
      name: 'Renamed',
      isActive: false,
      limits: { maxUsers: 7, maxWorkers: 50, maxJobSteps: 10 },
    });
    expect(await factory.failure(UPDATE, { slug, input: { slug: 'other' } }, superAdmin.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'A plan’s slug cannot be changed',
    });
    expect(
      await factory.failure(UPDATE, { slug: 'no-such-plan', input: { name: 'X' } }, superAdmin.headers),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('are deleted only while no tenant uses them', async () => {
    const used = await seedPlan(factory.sql);
    await seedTenant(factory.sql, used.id);
    expect(await factory.failure(DELETE, { slug: used.slug }, superAdmin.headers)).toMatchObject({
      code: 'CONFLICT',
      message: `The plan "${used.slug}" is used by 1 tenant`,
    });
    const unused = await seedPlan(factory.sql);
    await factory.ok(DELETE, { slug: unused.slug }, superAdmin.headers);
    expect(await factory.sql(`select id from factory.plan where id in (?, ?)`, [used.id, unused.id])).toEqual([
      { id: used.id },
    ]);
    expect((await auditOf(unused.id)).map((row) => row.action)).toEqual(['plan.delete']);
  });

  test('are managed by super-admins only', async () => {
    const input = { name: 'Sneaky', slug: 'sneaky', limits, rateLimits };
    expect(await factory.failure(CREATE, { input }, admin.headers)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await factory.failure(CREATE, { input }, {})).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(await factory.failure(GET, { slug: 'taken' }, {})).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
