/* eslint-disable @typescript-eslint/no-explicit-any -- legacy bodies are checked field by field with expect */
import { randomUUID } from 'node:crypto';
import { graphqlRequest, startTestStack, type TestStack } from '../support/stack.js';
import { expectTrainingError, trainingRest } from '../support/training-rest.js';
import { trustDocuments } from '../support/trusted-documents.js';

/**
 * The training routes through the whole system: REST adapter → gateway → training subgraph → PostgreSQL.
 * The identity provider is not configured, so the training spec's development bypass lets admin routes through.
 */
let stack: TestStack;
const suffix = randomUUID().slice(0, 8);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const call = trainingRest(() => stack);

beforeAll(async () => {
  stack = await startTestStack({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
  await trustDocuments(stack.testDatabase.url, stack.gateway, 'training-tests', [COURSE_QUERY]);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** This test's own GraphQL operation: a trusted document of its own (see beforeAll), as a client's build would load it. */
const COURSE_QUERY = `query ($idOrSlug: String!) { course(idOrSlug: $idOrSlug) {
        id title slug description isPublished status deliveryMode durationDays courseOutline overview
        categories { id name slug } cities { id name slug } associations { id name slug } createdAt updatedAt } }`;

const ids: Record<string, string> = {};
const slugs = {
  category: `safety-${suffix}`,
  city: `lagos-${suffix}`,
  association: `iosh-${suffix}`,
  deliveryMode: `online-${suffix}`,
  course: `first-aid-${suffix}`,
};

describe('training taxonomies', () => {
  test('Variant A creates items with the type in the body (singular or plural)', async () => {
    const category = await call('POST', '/taxonomies', { name: 'Safety', slug: slugs.category, type: 'category' });
    expect(category.status).toBe(201);
    expect(category.body).toEqual({
      status: 'success',
      data: { id: expect.stringMatching(UUID), name: 'Safety', slug: slugs.category, type: 'category' },
    });
    ids.category = category.body.data.id;

    const city = await call('POST', '/taxonomies', { name: 'Lagos', slug: slugs.city, type: 'cities' });
    expect(city.status).toBe(201);
    expect(city.body.data).toMatchObject({ slug: slugs.city, type: 'city' });
    ids.city = city.body.data.id;
  });

  test('Variant B creates items with the type in the path', async () => {
    const association = await call('POST', '/taxonomies/associations', { name: 'IOSH', slug: slugs.association });
    expect(association.status).toBe(201);
    expect(association.body.data).toMatchObject({ name: 'IOSH', slug: slugs.association, type: 'association' });
    ids.association = association.body.data.id;

    const mode = await call('POST', '/taxonomies/delivery_modes', { name: 'Online', slug: slugs.deliveryMode });
    expect(mode.status).toBe(201);
    expect(mode.body.data).toMatchObject({ slug: slugs.deliveryMode, type: 'delivery_mode' });
    ids.deliveryMode = mode.body.data.id;
  });

  test('an unknown taxonomy type or a missing name answers 400', async () => {
    expectTrainingError(await call('POST', '/taxonomies/colours', { name: 'Red' }), 400);
    expectTrainingError(await call('POST', '/taxonomies', { name: 'Red', type: 'colour' }), 400);
    expectTrainingError(await call('POST', '/taxonomies', { slug: 'x', type: 'category' }), 400);
    expectTrainingError(await call('POST', '/taxonomies/categories', { name: 42 }), 400);
  });

  test('GET /taxonomies groups every item', async () => {
    const answer = await call('GET', '/taxonomies');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('success');
    expect(answer.body.data.categories).toContainEqual({ id: ids.category, name: 'Safety', slug: slugs.category });
    expect(answer.body.data.cities).toContainEqual({ id: ids.city, name: 'Lagos', slug: slugs.city });
    expect(answer.body.data.associations).toContainEqual({
      id: ids.association,
      name: 'IOSH',
      slug: slugs.association,
    });
    expect(answer.body.data.delivery_modes).toContainEqual({
      id: ids.deliveryMode,
      name: 'Online',
      slug: slugs.deliveryMode,
    });
  });
});

describe('training courses', () => {
  const input = () => ({
    title: 'First Aid at Work',
    slug: slugs.course,
    description: 'Three days of first aid',
    delivery_mode: slugs.deliveryMode,
    duration_days: 3,
    is_published: true,
    status: 'active',
    category_ids: [ids.category],
    city_ids: [ids.city],
    association_ids: [ids.association],
    schedule: [{ start: '2030-01-10', end: '2030-01-12' }],
    course_outline: 'Day 1: CPR',
    overview: 'Overview',
  });

  test('POST /courses creates a course (201, legacy snake_case)', async () => {
    const answer = await call('POST', '/courses', input());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        id: expect.stringMatching(UUID),
        title: 'First Aid at Work',
        slug: slugs.course,
        description: 'Three days of first aid',
        is_published: true,
        status: 'active',
        delivery_mode: slugs.deliveryMode,
        duration_days: 3,
        schedule: [{ start: '2030-01-10', end: '2030-01-12' }],
        categories: [{ id: ids.category, name: 'Safety', slug: slugs.category }],
        cities: [{ id: ids.city, name: 'Lagos', slug: slugs.city }],
        associations: [{ id: ids.association, name: 'IOSH', slug: slugs.association }],
        deleted_at: null,
        course_outline: 'Day 1: CPR',
        overview: 'Overview',
        brochure_url: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    ids.course = answer.body.data.id;

    const draft = await call('POST', '/courses', {
      ...input(),
      title: 'Draft',
      slug: `draft-${suffix}`,
      is_published: false,
    });
    expect(draft.status).toBe(201);
    ids.draft = draft.body.data.id;
  });

  test('invalid course input answers 400 and writes nothing', async () => {
    expectTrainingError(await call('POST', '/courses', '{"title": "broken'), 400);
    expectTrainingError(await call('POST', '/courses', { ...input(), slug: `x-${suffix}`, title: undefined }), 400);
    expectTrainingError(await call('POST', '/courses', { ...input(), slug: `x-${suffix}`, status: 'archived' }), 400);
    expectTrainingError(
      await call('POST', '/courses', { ...input(), slug: `x-${suffix}`, duration_days: 'three' }),
      400,
    );
    expectTrainingError(await call('POST', '/courses', { ...input(), slug: `x-${suffix}`, is_published: 'yes' }), 400);
    expectTrainingError(await call('POST', '/courses', [input()]), 400);
    expectTrainingError(await call('GET', `/courses/x-${suffix}`), 404);
  });

  test('GET /courses filters by slugs (Variant A) and by ids (Variant B), published only', async () => {
    const bySlug = await call('GET', `/courses?category=${slugs.category}&city=${slugs.city},other`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ status: 'success', results: 1, total: 1, page: 1, limit: 20 });
    expect(bySlug.body.data.map((course: { id: string }) => course.id)).toEqual([ids.course]);

    const byIds = await call(
      'GET',
      `/courses?category_ids=${ids.category}&association_ids=${ids.association}&association_ids=${randomUUID()}`,
    );
    expect(byIds.status).toBe(200);
    expect(byIds.body.data.map((course: { id: string }) => course.id)).toEqual([ids.course]);

    const byMode = await call('GET', `/courses?delivery_mode=${slugs.deliveryMode}&search=first&limit=5&page=1`);
    expect(byMode.body).toMatchObject({ results: 1, total: 1, page: 1, limit: 5 });
  });

  test('GET /courses rejects a page size that is not an integer', async () => {
    expectTrainingError(await call('GET', '/courses?limit=abc'), 400);
    expectTrainingError(await call('GET', '/courses?page=1.5'), 400);
  });

  test('GET /courses/:id takes a uuid or a slug; an absent course answers 404', async () => {
    const byId = await call('GET', `/courses/${ids.course}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ id: ids.course, slug: slugs.course, course_outline: 'Day 1: CPR' });
    const bySlug = await call('GET', `/courses/${slugs.course}`);
    expect(bySlug.body.data.id).toBe(ids.course);
    expectTrainingError(await call('GET', `/courses/${randomUUID()}`), 404);
  });

  test('REST and GraphQL return the same course', async () => {
    const rest = await call('GET', `/courses/${slugs.course}`);
    const graph = await graphqlRequest<{ course: Record<string, any> }>(stack.gatewayUrl, COURSE_QUERY, {
      idOrSlug: slugs.course,
    });
    const course = graph.data!.course;
    expect(rest.body.data).toMatchObject({
      id: course.id,
      title: course.title,
      slug: course.slug,
      description: course.description,
      is_published: course.isPublished,
      status: course.status.toLowerCase(),
      delivery_mode: course.deliveryMode,
      duration_days: course.durationDays,
      course_outline: course.courseOutline,
      overview: course.overview,
      categories: course.categories,
      cities: course.cities,
      associations: course.associations,
      created_at: course.createdAt,
      updated_at: course.updatedAt,
    });
  });

  test('PUT /courses/:id replaces the course', async () => {
    const answer = await call('PUT', `/courses/${ids.course}`, {
      ...input(),
      title: 'First Aid at Work (2030)',
      city_ids: [],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: ids.course, title: 'First Aid at Work (2030)', cities: [] });
  });

  test('PATCH /courses/bulk publishes several courses', async () => {
    const answer = await call('PATCH', '/courses/bulk', { ids: [ids.draft], updates: { is_published: true } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', data: { matched: 1, updated: expect.any(Number) } });
    const list = await call('GET', `/courses?category=${slugs.category}`);
    expect(list.body.total).toBe(2);
    expectTrainingError(await call('PATCH', '/courses/bulk', { ids: [ids.draft], updates: { status: 'paused' } }), 400);
  });

  test('DELETE /courses/:id soft-deletes', async () => {
    const answer = await call('DELETE', `/courses/${ids.draft}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      message: 'Course deleted',
      data: { id: ids.draft, status: 'deleted' },
    });
    expect(answer.body.data.deleted_at).toEqual(expect.any(String));
    const list = await call('GET', `/courses?category=${slugs.category}`);
    expect(list.body.data.map((course: { id: string }) => course.id)).toEqual([ids.course]);
  });
});

describe('training taxonomy changes', () => {
  test('Variant A renames and deletes by id', async () => {
    const renamed = await call('PUT', `/taxonomies/${ids.city}`, { name: 'Lagos Island' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      status: 'success',
      data: { id: ids.city, name: 'Lagos Island', slug: slugs.city, type: 'city' },
    });
    const deleted = await call('DELETE', `/taxonomies/${ids.city}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status: 'success', message: 'Taxonomy item deleted', data: { id: ids.city } });
  });

  test('Variant B renames and deletes by type and id', async () => {
    const renamed = await call('PUT', `/taxonomies/associations/${ids.association}`, { name: 'IOSH UK' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: ids.association, name: 'IOSH UK', type: 'association' });
    expectTrainingError(await call('PUT', `/taxonomies/colours/${ids.association}`, { name: 'x' }), 400);
    const deleted = await call('DELETE', `/taxonomies/associations/${ids.association}`);
    expect(deleted.status).toBe(200);
    expectTrainingError(await call('DELETE', `/taxonomies/associations/${ids.association}`), 404);
  });
});

describe('common REST rules through the stack', () => {
  test('every answer carries X-Correlation-Id, reusing the client uuid', async () => {
    const id = randomUUID();
    const answer = await call('GET', '/taxonomies', undefined, { 'x-correlation-id': id });
    expect(answer.headers.get('x-correlation-id')).toBe(id);
    const failed = await call('GET', `/courses/${randomUUID()}`, undefined, { 'x-correlation-id': id });
    expect(failed.body.correlationId).toBe(id);
  });

  test('unknown paths answer 404 in each service shape', async () => {
    expectTrainingError(await call('GET', '/nowhere'), 404);
    const factory = await fetch(`${stack.restUrl}/factory/api/v1/nowhere`);
    expect(factory.status).toBe(404);
    expect(await factory.json()).toEqual({ status: 'error', message: expect.any(String) });
    const compliance = await fetch(`${stack.restUrl}/compliance/api/v1/nowhere`);
    expect(compliance.status).toBe(404);
    expect(await compliance.json()).toMatchObject({
      code: 'NOT_FOUND',
      correlationId: compliance.headers.get('x-correlation-id'),
    });
  });

  test('compliance health and plans', async () => {
    const health = await fetch(`${stack.restUrl}/compliance/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ service: 'api-gateway', status: 'healthy' });
    const plans = await fetch(`${stack.restUrl}/compliance/api/v1/plans`);
    expect(plans.status).toBe(200);
    const body = (await plans.json()) as {
      data: { plans: { id: string; limits: object }[]; entityTypes: { value: string; label: string }[] };
    };
    expect(body.data.plans.length).toBeGreaterThan(0);
    expect(body.data.plans[0]).toMatchObject({ id: expect.any(String), limits: { entities: expect.any(Number) } });
    expect(body.data.entityTypes[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
  });
});
