import type { Command } from 'commander';
import { resolveDatabase } from '../../platform/database/index.js';
import type { GrantResult } from '../../subgraphs/compliance/tenants/platform-admins.js';
import { CliUsageError } from '../errors.js';

/** Opens the compliance database (migrated), grants the role, closes it. */
export async function grantComplianceAdmin(databaseUrl: string, userIdOrEmail: string): Promise<GrantResult> {
  // Loaded on use, as every command's subgraph code: `--help` and a bad argument answer without the ORM.
  const [{ migrate, openDatabase }, { grantPlatformAdmin }, { complianceDatabase }] = await Promise.all([
    import('../../subgraphs/shared/database.js'),
    import('../../subgraphs/compliance/tenants/platform-admins.js'),
    import('../../subgraphs/compliance/database.js'),
  ]);
  const orm = await openDatabase(databaseUrl, { ...complianceDatabase, poolSize: 2 });
  try {
    await migrate(orm);
    return await grantPlatformAdmin(orm.em.fork(), userIdOrEmail);
  } finally {
    await orm.close(true);
  }
}

export function register(program: Command): void {
  program
    .command('compliance:grant-admin')
    .description('gives a compliance user the platform-admin role (x-admin: true alone never grants admin)')
    .argument('<user-id-or-email>', "the user's id (the identity provider's) or email")
    .action(async (userIdOrEmail: string) => {
      if (!userIdOrEmail.trim()) throw new CliUsageError('a user id or email is required');
      const database = await resolveDatabase();
      try {
        const { user, previousRole, changed } = await grantComplianceAdmin(database.url, userIdOrEmail);
        console.log(
          changed
            ? `User ${user.email} (${user.id}, tenant ${user.tenantId}) is now a platform admin (was ${previousRole}).`
            : `User ${user.email} (${user.id}) was already a platform admin; nothing changed.`,
        );
      } finally {
        await database.stop();
      }
    });
}
