import './quiet-logs.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { benchCostEstimate, printCostEstimate, type CostEstimateFigures } from './cost-estimate.js';
import { benchDocuments, printDocuments, type DocumentFigures } from './documents.js';
import { benchFloods, printFloods, type FloodFigures } from './floods.js';
import { benchFreshness, printFreshness, type FreshnessFigures } from './freshness.js';
import { benchLimits, printLimits, type LimitsFigures } from './limits.js';
import { benchMixedWorkload, printMixedWorkload, type MixedWorkloadFigures } from './mixed-workload.js';
import { benchPerformance, PERFORMANCE_SETTINGS, printPerformance, type ScenarioFigures } from './performance.js';
import { benchResume, resumeFailures, type ResumeFigures } from './resume.js';
import { benchSoak, type SoakFigures } from './soak.js';
import {
  availableEventTransports,
  benchDatabaseUrl,
  eventTransport,
  ports,
  sharedBenchDatabase,
  startStack,
  capsForOneUser,
  stopProcesses,
  waitUntilUp,
} from './stack.js';
import { benchStartup, IDLE_MEMORY_TARGET_MIB, printStartup, type StartupFigures } from './startup.js';
import { benchSubscriptions, SUBSCRIBERS, type SubscriptionFigures } from './subscriptions.js';

/**
 * `npm run bench`: the performance scenarios against the peer (see `benchPerformance`), how stale the response
 * cache can be across two gateway replicas (`benchFreshness`), its hit ratio and stale window under a mixed workload
 * with 5% writes (`benchMixedWorkload`), crafted documents
 * (`benchDocuments`), the CPU of demand control's estimate (`benchCostEstimate`), what the limits per address cost
 * (`benchLimits`), the stack's cold start and
 * idle memory (`benchStartup`), one event delivered to many subscribers (`benchSubscriptions`), many subscribers
 * resuming after the gateway is killed mid-stream (`benchResume`), one hostile client's floods beside ordinary
 * clients (`benchFloods`), then the soak (`benchSoak`). The stack runs in processes of its own, so that the load generator does not share their event
 * loops. BENCH_SCENARIOS picks scenarios; figures go to the console and to a JSON file under bench-results/.
 */
type Scenario =
  | 'performance'
  | 'freshness'
  | 'mixed'
  | 'documents'
  | 'cost'
  | 'limits'
  | 'startup'
  | 'subscriptions'
  | 'resume'
  | 'floods'
  | 'soak';
const ALL_SCENARIOS: readonly Scenario[] = [
  'performance',
  'freshness',
  'mixed',
  'documents',
  'cost',
  'limits',
  'startup',
  'subscriptions',
  'resume',
  'floods',
  'soak',
];

/** BENCH_SCENARIOS=performance,startup runs only those; all by default. */
function selectedScenarios(): Set<Scenario> {
  const named = process.env.BENCH_SCENARIOS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!named?.length) return new Set(ALL_SCENARIOS);
  const unknown = named.filter((name) => !ALL_SCENARIOS.includes(name as Scenario));
  if (unknown.length) throw new Error(`Unknown scenarios ${unknown.join(', ')}; known: ${ALL_SCENARIOS.join(', ')}`);
  return new Set(named as Scenario[]);
}

/** The subscription scenario, against the whole stack in one process (`npm start`), on a fresh process. */
async function benchOneProcessSubscriptions(): Promise<SubscriptionFigures> {
  const transport = eventTransport();
  const stack = startStack(await benchDatabaseUrl(), transport, capsForOneUser(SUBSCRIBERS));
  try {
    await waitUntilUp(`http://127.0.0.1:${ports.GATEWAY_PORT}/health`);
    if (stack.pid === undefined) throw new Error('the stack process did not start');
    return await benchSubscriptions(stack.pid, transport);
  } finally {
    await stopProcesses([stack]);
  }
}

/** A run on a database of its own: a fresh database on DATABASE_URL's server, or an embedded PostgreSQL. */
async function onOwnDatabase<T>(name: string, run: (url: string) => Promise<T>): Promise<T> {
  const database = await sharedBenchDatabase(name);
  try {
    return await run(database.url);
  } finally {
    await database.stop();
  }
}

function printSubscriptions(subscriptions: SubscriptionFigures): void {
  console.log(
    `\nprofileUpdated to ${subscriptions.subscribers} graphql-ws subscribers, ${subscriptions.events} events, through ${subscriptions.transport}`,
  );
  console.log(
    'latency: PATCH sent → event received, over every delivery; memory: the stack process only, not the bench process\n',
  );
  console.table([
    {
      subscribers: subscriptions.subscribers,
      deliveries: subscriptions.deliveries,
      missing: subscriptions.missing,
      errors: subscriptions.errors,
      'first ms': subscriptions.latencyMs.first,
      'p50 ms': subscriptions.latencyMs.p50,
      'p99 ms': subscriptions.latencyMs.p99,
      'max ms': subscriptions.latencyMs.max,
      'PATCH p50 ms': subscriptions.patchMs.p50,
      'all live s': subscriptions.secondsUntilAllLive,
      'KiB/subscriber': subscriptions.memoryPerSubscriberKiB,
    },
  ]);
}

