import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { addTrainingAdmin, describeAddAdmin } from '../../../cli/commands/training-add-admin.js';
import { resetConfig } from '../../../platform/config.js';
import { TestIdentityProvider } from '../../../test/support/identity-provider.js';
import { startTraining, type TrainingUnderTest } from '../../../test/support/training.js';
import { IdentityProviderClient } from '../../shared/identity-provider.js';

let created = 0;
/** A taxonomy creation (an admin operation), with a new name each time. */
const CREATE = () => `mutation { createTaxonomy(input: { type: CATEGORY, name: "Auth ${++created}" }) { id } }`;

describe('admin authentication with an identity provider', () => {
  const idp = new TestIdentityProvider();
  let training: TrainingUnderTest;
  const member = randomUUID();
  const outsider = randomUUID();

  beforeAll(async () => {
    await idp.start();
    training = await startTraining({
      IDP_URL: idp.url,
      IDP_SERVICE_KEY: idp.serviceKey,
      TRAINING_TENANT_SLUG: 'training',
    });
    const result = await addTrainingAdmin(training.database.url, member);
    expect(result).toMatchObject({
      tenantCreated: true,
      membershipCreated: true,
      tenant: { slug: 'training', name: 'Training' },
    });
  });

  afterAll(async () => {
    await training?.stop();
    await idp.stop();
  });

  const mutate = (headers: Record<string, string>) => training.gql(CREATE(), {}, headers);

  test('answers UNAUTHORIZED (401) without an Authorization header', async () => {
    const response = await mutate({});
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(response.data?.createTaxonomy ?? null).toBeNull();
  });

  test('answers UNAUTHORIZED (401) for a malformed header', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two words', 'token-without-scheme']) {
      const response = await mutate({ authorization });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    }
  });

  test('answers FORBIDDEN (403) for a token the provider rejects', async () => {
    const response = await mutate({ authorization: 'Bearer not.a.valid-token' });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(response.errors?.[0]?.message).toMatch(/invalid or expired/i);
  });

  test('answers FORBIDDEN (403) for a valid token of a user outside the training tenant', async () => {
    const response = await mutate({ authorization: `Bearer ${idp.issue(outsider)}` });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(response.errors?.[0]?.message).toMatch(/not a member/i);
  });

  test('lets a member through, asking the provider once per token within 30 s', async () => {
    const token = idp.issue(member);
    const before = idp.userCalls;
    const first = await mutate({ authorization: `Bearer ${token}` });
    expect(first.errors).toBeUndefined();
    const second = await training.gql(
      `{ courses(filter: { includeUnpublished: true }) { total } }`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(second.errors).toBeUndefined();
    expect(idp.userCalls - before).toBe(1);
  });

  test('guards includeUnpublished and hides unpublished courses from non-admins', async () => {
    const admin = { authorization: `Bearer ${idp.issue(member)}` };
    const created = await training.gql(
      `mutation { createCourse(input: { title: "Hidden", slug: "hidden", description: "D" }) { id } }`,
      {},
      admin,
    );
    expect(created.errors).toBeUndefined();

    const anonymous = await training.gql(`{ courses(filter: { includeUnpublished: true }) { total } }`);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHORIZED' });
    const outsiderList = await training.gql(
      `{ courses(filter: { includeUnpublished: true }) { total } }`,
      {},
      { authorization: `Bearer ${idp.issue(outsider)}` },
    );
    expect(outsiderList.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    const publicGet = await training.gql(`{ course(idOrSlug: "hidden") { slug } }`);
    expect(publicGet.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const adminGet = await training.gql(`{ course(idOrSlug: "hidden") { slug isPublished } }`, {}, admin);
    expect(adminGet.data).toEqual({ course: { slug: 'hidden', isPublished: false } });
    // Public reads need no credentials at all.
    expect((await training.gql(`{ taxonomies { categories { slug } } courses { total } }`)).errors).toBeUndefined();
  });

  test('adds admins idempotently (the service behind training:add-admin)', async () => {
    const again = await addTrainingAdmin(training.database.url, member);
    expect(again).toMatchObject({ tenantCreated: false, membershipCreated: false });
    expect(describeAddAdmin(member, again).join('\n')).toMatch(/already a member/);
    const newcomer = randomUUID();
    const added = await addTrainingAdmin(training.database.url, newcomer.toUpperCase());
    expect(added).toMatchObject({ tenantCreated: false, membershipCreated: true });
    const response = await mutate({ authorization: `Bearer ${idp.issue(newcomer)}` });
    expect(response.errors).toBeUndefined();
    await expect(addTrainingAdmin(training.database.url, 'not-a-uuid')).rejects.toMatchObject({
      extensions: { code: 'VALIDATION_ERROR' },
    });
    const rows = await training.subgraph.orm.em
      .fork()
      .execute<{ n: string }[]>(
        `select count(*) as n from "training"."tenant_membership" m join "training"."tenant" t on t.id = m.tenant_id where t.slug = 'training'`,
      );
    expect(Number(rows[0].n)).toBe(2);
  });
});

describe('identity provider client', () => {
  const idp = new TestIdentityProvider();
  beforeAll(() => idp.start());
  afterAll(() => idp.stop());

  test('creates, reads and deletes users per the GoTrue protocol', async () => {
    const client = new IdentityProviderClient({ url: idp.url, serviceKey: idp.serviceKey });
    const user = await client.createUser({
      email: 'a@example.com',
      password: 'secret-password',
      userMetadata: { tenantId: 't' },
    });
    expect(user.email).toBe('a@example.com');
    await expect(client.createUser({ email: 'a@example.com', password: 'x' })).rejects.toMatchObject({
      extensions: { code: 'CONFLICT' },
    });
    expect(await client.getUser('unknown')).toBeNull();
    const token = idp.issue(user.id);
    expect(await client.getUser(token)).toMatchObject({ id: user.id });
    await client.deleteUser(user.id);
    await client.deleteUser(user.id);
    expect(idp.users.size).toBe(0);
  });

  test('reports an unreachable provider as SERVICE_UNAVAILABLE', async () => {
    const client = new IdentityProviderClient({ url: 'http://127.0.0.1:1', serviceKey: 'k', timeoutMs: 1000 });
    await expect(client.getUser('token')).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
    });
  });
});

describe('development bypass', () => {
  let training: TrainingUnderTest;
  beforeAll(async () => {
    training = await startTraining({ IDP_URL: undefined, IDP_SERVICE_KEY: undefined });
  });
  afterAll(async () => {
    await training?.stop();
    resetConfig();
  });

  test('skips authentication when IDP_URL or IDP_SERVICE_KEY is unset', async () => {
    const response = await training.gql(CREATE());
    expect(response.errors).toBeUndefined();
    const unpublished = await training.gql(`{ courses(filter: { includeUnpublished: true }) { total } }`);
    expect(unpublished.errors).toBeUndefined();
  });
});
