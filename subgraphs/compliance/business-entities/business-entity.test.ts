import { SignJWT } from 'jose';
import {
  seedEntity,
  seedTenant,
  startCompliance,
  TEST_JWT_SECRET,
  tokenFor,
  type TenantUser,
} from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

const UPDATE = `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) {
  updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version changed entity { id profileData version } }
}`;
const GET = `query ($id: ID!) { businessEntity(id: $id) { id tenantId name profileData version } }`;
const CREATE = `mutation ($input: CreateBusinessEntityInput!) { createBusinessEntity(input: $input) { id tenantId name entityType profileData version } }`;

interface Update {
  updateEntityProfile: {
    version: number;
    changed: boolean;
    entity: { profileData: Record<string, unknown>; version: number };
  };
}

let compliance: SubgraphUnderTest;
let owner: TenantUser;
let stranger: TenantUser;

beforeAll(async () => {
  compliance = await startCompliance();
  owner = await seedTenant(compliance.sql);
  stranger = await seedTenant(compliance.sql);
});
afterAll(() => compliance?.stop());

const auditOf = (entityId: string) =>
  compliance.sql<{ action: string; changes: unknown; user_id: string }>(
    `select action, changes, user_id from compliance.audit_event where entity_id = ? order by timestamp`,
    [entityId],
  );
const eventsOf = (entityId: string) =>
  compliance.sql<{ routing_key: string; payload: Record<string, unknown> }>(
    `select routing_key, payload from compliance.event_outbox where routing_key = ? order by created_at`,
    [`profile.updated.${entityId}`],
  );

