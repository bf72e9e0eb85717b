import { cli } from '../../test/support/cli.js';
import { seedTenant, startCompliance, TEST_JWT_SECRET } from '../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../test/support/subgraph.js';

/** The compliance commands as operators run them: the built CLI in a process of its own (`npm test` builds first). */

let compliance: SubgraphUnderTest;
beforeAll(async () => {
  compliance = await startCompliance();
});
afterAll(() => compliance?.stop());

describe('compliance:token', () => {
  test('mints a token the compliance service accepts', async () => {
    const owner = await seedTenant(compliance.sql);
    const { code, stdout } = await cli(
      ['compliance:token', '--sub', owner.userId, '--email', owner.email, '--tenant', owner.tenantId, '--ttl', '30m'],
      { IDP_JWT_SECRET: TEST_JWT_SECRET },
    );
    expect(code).toBe(0);
    const token = stdout.trim();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      exp: number;
      iat: number;
      aud: string;
      role: string;
      user_metadata: object;
    };
    expect(claims.exp - claims.iat).toBe(30 * 60);
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated' });
    expect(claims.user_metadata).toEqual({ tenantId: owner.tenantId });
    const { businessEntities } = await compliance.ok<{ businessEntities: { total: number } }>(
      '{ businessEntities { total } }',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(businessEntities.total).toBe(0);
  });

  test('mints for the configured IDP_JWT_AUDIENCE, which a service expecting another audience refuses', async () => {
    const owner = await seedTenant(compliance.sql);
    const { code, stdout } = await cli(
      ['compliance:token', '--sub', owner.userId, '--email', owner.email, '--tenant', owner.tenantId],
      { IDP_JWT_SECRET: TEST_JWT_SECRET, IDP_JWT_AUDIENCE: 'another-audience' },
    );
    expect(code).toBe(0);
    const token = stdout.trim();
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())).toMatchObject({
      aud: 'another-audience',
    });
    const refused = await compliance.failure(
      '{ businessEntities { total } }',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(refused.code).toBe('UNAUTHORIZED');
  });

  test('refuses bad input with exit code 2 and a clear message', async () => {
    const result = await cli(['compliance:token', '--sub', 'nobody', '--email', 'a@example.com', '--tenant', 'x'], {
      IDP_JWT_SECRET: TEST_JWT_SECRET,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--sub must be a uuid/);
    const ttl = await cli(
      [
        'compliance:token',
        '--sub',
        '5b1f0c1e-3f7a-4c59-9d0b-6c1a2e3f4a5b',
        '--email',
        'a@example.com',
        '--tenant',
        '5b1f0c1e-3f7a-4c59-9d0b-6c1a2e3f4a5b',
        '--ttl',
        'forever',
      ],
      {
        IDP_JWT_SECRET: TEST_JWT_SECRET,
      },
    );
    expect(ttl.code).toBe(2);
    expect(ttl.stderr).toMatch(/--ttl must be a duration/);
  });
});

describe('compliance:grant-admin', () => {
  test('makes a user a platform admin by email; the admin check then passes with x-admin', async () => {
    const user = await seedTenant(compliance.sql);
    const adminOnly = `mutation { createTenant(input: { name: "Granted Ltd", entityType: LLP }) { id } }`;
    expect((await compliance.failure(adminOnly, {}, { ...user.headers, 'x-admin': 'true' })).code).toBe('FORBIDDEN');

    const granted = await cli(['compliance:grant-admin', user.email], { DATABASE_URL: compliance.database.url });
    expect(granted.code).toBe(0);
    expect(granted.stdout).toMatch(/is now a platform admin \(was OWNER\)/);
    await compliance.ok(adminOnly, {}, { ...user.headers, 'x-admin': 'true' });

    const again = await cli(['compliance:grant-admin', user.userId], { DATABASE_URL: compliance.database.url });
    expect(again.stdout).toMatch(/already a platform admin/);
    const audit = await compliance.sql(`select action, user_id from compliance.audit_event where resource_id = ?`, [
      user.userId,
    ]);
    expect(audit).toEqual([{ action: 'USER_ROLE_CHANGED', user_id: 'operator:cli' }]);
  });

  test('an unknown user exits with code 2', async () => {
    const result = await cli(['compliance:grant-admin', 'nobody@example.com'], {
      DATABASE_URL: compliance.database.url,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Compliance user "nobody@example.com" not found/);
  });
});
