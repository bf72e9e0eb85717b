import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DEFAULT_DOCUMENT_LIMITS } from '../gateway/document-limits.js';
import {
  createDocumentTable,
  readManifest,
  sha256Of,
  TrustedDocumentStore,
} from '../gateway/trusted-documents/index.js';
import { chain, cycle, fanOut } from './crafted-documents.js';
import { cpuMilliseconds, percentile, round1 } from './measure.js';
import {
  benchDatabaseUrl,
  eventTransport,
  gatewayUrl,
  ports,
  startStack,
  stopProcesses,
  waitUntilUp,
} from './stack.js';

/**
 * Crafted documents against the gateway (`npm start` in one process): what each costs the process in CPU, and
 * what a flood of the worst one does to an ordinary client's latency, measured side by side with the same
 * client alone. Before the document checks were made linear, the 26-level fan-out took 13 s of CPU and the
 * 30-level one minutes, during which every other request waited.
 */
export interface DocumentFigures {
  readonly documents: readonly {
    document: string;
    bytes: number;
    status: number;
    cpuMsPerRequest: number;
    p50Ms: number;
  }[];
  readonly neighbour: readonly { alongside: string; requests: number; p50Ms: number; p99Ms: number; errors: number }[];
}

const ORDINARY = '{ taxonomies { categories { id name } } }';
const REQUESTS_PER_DOCUMENT = 40;
/**
 * The ordinary query, by text and by id, costs a fraction of a 10 ms tick: measured over this many requests, so that
 * the two rows can be told apart.
 */
const REQUESTS_PER_ORDINARY = 1000;
const NEIGHBOUR_SECONDS = 4;
const CONCURRENCY = 4;

/** A request's body: the document as text, or by the id of a trusted document. */
type Body = { query: string } | { documentId: string };

const DOCUMENTS: readonly [string, string][] = [
  ['ordinary query (for comparison)', ORDINARY],
  ['ordinary query by id (a trusted document)', ORDINARY],
  ['fan-out, 26 levels (2 KB)', fanOut(26)],
  ['fan-out, 30 levels (the worst)', fanOut(30)],
  ['chain of 1200 spreads', chain(1200)],
  ['chain of 2000 spreads', chain(2000)],
  ['cycle of 1000 fragments', cycle(1000)],
  ['one response name 1000 times', `{ ${'taxonomies { categories { id } } '.repeat(1000)} }`],
  ['brackets 10,000 deep', `{ ${'t { '.repeat(10_000)}id${' }'.repeat(10_000)} }`],
  ['2 MB of comment', `{ __typename } # ${'x'.repeat(2_000_000)}`],
];
const WORST = fanOut(30);

async function post(query: string | Body): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(typeof query === 'string' ? { query } : query),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** CONCURRENCY loops of `query` for NEIGHBOUR_SECONDS, with CONCURRENCY loops of `alongside` (if any) beside them. */
async function neighbourLatency(
  alongside: string | undefined,
): Promise<{ requests: number; p50Ms: number; p99Ms: number; errors: number }> {
  const deadline = performance.now() + NEIGHBOUR_SECONDS * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const loop = async (query: string, record: boolean) => {
    while (performance.now() < deadline) {
      const { status, ms } = await post(query);
      if (!record) continue;
      latencies.push(ms);
      if (status !== 200) errors += 1;
    }
  };
  await Promise.all([
    ...Array.from({ length: CONCURRENCY }, () => loop(ORDINARY, true)),
    ...(alongside ? Array.from({ length: CONCURRENCY }, () => loop(alongside, false)) : []),
  ]);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    errors,
  };
}

/**
 * Loads the ordinary query as the trusted document of a client `bench` (what `npm run cli -- documents:load` does)
 * and waits until the gateway runs it by id.
 */
async function trustOrdinary(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await createDocumentTable(client);
    const manifest = readManifest(
      { [`sha256:${sha256Of(ORDINARY)}`]: ORDINARY },
      { ...DEFAULT_DOCUMENT_LIMITS, maxDepth: 12 },
    );
    await new TrustedDocumentStore(client).load('bench', '1', manifest.documents);
  } finally {
    await client.end();
  }
  for (let tries = 0; (await post({ documentId: sha256Of(ORDINARY) })).status !== 200; tries += 1) {
    if (tries > 100) throw new Error('the gateway does not run the trusted document by id');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function benchDocuments(): Promise<DocumentFigures> {
  const databaseUrl = await benchDatabaseUrl();
  const stack = startStack(databaseUrl, eventTransport());
  try {
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    const pid = stack.pid!;
    // Without DATABASE_URL the stack's database is embedded in its process: the by-id row is left out then.
    if (databaseUrl) await trustOrdinary(databaseUrl);
    await neighbourLatency(undefined); // warm-up
    const documents = [];
    for (const [document, query] of DOCUMENTS) {
      const byId = document.includes('by id');
      if (byId && !databaseUrl) continue;
      const body: Body = byId ? { documentId: `sha256:${sha256Of(query)}` } : { query };
      const cpuBefore = cpuMilliseconds(pid);
      const answers = [];
      const requests = query === ORDINARY ? REQUESTS_PER_ORDINARY : REQUESTS_PER_DOCUMENT;
      for (let index = 0; index < requests; index += 1) answers.push(await post(body));
      const cpuMsPerRequest = Math.round(((cpuMilliseconds(pid) - cpuBefore) / requests) * 100) / 100;
      const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      documents.push({
        document,
        bytes: Buffer.byteLength(query),
        status: answers[0].status,
        cpuMsPerRequest,
        p50Ms: round1(percentile(latencies, 50)),
      });
    }
    const alone = await neighbourLatency(undefined);
    const flooded = await neighbourLatency(WORST);
    return {
      documents,
      neighbour: [
        { alongside: 'nothing', ...alone },
        { alongside: `${CONCURRENCY} clients sending the worst document`, ...flooded },
      ],
    };
  } finally {
    await stopProcesses([stack]);
  }
}

export function printDocuments(figures: DocumentFigures): void {
  console.log(
    `\nCrafted documents against the gateway (npm start, one process): ${REQUESTS_PER_DOCUMENT} requests each (the ordinary query ${REQUESTS_PER_ORDINARY}), one at a time`,
  );
  console.log(
    'CPU: the whole process per request (10 ms ticks over all requests); every crafted one must answer 400\n',
  );
  console.table(
    figures.documents.map((d) => ({
      document: d.document,
      bytes: d.bytes,
      status: d.status,
      'CPU ms/request': d.cpuMsPerRequest,
      'p50 ms': d.p50Ms,
    })),
  );
  console.log(
    `\nAn ordinary query from ${CONCURRENCY} clients for ${NEIGHBOUR_SECONDS} s, alone and beside a flood of the worst document\n`,
  );
  console.table(
    figures.neighbour.map((n) => ({
      alongside: n.alongside,
      requests: n.requests,
      'p50 ms': n.p50Ms,
      'p99 ms': n.p99Ms,
      errors: n.errors,
    })),
  );
  const [alone, flooded] = figures.neighbour;
  if (alone && flooded)
    console.log(`p99 beside the flood ÷ p99 alone: ${round1(flooded.p99Ms / Math.max(alone.p99Ms, 0.1))}`);
}
