import type { Command } from 'commander';
import { config } from '../../platform/config.js';
import { resolveDatabase } from '../../platform/database/index.js';
import { isUuid } from '../../platform/ids.js';
import type { AddAdminResult } from '../../subgraphs/training/auth/training-auth.js';
import { CliUsageError } from '../errors.js';

/** Opens the training database (migrated), makes the user a member of the training tenant, closes it. */
export async function addTrainingAdmin(databaseUrl: string, userId: string): Promise<AddAdminResult> {
  // Loaded on use, as every command's subgraph code: `--help` and a bad argument answer without the ORM.
  const [{ migrate, openDatabase }, { TrainingTenantService }, { trainingDatabase }] = await Promise.all([
    import('../../subgraphs/shared/database.js'),
    import('../../subgraphs/training/auth/training-auth.js'),
    import('../../subgraphs/training/database.js'),
  ]);
  const orm = await openDatabase(databaseUrl, { ...trainingDatabase, poolSize: 2 });
  try {
    await migrate(orm);
    return await new TrainingTenantService(orm.em.fork(), config().TRAINING_TENANT_SLUG).addAdmin(userId);
  } finally {
    await orm.close(true);
  }
}

export function describeAddAdmin(userId: string, result: AddAdminResult): string[] {
  const lines: string[] = [];
  if (result.tenantCreated) lines.push(`Created the training tenant "${result.tenant.slug}" (${result.tenant.id}).`);
  lines.push(
    result.membershipCreated
      ? `User ${userId} is now a member (admin) of the training tenant "${result.tenant.slug}".`
      : `User ${userId} was already a member (admin) of the training tenant "${result.tenant.slug}"; nothing changed.`,
  );
  return lines;
}

export function register(program: Command): void {
  program
    .command('training:add-admin')
    .description('makes an identity-provider user a member (admin) of the training tenant')
    .argument('<idp-user-id>', "the identity provider's user id (a uuid)")
    .action(async (userId: string) => {
      if (!isUuid(userId))
        throw new CliUsageError(`"${String(userId)}" is not an identity-provider user id: expected a uuid`);
      const database = await resolveDatabase();
      try {
        const result = await addTrainingAdmin(database.url, userId);
        for (const line of describeAddAdmin(userId, result)) console.log(line);
      } finally {
        await database.stop();
      }
    });
}
