import { parse, type DocumentNode } from 'graphql';
import { costDirectivesOf, estimateCost } from '../gateway/demand-control/index.js';
import * as restDocuments from '../rest-adapter/generated/graphql.js';
import { apiSchemaOf, readSupergraph } from '../schema/supergraph.js';
import { fanOut } from './crafted-documents.js';
import { round1 } from './measure.js';

/**
 * The CPU demand control's estimate costs, in this process (no stack): on the costliest operation the REST adapter
 * sends (at the largest page size its routes allow, 100) and on the 30-level fragment fan-out, each estimated afresh
 * every time (the gateway estimates a document shape once per values of its deciding variables and keeps it; this is the miss).
 */
export interface CostEstimateFigures {
  readonly operations: readonly { operation: string; estimate: number; microsecondsPerEstimate: number }[];
}

const ITERATIONS = 2_000;

export async function benchCostEstimate(): Promise<CostEstimateFigures> {
  const sdl = await readSupergraph();
  const schema = apiSchemaOf(sdl);
  const directives = costDirectivesOf(sdl);
  const variables = { limit: 100 };
  const estimateOf = (document: DocumentNode) =>
    estimateCost({ schema, directives, document, variables }).estimate?.total ?? 0;
  const candidates = Object.entries(restDocuments as Record<string, unknown>).filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document') && (entry[1] as { kind?: unknown }).kind === 'Document',
  );
  const [largestName, largest] = candidates.reduce((most, candidate) =>
    estimateOf(candidate[1]) > estimateOf(most[1]) ? candidate : most,
  );
  const operations: [string, DocumentNode][] = [
    [`REST's costliest: ${largestName.replace(/Document$/, '')}`, largest],
    [
      'fragment fan-out, 30 levels, each leaf a taxonomy list',
      parse(fanOut(30, 'query', 'Query', 'taxonomies { categories { id } }')),
    ],
  ];
  return {
    operations: operations.map(([operation, document]) => {
      for (let warm = 0; warm < 100; warm++) estimateOf(document);
      const started = process.cpuUsage();
      for (let run = 0; run < ITERATIONS; run++) estimateOf(document);
      const used = process.cpuUsage(started);
      return {
        operation,
        estimate: estimateOf(document),
        microsecondsPerEstimate: round1((used.user + used.system) / ITERATIONS),
      };
    }),
  };
}

export function printCostEstimate(figures: CostEstimateFigures): void {
  console.log('\nDemand control: CPU of one estimate (not cached)');
  for (const { operation, estimate, microsecondsPerEstimate } of figures.operations)
    console.log(`  ${operation.padEnd(60)} estimate ${String(estimate).padStart(8)}  ${microsecondsPerEstimate} µs`);
}
