import './console-logs.js';
import 'reflect-metadata';
import { Command, CommanderError } from 'commander';
import { AppError } from '../platform/errors.js';
import * as complianceGrantAdmin from './commands/compliance-grant-admin.js';
import * as complianceToken from './commands/compliance-token.js';
import * as documents from './commands/documents.js';
import * as factoryCreateSuperadmin from './commands/factory-create-superadmin.js';
import * as seedDemo from './commands/seed-demo.js';
import * as trainingAddAdmin from './commands/training-add-admin.js';
import { CliUsageError } from './errors.js';

/**
 * `npm run cli -- <command>`. Each command is a module of `cli/commands/` exporting `register(program)`;
 * add yours to this list (and to cli/help.test.ts). Every command's module loads at each run, so it imports the
 * subgraphs' code only in its action (`await import(...)`): `--help` and a refused command line answer without it.
 */
const COMMANDS: { register(program: Command): void }[] = [
  trainingAddAdmin,
  complianceGrantAdmin,
  complianceToken,
  factoryCreateSuperadmin,
  seedDemo,
  documents,
];

async function main(argv: string[]): Promise<number> {
  const program = new Command('cli')
    .description('Operator commands of the federated services platform')
    .exitOverride()
    .showHelpAfterError();
  for (const command of COMMANDS) command.register(program);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit with code 0; commander already printed the problem otherwise.
      return error.exitCode;
    }
    if (error instanceof CliUsageError || error instanceof AppError) {
      process.stderr.write(`error: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

main(process.argv).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
