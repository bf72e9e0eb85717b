import type { Command } from 'commander';
import { mintAccessToken } from '../../platform/auth/access-token.js';
import { isUuid } from '../../platform/ids.js';
import { CliUsageError } from '../errors.js';

const DURATION =
  /^\d+\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days|w|week|weeks)$/i;

interface TokenOptions {
  sub: string;
  email: string;
  tenant: string;
  entity?: string;
  ttl: string;
}

export function register(program: Command): void {
  program
    .command('compliance:token')
    .description(
      'mints a development access token signed with the configured or generated IDP_JWT_SECRET, for the audience IDP_JWT_AUDIENCE (default authenticated)',
    )
    .requiredOption('--sub <id>', "the user's id (a uuid)")
    .requiredOption('--email <email>', "the user's email")
    .requiredOption('--tenant <id>', "the user's tenant id (a uuid)")
    .option('--entity <id>', "the user's entity id (a uuid)")
    .option('--ttl <duration>', 'lifetime, e.g. 30m, 1h, 7d', '1h')
    .action(async (options: TokenOptions) => {
      for (const [flag, value] of [
        ['--sub', options.sub],
        ['--tenant', options.tenant],
        ['--entity', options.entity],
      ] as const) {
        if (value !== undefined && !isUuid(value))
          throw new CliUsageError(`${flag} must be a uuid, got "${String(value)}"`);
      }
      if (!/^[^\s@]+@[^\s@]+$/.test(options.email))
        throw new CliUsageError(`--email must be an email address, got "${options.email}"`);
      if (!DURATION.test(options.ttl.trim()))
        throw new CliUsageError(`--ttl must be a duration such as 30m, 1h or 7d, got "${options.ttl}"`);
      const token = await mintAccessToken({
        sub: options.sub.toLowerCase(),
        email: options.email,
        tenantId: options.tenant.toLowerCase(),
        entityId: options.entity?.toLowerCase(),
        ttl: options.ttl.trim(),
      });
      console.log(token);
    });
}
