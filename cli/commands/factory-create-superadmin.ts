import type { Command } from 'commander';
import { resolveDatabase } from '../../platform/database/index.js';

export function register(program: Command): void {
  program
    .command('factory:create-superadmin')
    .description('creates a factory super-admin (who manages tenants, plans and global configuration)')
    .argument('<email>', 'the login name')
    .argument('<password>', 'at least 8 characters')
    .action(async (email: string, password: string) => {
      // Loaded on use, as every command's subgraph code: `--help` and a bad argument answer without the ORM.
      const [{ migrate, openDatabase }, { createSuperAdmin }, { factoryDatabase }] = await Promise.all([
        import('../../subgraphs/shared/database.js'),
        import('../../subgraphs/factory/accounts/super-admins.js'),
        import('../../subgraphs/factory/database.js'),
      ]);
      const database = await resolveDatabase();
      const orm = await openDatabase(database.url, { ...factoryDatabase, poolSize: 2 });
      try {
        await migrate(orm);
        const user = await createSuperAdmin(orm.em.fork(), email, password);
        console.log(`Super-admin ${user.email} (${user.id}) created.`);
      } finally {
        await orm.close(true);
        await database.stop();
      }
    });
}
