import { randomUUID } from 'node:crypto';
import { complianceSubgraph } from '../../subgraphs/compliance/subgraph.js';
import { factorySubgraph } from '../../subgraphs/factory/subgraph.js';
import { trainingSubgraph } from '../../subgraphs/training/subgraph.js';
import { ComplianceSeeder } from './compliance.js';
import { FactorySeeder } from './factory.js';
import { OperatorSession } from './operator-session.js';
import type { Progress } from './progress.js';
import type { ServiceSeeder, StepOutcome } from './steps.js';
import { TrainingSeeder } from './training.js';

export interface ServiceReport {
  readonly service: ServiceSeeder['service'];
  readonly created: number;
  readonly present: number;
  /** What a newcomer needs to explore the service's data: ids, logins, a token. */
  readonly explore: string[];
}

/** The step that failed, so that the operator knows where a run stopped (the steps before it are kept). */
export class SeedStepError extends Error {
  override name = 'SeedStepError';

  constructor(
    readonly label: string,
    override readonly cause: unknown,
  ) {
    super(
      `seed:demo stopped at "${label}": ${cause instanceof Error ? cause.message : String(cause)}. What was loaded before it stays; run seed:demo again to complete it.`,
    );
  }
}

/**
 * Loads the demo data of the three services, step by step, through each subgraph's own services. Steps find
 * what an earlier run made, so that a second run creates nothing and a run that stopped is completed.
 */
export async function seedDemo(databaseUrl: string, progress: Progress): Promise<ServiceReport[]> {
  const correlationId = randomUUID();
  const sessions: { close(): Promise<void> }[] = [];
  const closedAtEnd = <T extends { close(): Promise<void> }>(session: T): T => {
    sessions.push(session);
    return session;
  };
  try {
    const seeders: ServiceSeeder[] = [
      new TrainingSeeder(closedAtEnd(await OperatorSession.open(trainingSubgraph, databaseUrl, correlationId))),
      new ComplianceSeeder(closedAtEnd(await OperatorSession.open(complianceSubgraph, databaseUrl, correlationId))),
      new FactorySeeder(closedAtEnd(await OperatorSession.open(factorySubgraph, databaseUrl, correlationId))),
    ];
    const plan = seeders.map((seeder) => ({ seeder, steps: seeder.steps(), outcomes: [] as StepOutcome[] }));
    progress.start(plan.reduce((total, { steps }) => total + steps.length, 0));
    try {
      for (const { steps, outcomes } of plan) {
        for (const step of steps) {
          try {
            outcomes.push(await step.run());
          } catch (error) {
            throw new SeedStepError(step.label, error);
          }
          progress.advance(step.label);
        }
      }
    } finally {
      progress.stop();
    }
    const reports: ServiceReport[] = [];
    for (const { seeder, outcomes } of plan) {
      reports.push({
        service: seeder.service,
        created: outcomes.filter((outcome) => outcome === 'created').length,
        present: outcomes.filter((outcome) => outcome === 'present').length,
        explore: await seeder.explore(),
      });
    }
    return reports;
  } finally {
    for (const session of sessions.reverse()) await session.close();
  }
}
