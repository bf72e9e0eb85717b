import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTraining, type TrainingUnderTest } from '../../../test/support/training.js';

let training: TrainingUnderTest;

interface Item {
  id: string;
  name: string;
  slug: string;
  type: string;
}

const create = (input: Record<string, unknown>) =>
  training.gql<{ createTaxonomy: Item }>(
    `mutation($input: CreateTaxonomyInput!) { createTaxonomy(input: $input) { id name slug type } }`,
    { input },
  );
const update = (id: string, input: Record<string, unknown>, type?: string) =>
  training.gql<{ updateTaxonomy: Item }>(
    `mutation($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) { updateTaxonomy(id: $id, type: $type, input: $input) { id name slug type } }`,
    { id, type, input },
  );
const remove = (id: string, type?: string) =>
  training.gql<{ deleteTaxonomy: Item }>(
    `mutation($id: ID!, $type: TaxonomyType) { deleteTaxonomy(id: $id, type: $type) { id name slug type } }`,
    { id, type },
  );
const groups = () =>
  training
    .ok<{ taxonomies: Record<'categories' | 'cities' | 'associations' | 'deliveryModes', Item[]> }>(
      `{ taxonomies { categories { id name slug type } cities { id name slug type } associations { id name slug type } deliveryModes { id name slug type } } }`,
    )
    .then((data) => data.taxonomies);

async function count(table: string): Promise<number> {
  const rows = await training.subgraph.orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from "training"."${table}"`);
  return Number(rows[0].n);
}

beforeAll(async () => {
  training = await startTraining({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
});

afterAll(async () => {
  await training?.stop();
});

describe('taxonomies', () => {
  test('creates items, deriving the slug from the name when absent, and lists them grouped', async () => {
    const derived = await create({ type: 'CATEGORY', name: 'Health & Safety (Advanced)' });
    expect(derived.data?.createTaxonomy).toMatchObject({
      name: 'Health & Safety (Advanced)',
      slug: 'health-safety-advanced',
      type: 'CATEGORY',
    });
    const given = await create({ type: 'CITY', name: 'Manchester', slug: 'mcr' });
    expect(given.data?.createTaxonomy).toMatchObject({ slug: 'mcr', type: 'CITY' });
    await create({ type: 'ASSOCIATION', name: 'CIPD' });
    await create({ type: 'DELIVERY_MODE', name: 'Blended' });
    // The same slug in another taxonomy is fine.
    await create({ type: 'CITY', name: 'Health Safety Advanced' });

    const all = await groups();
    expect(all.categories.map((item) => item.slug)).toEqual(['health-safety-advanced']);
    expect(all.cities.map((item) => item.slug)).toEqual(['health-safety-advanced', 'mcr']);
    expect(all.associations.map((item) => item.slug)).toEqual(['cipd']);
    expect(all.deliveryModes.map((item) => item.slug)).toEqual(['blended']);
  });

  test('answers CONFLICT for a duplicate (type, slug) and VALIDATION_ERROR for a bad slug, writing nothing', async () => {
    const before = await count('taxonomy_item');
    const duplicate = await create({ type: 'CITY', name: 'Mcr', slug: 'mcr' });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    const bad = await create({ type: 'CITY', name: 'Bad', slug: 'Bad Slug' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    const blank = await create({ type: 'CITY', name: '!!!' });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
    const unknownType = await create({ type: 'PLANET', name: 'Mars' });
    expect(unknownType.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await count('taxonomy_item')).toBe(before);
  });

  test('updates an item with or without its type (Variant A and B paths)', async () => {
    const { cities } = await groups();
    const mcr = cities.find((item) => item.slug === 'mcr')!;
    const renamed = await update(mcr.id, { name: 'Greater Manchester' });
    expect(renamed.data?.updateTaxonomy).toMatchObject({ id: mcr.id, name: 'Greater Manchester', slug: 'mcr' });
    const typed = await update(mcr.id, { slug: 'manchester' }, 'CITY');
    expect(typed.data?.updateTaxonomy).toMatchObject({ name: 'Greater Manchester', slug: 'manchester' });
    const wrongType = await update(mcr.id, { name: 'X' }, 'CATEGORY');
    expect(wrongType.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const missing = await update('6f1c7a9e-0000-4000-8000-000000000000', { name: 'X' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const taken = await update(mcr.id, { slug: 'health-safety-advanced' });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
  });

  test('moves courses along when a delivery mode changes its slug', async () => {
    const { deliveryModes } = await groups();
    const blended = deliveryModes[0];
    await training.ok(
      `mutation { createCourse(input: { title: "Mixed", slug: "mixed", description: "D", deliveryMode: "blended" }) { id } }`,
    );
    await update(blended.id, { slug: 'hybrid' }, 'DELIVERY_MODE');
    const data = await training.ok<{ course: { deliveryMode: string } }>(
      `{ course(idOrSlug: "mixed") { deliveryMode } }`,
    );
    expect(data.course.deliveryMode).toBe('hybrid');
  });

  test('hard-deletes an item and detaches it from its courses', async () => {
    const category = (await create({ type: 'CATEGORY', name: 'Temporary' })).data!.createTaxonomy;
    const city = (await groups()).cities.find((item) => item.slug === 'manchester')!;
    const mode = (await groups()).deliveryModes[0];
    await training.ok(`mutation($input: CreateCourseInput!) { createCourse(input: $input) { id } }`, {
      input: {
        title: 'Attached',
        slug: 'attached',
        description: 'D',
        categoryIds: [category.id],
        cityIds: [city.id],
        deliveryMode: mode.slug,
      },
    });

    const wrongType = await remove(category.id, 'CITY');
    expect(wrongType.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const deleted = await remove(category.id, 'CATEGORY');
    expect(deleted.data?.deleteTaxonomy).toMatchObject({ id: category.id, slug: 'temporary', type: 'CATEGORY' });
    expect((await remove(mode.id)).data?.deleteTaxonomy.type).toBe('DELIVERY_MODE');
    const again = await remove(category.id);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const data = await training.ok<{ course: { categories: Item[]; cities: Item[]; deliveryMode: string | null } }>(
      `{ course(idOrSlug: "attached") { categories { slug } cities { slug } deliveryMode } }`,
    );
    expect(data.course).toEqual({ categories: [], cities: [{ slug: 'manchester' }], deliveryMode: null });
    expect((await groups()).categories.map((item) => item.slug)).not.toContain('temporary');
  });
});
