import type { Command } from 'commander';
import { resolveDatabase } from '../../platform/database/index.js';
import { factoryDatabase } from '../../subgraphs/factory/database.js';
import { createSuperAdmin } from '../../subgraphs/factory/accounts/super-admins.js';
import { migrate, openDatabase } from '../../subgraphs/shared/database.js';

export function register(program: Command): void {
  program
    .command('factory:create-superadmin')
    .description('creates a factory super-admin (who manages tenants, plans and global configuration)')
    .argument('<email>', 'the login name')
    .argument('<password>', 'at least 8 characters')
    .action(async (email: string, password: string) => {
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