describe('business entities', () => {
  test('are created in the caller’s tenant, audited, and read back', async () => {
    const { createBusinessEntity } = await compliance.ok<{ createBusinessEntity: { id: string; version: number } }>(
      CREATE,
      {
        input: {
          name: 'Acme Private Limited',
          entityType: 'PRIVATE_LIMITED',
          profileData: { cin: 'U12345MH2020PTC123456' },
        },
      },
      owner.headers,
    );
    expect(createBusinessEntity).toMatchObject({
      tenantId: owner.tenantId,
      version: 1,
      profileData: { cin: 'U12345MH2020PTC123456' },
    });
    expect((await auditOf(createBusinessEntity.id)).map((row) => row.action)).toEqual(['ENTITY_CREATED']);
    const { businessEntity } = await compliance.ok<{ businessEntity: { name: string } }>(
      GET,
      { id: createBusinessEntity.id },
      owner.headers,
    );
    expect(businessEntity.name).toBe('Acme Private Limited');
  });

  test('are invisible to other tenants, and no one acts for another tenant', async () => {
    const id = await seedEntity(compliance.sql, owner.tenantId);
    expect(await compliance.failure(GET, { id }, stranger.headers)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(
      await compliance.failure(UPDATE, { id, version: 1, profileData: { pan: 'X' } }, stranger.headers),
    ).toMatchObject({ code: 'NOT_FOUND' });
    // The token's tenant with another tenant's header, or another tenant named as an argument: 403.
    expect(await compliance.failure(GET, { id }, { ...owner.headers, 'x-tenant-id': stranger.tenantId })).toMatchObject(
      { code: 'FORBIDDEN', status: 403 },
    );
    expect(
      await compliance.failure(CREATE, { input: { tenantId: stranger.tenantId, name: 'Intruder' } }, owner.headers),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const list = await compliance.failure(
      `query ($t: ID) { businessEntities(tenantId: $t) { total } }`,
      { t: stranger.tenantId },
      owner.headers,
    );
    expect(list.code).toBe('FORBIDDEN');
  });

  test('the FREE plan allows one entity: the second is refused with the limit', async () => {
    const free = await seedTenant(compliance.sql, { plan: 'FREE' });
    await compliance.ok(CREATE, { input: { name: 'First' } }, free.headers);
    const failure = await compliance.gql(CREATE, { input: { name: 'Second' } }, free.headers);
    expect(failure.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      details: { plan: 'FREE', resource: 'entities', limit: 1, current: 1 },
    });
    expect(failure.errors?.[0]?.message).toMatch(/FREE plan allows 1 entity/);
    expect(
      await compliance.sql(`select name from compliance.business_entity where tenant_id = ?`, [free.tenantId]),
    ).toEqual([{ name: 'First' }]);
  });
});

describe('access tokens', () => {
  test('a missing, malformed, expired or foreign-signed token is UNAUTHORIZED', async () => {
    const query = `{ businessEntities { total } }`;
    expect((await compliance.failure(query, {}, {})).code).toBe('UNAUTHORIZED');
    expect((await compliance.failure(query, {}, { authorization: 'Basic abc' })).code).toBe('UNAUTHORIZED');
    const expired = await tokenFor(owner, -60);
    expect(await compliance.failure(query, {}, { authorization: `Bearer ${expired}` })).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      message: 'Access token expired',
    });
    const [header, payload, signature] = (await tokenFor(owner)).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await compliance.failure(query, {}, { authorization: `Bearer ${unsigned}` })).code).toBe('UNAUTHORIZED');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), user_metadata: { tenantId: stranger.tenantId } })).toString('base64url')}.${signature}`;
    expect((await compliance.failure(query, {}, { authorization: `Bearer ${tampered}` })).code).toBe('UNAUTHORIZED');

    const claims = { email: owner.email, user_metadata: { tenantId: owner.tenantId }, aud: 'authenticated' };
    const sign = (alg: string, key: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject(owner.userId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(key));
    // Only HS256 with the configured secret: another HMAC algorithm with the right secret, or HS256 with another secret, is refused.
    expect(
      (await compliance.failure(query, {}, { authorization: `Bearer ${await sign('HS512', TEST_JWT_SECRET)}` })).code,
    ).toBe('UNAUTHORIZED');
    expect(
      (
        await compliance.failure(
          query,
          {},
          { authorization: `Bearer ${await sign('HS256', 'another-secret-of-32-characters!')}` },
        )
      ).code,
    ).toBe('UNAUTHORIZED');
    await compliance.ok(query, {}, { authorization: `Bearer ${await sign('HS256', TEST_JWT_SECRET)}` });
  });
});

describe('profile updates with optimistic locking', () => {
  let entityId: string;
  beforeEach(async () => {
    entityId = await seedEntity(compliance.sql, owner.tenantId, {
      cin: 'U1',
      registeredAddress: 'Old Street 1',
      directors: [],
    });
  });

  test('without a version: MISSING_VERSION, nothing changed', async () => {
    expect(await compliance.failure(UPDATE, { id: entityId, profileData: { cin: 'U2' } }, owner.headers)).toMatchObject(
      { code: 'MISSING_VERSION', status: 400 },
    );
    expect(
      (await compliance.failure(UPDATE, { id: entityId, version: '1', profileData: {} }, owner.headers)).code,
    ).toBe('VALIDATION_ERROR');
    expect(await auditOf(entityId)).toEqual([]);
  });

  test('a current version merges the fields, bumps the version, audits the changes and records profile.updated', async () => {
    const { updateEntityProfile } = await compliance.ok<Update>(
      UPDATE,
      { id: entityId, version: 1, profileData: { registeredAddress: 'New Road 2', pan: 'AAPFU0939F', cin: null } },
      owner.headers,
    );
    expect(updateEntityProfile).toMatchObject({
      version: 2,
      changed: true,
      entity: { version: 2, profileData: { registeredAddress: 'New Road 2', pan: 'AAPFU0939F', directors: [] } },
    });
    expect(updateEntityProfile.entity.profileData).not.toHaveProperty('cin');

    const changes = [
      { field: 'cin', oldValue: 'U1', newValue: null },
      { field: 'registeredAddress', oldValue: 'Old Street 1', newValue: 'New Road 2' },
      { field: 'pan', oldValue: null, newValue: 'AAPFU0939F' },
    ];
    expect(await auditOf(entityId)).toEqual([{ action: 'ENTITY_PROFILE_UPDATED', changes, user_id: owner.userId }]);
    const [event] = await eventsOf(entityId);
    expect(event.payload).toEqual({
      eventType: 'profile.updated',
      entityId,
      tenantId: owner.tenantId,
      userId: owner.userId,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      changes,
      version: 2,
    });
  });

  test('a stale version: VERSION_CONFLICT with the current version and data, no event', async () => {
    await compliance.ok(UPDATE, { id: entityId, version: 1, profileData: { cin: 'U2' } }, owner.headers);
    const response = await compliance.gql(
      UPDATE,
      { id: entityId, version: 1, profileData: { cin: 'U3' } },
      owner.headers,
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'VERSION_CONFLICT',
      status: 409,
      currentVersion: 2,
      currentData: {
        id: entityId,
        version: 2,
        profileData: { cin: 'U2', registeredAddress: 'Old Street 1', directors: [] },
      },
    });
    expect(await eventsOf(entityId)).toHaveLength(1);
  });

  test('two concurrent updates with the same version: exactly one wins', async () => {
    const attempts = await Promise.all(
      ['U-A', 'U-B', 'U-C', 'U-D'].map((cin) =>
        compliance.gql<Update>(UPDATE, { id: entityId, version: 1, profileData: { cin } }, owner.headers),
      ),
    );
    const winners = attempts.filter((attempt) => attempt.data?.updateEntityProfile);
    const losers = attempts.filter((attempt) => attempt.errors?.[0]?.extensions?.code === 'VERSION_CONFLICT');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(3);
    const [row] = await compliance.sql<{ version: number; profile_data: { cin: string } }>(
      `select version, profile_data from compliance.business_entity where id = ?`,
      [entityId],
    );
    expect(row.version).toBe(2);
    expect(row.profile_data.cin).toBe(winners[0].data!.updateEntityProfile.entity.profileData.cin);
    expect(await auditOf(entityId)).toHaveLength(1);
    expect(await eventsOf(entityId)).toHaveLength(1);
  });

  test('an update that changes nothing keeps the version and publishes nothing', async () => {
    const { updateEntityProfile } = await compliance.ok<Update>(
      UPDATE,
      { id: entityId, version: 1, profileData: { cin: 'U1' } },
      owner.headers,
    );
    expect(updateEntityProfile).toMatchObject({ version: 1, changed: false });
    expect(await eventsOf(entityId)).toEqual([]);
  });
});