function printResume(runs: readonly ResumeFigures[]): void {
  const [first] = runs;
  if (!first) return;
  console.log(
    `\nprofileUpdated of ${first.entities} entities (${first.rate} updates/s each) to ${first.subscribers} graphql-ws subscribers; through RabbitMQ, rounds of a publisher confirm lost after the broker delivered the event (every client resuming after each); then the gateway killed (SIGKILL) mid-stream and started again on its port`,
  );
  console.log(
    'lost (gaps), not delivered (still behind when the drain ended), duplicates, out of order: over every subscriber and both phases, must be 0; held confirms/republished: rounds, and events the relay published again; catch-up: reconnection after the restart acknowledged → received the newest version written at that moment\n',
  );
  console.table(
    runs.map((run) => ({
      transport: run.transport,
      written: run.eventsWritten,
      deliveries: run.deliveries,
      lost: run.lost,
      'not delivered': run.undelivered,
      duplicates: run.duplicates,
      'out of order': run.outOfOrder,
      'held confirms': run.heldConfirms?.rounds ?? '—',
      republished: run.heldConfirms?.republished ?? '—',
      errors: run.errors,
      reconnections: run.reconnections,
      stalled: run.stalled,
      'behind p50/max': `${run.behindAtReconnect.p50}/${run.behindAtReconnect.max}`,
      'first event p50 ms': run.firstEventMs.p50,
      'catch-up p50 ms': run.catchUpMs.p50,
      'p99 ms': run.catchUpMs.p99,
      'max ms': run.catchUpMs.max,
      'gateway start s': run.gateway.startSeconds,
      'kill → up s': run.gateway.downSeconds,
      'kill → all caught up s': run.secondsUntilAllCaughtUp,
    })),
  );
  for (const run of runs) {
    const cpu = run.cpuUntilCaughtUpMs;
    console.log(
      `${run.transport}: every subscriber live ${run.secondsUntilAllLive} s after connecting; from the gateway's return until all caught up ${run.secondsFromUpUntilCaughtUp} s, CPU meanwhile: gateway ${cpu.gateway} ms, compliance ${cpu.compliance} ms, bench ${cpu.bench} ms (load average ${run.loadAverage} on ${cpus().length} cores); ${run.writeErrors} write errors`,
    );
    const held = run.heldConfirms;
    console.log(
      held
        ? `${run.transport}: ${held.rounds} held-confirm rounds in ${held.seconds} s: ${held.republished} events delivered while their confirm was held and published again after the relay's link was cut; ${held.resumes} resumptions with after: the last cursor received`
        : `${run.transport}: no held-confirm rounds: without a broker there is no publisher confirm to lose (events are notified on commit)`,
    );
    for (const sample of run.errorSamples) console.log(`  error: ${sample}`);
    for (const gap of run.gaps) console.log(`  gap: ${gap}`);
  }
}

function printSoak(soak: SoakFigures): void {
  console.log(
    `\nSoak: ${soak.clients} clients, mixed REST and GraphQL reads and writes on the three services, each component a process of its own`,
  );
  console.log(
    `${soak.requests} requests in ${soak.seconds} s after the warm-up: ${soak.requestsPerSecond} req/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms, errors ${soak.errors}\n`,
  );
  console.table(
    soak.operations.map((o) => ({
      operation: o.operation,
      requests: o.requests,
      'p50 ms': o.p50,
      'p99 ms': o.p99,
      errors: o.errors,
    })),
  );
  for (const sample of soak.errorSamples) console.log(`  error: ${sample}`);
  console.log(
    `\nMemory after the warm-up and at the end (RSS, and the live heap after a full collection); bound: live heap growth ≤ ${soak.heapGrowthBoundMiB} MiB per process\n`,
  );
  console.table(
    soak.memory.map((m) => ({
      process: m.process,
      'RSS MiB': `${m.baseline.rssMiB} → ${m.end.rssMiB}`,
      'live heap MiB': `${m.baseline.heapMiB} → ${m.end.heapMiB}`,
      'heap growth MiB': m.heapGrowthMiB,
      'within bound': m.withinBound,
    })),
  );
}

