import { resetConfig } from '../../platform/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { graphqlRequest } from './stack.js';
import { startSubgraph, type RunningSubgraph } from '../../subgraphs/shared/server.js';
import { trainingSubgraph } from '../../subgraphs/training/subgraph.js';

export interface TrainingUnderTest {
  readonly subgraph: RunningSubgraph;
  readonly database: TestDatabase;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): ReturnType<typeof graphqlRequest<T>>;
  stop(): Promise<void>;
}

/** The training subgraph over HTTP on an ephemeral port, with a database of its own and the given environment. */
export async function startTraining(env: Record<string, string | undefined> = {}): Promise<TrainingUnderTest> {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
  const database = await createTestDatabase();
  const subgraph = await startSubgraph(trainingSubgraph, { port: 0, databaseUrl: database.url });
  return {
    subgraph,
    database,
    gql: (query, variables = {}, headers = {}) => graphqlRequest(subgraph.url, query, variables, headers),
    stop: async () => {
      await subgraph.stop();
      await database.drop();
    },
  };
}

export const COURSE_FIELDS = `
  id title slug description isPublished status deliveryMode durationDays schedule courseOutline overview brochureUrl
  categories { id name slug type } cities { id name slug type } associations { id name slug type }
  deletedAt createdAt updatedAt`;
