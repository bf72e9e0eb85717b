import type { Command } from 'commander';
import { config } from '../../platform/config.js';
import { resolveDatabase } from '../../platform/database/index.js';
import type { ServiceReport } from '../seed-demo/seed.js';

const TITLES: Record<ServiceReport['service'], string> = {
  training: 'Training (course catalogue)',
  compliance: 'Compliance',
  factory: 'Factory',
};

/** What the run did, then what a newcomer needs to explore the data. */
export function describeSeeding(reports: readonly ServiceReport[]): string[] {
  const created = reports.reduce((sum, report) => sum + report.created, 0);
  const present = reports.reduce((sum, report) => sum + report.present, 0);
  const headline =
    created === 0
      ? `The demo data is already there (${present} records); nothing was created.`
      : present === 0
        ? `Demo data loaded: ${created} records created.`
        : `Demo data completed: ${created} records created, ${present} already there.`;
  const sandbox = config().GATEWAY_PUBLIC_URL ?? `http://localhost:${config().GATEWAY_PORT}`;
  return [
    headline,
    ...reports.map(
      (report) => `  ${report.service.padEnd(11)} ${report.created} created, ${report.present} already there`,
    ),
    '',
    `Explore it in Apollo Sandbox at ${new URL('/graphql', sandbox).href} while the stack runs (npm start).`,
    ...reports.flatMap((report) => ['', TITLES[report.service], ...report.explore.map((line) => `  ${line}`)]),
  ];
}

export function register(program: Command): void {
  program
    .command('seed:demo')
    .description(
      'loads demonstration data into all three services (again: creates only what is missing), with a progress bar',
    )
    .action(async () => {
      // Loaded on use: the three subgraphs' code is far more than the other commands need.
      const [{ seedDemo }, { progressBar }] = await Promise.all([
        import('../seed-demo/seed.js'),
        import('../seed-demo/progress.js'),
      ]);
      const database = await resolveDatabase();
      try {
        const reports = await seedDemo(database.url, progressBar());
        for (const line of describeSeeding(reports)) console.log(line);
      } finally {
        await database.stop();
      }
    });
}
