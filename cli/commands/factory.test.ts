import { factorySubgraph } from '../../subgraphs/factory/subgraph.js';
import { startSubgraph } from '../../subgraphs/shared/server.js';
import { cli } from '../../test/support/cli.js';
import { startFactory } from '../../test/support/factory.js';
import type { SubgraphUnderTest } from '../../test/support/subgraph.js';

/** Super-admins as operators make them: the built CLI in a process of its own, and the variables read at start. */

const LOGIN = `mutation ($email: String!, $password: String!) { factoryLogin(email: $email, password: $password, panel: SUPER_ADMIN) { token user { role } } }`;

let factory: SubgraphUnderTest;
afterEach(() => factory?.stop());

test('factory:create-superadmin makes a super-admin who can sign in to the super-admin panel; bad input exits 2', async () => {
  factory = await startFactory();
  const env = { DATABASE_URL: factory.database.url };
  const created = await cli(['factory:create-superadmin', 'Root@Factory.example.com', 'a long password'], env);
  expect(created).toMatchObject({
    code: 0,
    stdout: expect.stringMatching(/Super-admin root@factory\.example\.com \(.+\) created/),
  });
  const session = await factory.ok<{ factoryLogin: { token: string; user: { role: string } } }>(LOGIN, {
    email: 'root@factory.example.com',
    password: 'a long password',
  });
  expect(session.factoryLogin.user.role).toBe('SUPER_ADMIN');

  const again = await cli(['factory:create-superadmin', 'root@factory.example.com', 'another password'], env);
  expect(again.code).toBe(2);
  expect(again.stderr).toMatch(/already exists/);
  expect((await cli(['factory:create-superadmin', 'not-an-email', 'a long password'], env)).stderr).toMatch(
    /email must be an email address/,
  );
  expect((await cli(['factory:create-superadmin', 'short@factory.example.com', 'short'], env)).code).toBe(2);
  expect(await factory.sql(`select email from factory.app_user where role = 'super-admin'`)).toEqual([
    { email: 'root@factory.example.com' },
  ]);
});

test('FACTORY_SUPERADMIN_EMAIL and _PASSWORD create a super-admin at start when there is none, once', async () => {
  factory = await startFactory({
    FACTORY_SUPERADMIN_EMAIL: 'boot@factory.example.com',
    FACTORY_SUPERADMIN_PASSWORD: 'boot password 1',
  });
  const session = await factory.ok<{ factoryLogin: { user: { role: string } } }>(LOGIN, {
    email: 'boot@factory.example.com',
    password: 'boot password 1',
  });
  expect(session.factoryLogin.user.role).toBe('SUPER_ADMIN');
  // A second instance on the same database (or a restart) finds one and creates none.
  const second = await startSubgraph(factorySubgraph, { port: 0, databaseUrl: factory.database.url });
  await second.stop();
  expect(await factory.sql(`select count(*)::int as count from factory.app_user where role = 'super-admin'`)).toEqual([
    { count: 1 },
  ]);
});