/** The machine the figures were taken on, for the JSON file and the README. */
function machine() {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

async function main(): Promise<void> {
  const scenarios = selectedScenarios();
  const results: {
    performance?: ScenarioFigures[];
    freshness?: FreshnessFigures[];
    mixed?: MixedWorkloadFigures;
    documents?: DocumentFigures;
    cost?: CostEstimateFigures;
    limits?: LimitsFigures[];
    startup?: StartupFigures;
    subscriptions?: SubscriptionFigures;
    resume?: ResumeFigures[];
    floods?: FloodFigures;
    soak?: SoakFigures;
  } = {};
  if (scenarios.has('performance'))
    results.performance = await onOwnDatabase('bench_performance', (url) => benchPerformance(url, eventTransport()));
  if (scenarios.has('freshness')) {
    results.freshness = [];
    for (const transport of availableEventTransports())
      results.freshness.push(await onOwnDatabase('bench_freshness', (url) => benchFreshness(url, transport)));
  }
  if (scenarios.has('mixed'))
    results.mixed = await onOwnDatabase('bench_mixed', (url) => benchMixedWorkload(url, eventTransport()));
  if (scenarios.has('documents')) results.documents = await benchDocuments();
  if (scenarios.has('cost')) results.cost = await benchCostEstimate();
  if (scenarios.has('limits')) results.limits = await onOwnDatabase('bench_limits', benchLimits);
  if (scenarios.has('startup')) results.startup = await benchStartup();
  if (scenarios.has('subscriptions')) results.subscriptions = await benchOneProcessSubscriptions();
  if (scenarios.has('resume')) {
    results.resume = [];
    for (const transport of availableEventTransports()) {
      try {
        results.resume.push(await onOwnDatabase('bench_resume', (url) => benchResume(url, transport)));
      } catch (error) {
        // The other transport's run still tells something.
        console.error(`\nThe resume scenario through ${transport.name} failed:`, error);
        process.exitCode = 1;
      }
    }
  }
  if (scenarios.has('floods'))
    results.floods = await onOwnDatabase('bench_floods', (url) => benchFloods(url, eventTransport()));
  if (scenarios.has('soak'))
    results.soak = await onOwnDatabase('bench_soak', (url) => benchSoak(url, eventTransport()));

  if (results.performance) printPerformance(results.performance);
  if (results.freshness) printFreshness(results.freshness);
  if (results.mixed) printMixedWorkload(results.mixed);
  if (results.documents) printDocuments(results.documents);
  if (results.cost) printCostEstimate(results.cost);
  if (results.limits) printLimits(results.limits);
  if (results.startup) printStartup(results.startup);
  if (results.subscriptions) printSubscriptions(results.subscriptions);
  if (results.resume) printResume(results.resume);
  if (results.floods) printFloods(results.floods);
  if (results.soak) printSoak(results.soak);
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), machine: machine(), settings: PERFORMANCE_SETTINGS, ...results },
      null,
      2,
    ),
  );
  console.log(`\nwritten to ${file}`);
  const missed = (results.performance ?? []).flatMap((scenario) =>
    scenario.ratios
      .filter((ratio) => !ratio.met)
      .map(
        (ratio) =>
          `${scenario.scenario}: ${ratio.name} = ${ratio.value}` +
          (ratio.bound && !ratio.bound.reachable
            ? ` (out of reach on this machine: ${ratio.bound.name} = ${ratio.bound.value})`
            : ''),
      ),
  );
  for (const run of results.freshness ?? [])
    if (!run.met)
      missed.push(
        `response cache freshness through ${run.transport}: ${run.staleOnWriter} stale on the writer, other p99 ${run.otherWindowMs.p99} ms`,
      );
  const mixed = results.mixed;
  if (mixed && !mixed.met.hitRatio) missed.push(`mixed workload: hit ratio ${mixed.hitRatio}`);
  if (mixed && !mixed.met.staleOnWriter) missed.push(`mixed workload: ${mixed.staleOnWriter} stale on the writer`);
  if (mixed && !mixed.met.otherWindow) missed.push(`mixed workload: other replica p99 ${mixed.otherWindowMs.p99} ms`);
  if (results.startup && results.startup.coldStartSeconds >= 10)
    missed.push(`cold start ${results.startup.coldStartSeconds} s`);
  if (results.startup && results.startup.idle.pssMiB > IDLE_MEMORY_TARGET_MIB)
    missed.push(`idle memory ${results.startup.idle.pssMiB} MiB`);
  if (missed.length) console.log(`\nTargets missed:\n  ${missed.join('\n  ')}`);
  // The soak's promises: no errors, no process growing past the bound.
  if (results.soak && (results.soak.errors > 0 || results.soak.memory.some((m) => !m.withinBound))) {
    console.error('\nThe soak failed: errors, or memory growth beyond the bound (see above).');
    process.exitCode = 1;
  }
  const resumeFailed = (results.resume ?? []).flatMap(resumeFailures);
  if (resumeFailed.length) {
    console.error(`\nThe resume scenario failed: ${resumeFailed.join('; ')} (see above).`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
