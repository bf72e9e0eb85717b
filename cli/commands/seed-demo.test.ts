/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field with expect */
import { createClient, type Client } from 'graphql-ws';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import WebSocket from 'ws';
import { JobStepStatus } from '../../subgraphs/factory/production/job-step.entity.js';
import { cli } from '../../test/support/cli.js';
import { graphqlRequest, startTestStack, type TestStack } from '../../test/support/stack.js';
import { waitFor } from '../../test/support/wait.js';
import { ENTITIES, PROFILE_UPDATE, WORKFLOW_INSTANCES } from '../seed-demo/compliance.data.js';
import { ARTICLES, CONFIGURATION, JOBS, PAYMENT, WORKERS } from '../seed-demo/factory.data.js';
import { COURSES, ENROLLMENTS, TAXONOMY } from '../seed-demo/training.data.js';

/**
 * seed:demo as a newcomer runs it: the built CLI in a process of its own against the fresh database of a running
 * stack (no identity provider, generated secrets under the stack's DATA_DIR, which the CLI shares), then the data
 * read back through the gateway and the REST adapter, a second run that adds nothing, and the README's example
 * operations (the subscription included) answered with the seeded data.
 */

type CliResult = Awaited<ReturnType<typeof cli>>;

let stack: TestStack;
let first: CliResult;
let rowsAfterFirstRun: Record<string, number>;

/** A value the first run printed. */
function printed(pattern: RegExp): string {
  const match = pattern.exec(first.stdout);
  if (!match) throw new Error(`seed:demo printed nothing like ${pattern}:\n${first.stdout}`);
  return match[1];
}

const gateway = <T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  graphqlRequest<T>(stack.gatewayUrl, query, variables, headers).then((answer) => {
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  });

async function rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<any> {
  const response = await fetch(`${stack.restUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Rows of every table of the three services' schemas. */
async function rowCounts(): Promise<Record<string, number>> {
  const em = stack.subgraphs.training.orm.em.fork();
  const tables = await em.execute<{ name: string }[]>(
    `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('training', 'compliance', 'factory') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = (await em.execute<{ count: number }[]>(`select count(*)::int as count from ${name}`))[0].count;
  return counts;
}

const complianceHeaders = () => ({
  authorization: `Bearer ${printed(/access token:\s+(\S+)/)}`,
  'x-tenant-id': printed(/tenant:\s+Sahyadri Precision Group \(id ([0-9a-f-]{36})/),
});
const entityId = () => printed(/entity:\s+Sahyadri Precision Components Pvt Ltd \(id ([0-9a-f-]{36})/);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Rupees as the factory answers them, from paise. */
const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
const paise = (amount: string) => Math.round(Number(amount) * 100);
const rateOf = (articleNo: string, step: string) =>
  ARTICLES.find((article) => article.articleNo === articleNo)!.stepRates.find((rate) => rate.step === step)?.rate ??
  '0';
const isPaid = (step: string) => CONFIGURATION.jobSteps!.find((candidate) => candidate.name === step)!.isPaid;
/** The completed steps of the demo jobs, with what each paid its worker. */
const completedSteps = JOBS.flatMap((job) =>
  job.progress
    .filter((progress) => progress.status === JobStepStatus.COMPLETED)
    .map((progress) => ({
      worker: progress.worker,
      pieces: job.quantity,
      paise: isPaid(progress.step) ? paise(rateOf(job.article, progress.step)) * job.quantity : 0,
    })),
);

beforeAll(async () => {
  stack = await startTestStack({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    IDP_JWT_SECRET: undefined,
    FACTORY_JWT_SECRET: undefined,
    SMTP_URL: undefined,
    AUDIT_LOG_URL: undefined,
  });
  // As a newcomer runs it: no LOG_LEVEL, and not under test.
  first = await cli(['seed:demo'], { DATABASE_URL: stack.testDatabase.url, LOG_LEVEL: undefined, NODE_ENV: undefined });
  rowsAfterFirstRun = await rowCounts();
}, 120_000);
afterAll(() => stack?.stop());

test('the first run loads every service, says what it did, and shows its progress and warnings on stderr as plain lines', () => {
  expect(first.code).toBe(0);
  const created = Number(printed(/^Demo data loaded: (\d+) records created\.$/m));
  for (const service of ['training', 'compliance', 'factory'])
    expect(first.stdout).toMatch(new RegExp(`^  ${service}\\s+[1-9]\\d* created, 0 already there$`, 'm'));
  const lines = first.stderr.trim().split('\n');
  // Not a terminal: no cursor movements, and the last line is the finished bar with the last step.
  expect(first.stderr).not.toContain('\u001b[');
  // The summary alone on stdout; a log line (compliance's users are local only) on stderr, as text.
  expect(`${first.stdout}\n${first.stderr}`).not.toMatch(/^\{/m);
  expect(first.stderr).toMatch(/^warn \[compliance:accounts\] IDP_URL or IDP_SERVICE_KEY is not set/m);
  expect(lines.at(-1)).toMatch(
    new RegExp(`^seed:demo \\S+ ${created}/${created} factory: payment to ${PAYMENT.worker}$`),
  );
});

test('a second run creates nothing, says the data is already there, and leaves every table as it was', async () => {
  const created = printed(/^Demo data loaded: (\d+) records created\.$/m);
  const second = await cli(['seed:demo'], { DATABASE_URL: stack.testDatabase.url });
  expect(second.code).toBe(0);
  expect(second.stdout).toMatch(
    new RegExp(`^The demo data is already there \\(${created} records\\); nothing was created\\.$`, 'm'),
  );
  expect(await rowCounts()).toEqual(rowsAfterFirstRun);
  // Still everything a newcomer needs, with a token of its own.
  expect(second.stdout).toMatch(/access token:\s+eyJ/);
});

test('refuses arguments it does not take, before touching the database', async () => {
  const result = await cli(['seed:demo', 'now'], { DATABASE_URL: stack.testDatabase.url });
  expect(result.code).not.toBe(0);
  expect(result.stderr).toMatch(/too many arguments for 'seed:demo'/);
  expect(await rowCounts()).toEqual(rowsAfterFirstRun);
});

test('the training catalogue lists the published courses with their taxonomies, and the certificate verifies', async () => {
  const published = COURSES.filter((course) => course.isPublished);
  const { courses, taxonomies } = await gateway(`{
    courses(limit: 100, sort: [{ field: TITLE, direction: ASC }]) { total items { slug deliveryMode durationDays schedule categories { slug } cities { slug } associations { slug } } }
    taxonomies { categories { slug } cities { slug } associations { slug } deliveryModes { slug } }
  }`);
  expect(courses.total).toBe(published.length);
  expect(courses.total).toBeGreaterThanOrEqual(20);
  for (const item of courses.items) {
    const course = published.find((candidate) => candidate.slug === item.slug)!;
    expect(item.categories.map((category: any) => category.slug).sort()).toEqual([...course.categories].sort());
    expect(item.cities.map((city: any) => city.slug).sort()).toEqual([...course.cities].sort());
    expect(item.associations.map((association: any) => association.slug).sort()).toEqual(
      [...course.associations].sort(),
    );
    expect(item).toMatchObject({ deliveryMode: course.deliveryMode, durationDays: course.durationDays });
    expect(item.schedule).toHaveLength(2);
  }
  const slugs = (type: string) =>
    TAXONOMY.filter((item) => (item.type as string) === type)
      .map((item) => item.slug)
      .sort();
  expect(taxonomies.categories.map((item: any) => item.slug).sort()).toEqual(slugs('CATEGORY'));
  expect(taxonomies.deliveryModes.map((item: any) => item.slug).sort()).toEqual(slugs('DELIVERY_MODE'));

  // Admin reads pass the development bypass (no identity provider here).
  const { enrollments } = await gateway('{ enrollments(limit: 50) { total items { status learnerEmail } } }');
  expect(enrollments.total).toBe(ENROLLMENTS.length);
  const certificateNumber = printed(/certificate:\s+(CERT-\d{4}-[0-9A-Z]{8})/);
  const { verifyCertificate } = await gateway(
    'query ($number: String!) { verifyCertificate(certificateNumber: $number) { valid learnerName courseTitle } }',
    { number: certificateNumber },
  );
  expect(verifyCertificate).toEqual({
    valid: true,
    learnerName: 'Sanjay Kulkarni',
    courseTitle: 'ISO 9001:2015 Lead Auditor',
  });
  // The certificate mail the command queued is sent by the running training subgraph.
  const outbox = join(stack.dataDir, 'outbox');
  const mail = await waitFor(
    async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files) {
        const text = await readFile(join(outbox, file), 'utf8');
        if (text.includes('sanjay.kulkarni@tatva-auto.example.com')) return text;
      }
      return undefined;
    },
    { what: 'the certificate mail in the outbox' },
  );
  expect(mail).toContain(certificateNumber);
});

test('the compliance entities read with the printed token: profile, version and workflows', async () => {
  const headers = complianceHeaders();
  const { businessEntities, businessEntity, workflowInstances, userContext } = await gateway(
    `query ($id: ID!) {
      businessEntities(limit: 20) { total items { name } }
      businessEntity(id: $id) { name version profileData }
      workflowInstances(entityId: $id) { total items { status template { workflowName } } }
      userContext { email role { id } entity { id } }
    }`,
    { id: entityId() },
    headers,
  );
  expect(businessEntities.items.map((item: any) => item.name).sort()).toEqual(ENTITIES.map((item) => item.name).sort());
  expect(businessEntity).toMatchObject({
    name: ENTITIES[0].name,
    version: 2,
    profileData: { ...ENTITIES[0].profileData, ...PROFILE_UPDATE.profileData },
  });
  const expected = WORKFLOW_INSTANCES.filter((instance) => instance.entity === ENTITIES[0].key);
  expect(workflowInstances.total).toBe(expected.length);
  expect(workflowInstances.items.map((item: any) => `${item.template.workflowName}: ${item.status}`).sort()).toEqual([
    'Annual ROC filing: IN_PROGRESS',
    'Monthly GST returns: COMPLETED',
  ]);
  expect(userContext).toEqual({
    email: 'owner@sahyadri-precision.example.com',
    role: { id: 'OWNER' },
    entity: { id: entityId() },
  });
});

test('the factory admin signs in with the printed password, and lists the workers and the production report', async () => {
  const [email, password] = printed(/admin login:\s+(\S+ \/ \S+)/).split(' / ');
  const login = await rest('POST', '/factory/api/v1/auth/login', { username: email, password });
  const headers = { authorization: `Bearer ${login.token}` };
  const workers = await rest('GET', '/factory/api/v1/worker?limit=50', undefined, headers);
  expect(workers.data.workers.map((worker: any) => worker.name)).toEqual(
    expect.arrayContaining(WORKERS.map((worker) => worker.name)),
  );

  const report = await rest(
    'POST',
    '/factory/api/v1/report/getTaskReportByGroup',
    { groupBy: 'worker', from: yesterday() },
    headers,
  );
  expect(report.data.report.totals).toEqual({
    steps: completedSteps.length,
    pieces: completedSteps.reduce((sum, step) => sum + step.pieces, 0),
    amount: rupees(completedSteps.reduce((sum, step) => sum + step.paise, 0)),
  });
  // The payment debited what the completed steps had credited.
  const earned = completedSteps
    .filter((step) => step.worker === PAYMENT.worker)
    .reduce((sum, step) => sum + step.paise, 0);
  expect(first.stdout).toContain(
    `${PAYMENT.worker} (id ${printed(/worker:\s+\S+ \S+ \(id ([0-9a-f-]{36})/)}, balance ${rupees(earned - paise(PAYMENT.amount))})`,
  );
});

/** The README's example operations, as a newcomer pastes them into Sandbox. */
describe("the README's examples", () => {
  test('the catalogue query', async () => {
    const { courses } = await gateway(`query Catalogue {
  courses(filter: { categorySlugs: ["workplace-safety"], citySlugs: ["pune"] }, sort: [{ field: TITLE, direction: ASC }]) {
    total
    items { title slug deliveryMode durationDays schedule categories { name } cities { name } associations { name } }
  }
  taxonomies { categories { name slug } cities { name slug } deliveryModes { name slug } }
}`);
    expect(courses.items.map((course: any) => course.slug)).toEqual([
      'electrical-safety-for-maintenance-teams',
      'fire-safety-and-emergency-preparedness',
    ]);
  });

  test("the compliance entity with its workflows, with the owner's token", async () => {
    const data = await gateway(
      `query EntityCompliance($entityId: ID!) {
  businessEntity(id: $entityId) { name entityType version profileData }
  workflowInstances(entityId: $entityId) {
    items {
      status
      template { workflowName legalReference }
      currentData { phases { name tasks { id name mandatory completed } } }
    }
  }
}`,
      { entityId: entityId() },
      complianceHeaders(),
    );
    expect(data.businessEntity).toMatchObject({ entityType: 'PRIVATE_LIMITED', version: 2 });
    const roc = data.workflowInstances.items.find((item: any) => item.template.workflowName === 'Annual ROC filing');
    expect(roc.currentData.phases[0].tasks.every((task: any) => task.completed)).toBe(true);
  });

  test("the factory's production report, signed in as the admin", async () => {
    const { factoryLogin } = await gateway(`mutation SignIn {
  factoryLogin(email: "admin@shree-ganesh-garments.example.com", password: "demo-factory-password") { token }
}`);
    const { factoryTaskReport, factoryWorkers } = await gateway(
      `query Production($from: String) {
  factoryTaskReport(input: { groupBy: WORKER, from: $from }) {
    groups { label steps pieces amount }
    totals { steps pieces amount }
  }
  factoryWorkers(limit: 20) { total items { name skills } }
}`,
      { from: yesterday() },
      { authorization: `Bearer ${factoryLogin.token}` },
    );
    expect(factoryTaskReport.groups.map((group: any) => group.label)).toEqual(expect.arrayContaining([PAYMENT.worker]));
    expect(factoryTaskReport.totals.pieces).toBe(completedSteps.reduce((sum, step) => sum + step.pieces, 0));
    expect(factoryWorkers.total).toBe(WORKERS.length + 1);
  });

  test('profileUpdated: a subscriber with the printed token receives the change the mutation makes', async () => {
    const client: Client = createClient({
      url: stack.gatewayUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: complianceHeaders().authorization },
      retryAttempts: 0,
    });
    const events: any[] = [];
    const errors: unknown[] = [];
    const stop = client.subscribe(
      {
        query: `subscription Profile($entityId: ID!) {
  profileUpdated(entityId: $entityId) {
    version
    changes { field oldValue newValue }
    entity { name profileData }
  }
}`,
        variables: { entityId: entityId() },
      },
      { next: (result) => events.push(result.data), error: (error) => errors.push(error), complete: () => undefined },
    );
    try {
      await waitFor(() => (stack.gateway.subscriptions.live() > 0 ? true : undefined), {
        what: 'the subscription to be live',
      });
      const address = 'Plot 7, Hinjewadi Phase 2, Pune 411057, Maharashtra';
      const { updateEntityProfile } = await gateway(
        `mutation Move($entityId: ID!) {
  updateEntityProfile(id: $entityId, version: 2, profileData: { registeredAddress: "Plot 7, Hinjewadi Phase 2, Pune 411057, Maharashtra" }) { version changed }
}`,
        { entityId: entityId() },
        complianceHeaders(),
      );
      expect(updateEntityProfile).toEqual({ version: 3, changed: true });
      const [event] = await waitFor(() => (events.length ? events : undefined), { what: 'the profileUpdated event' });
      expect(errors).toEqual([]);
      expect(event.profileUpdated).toEqual({
        version: 3,
        changes: [
          { field: 'registeredAddress', oldValue: ENTITIES[0].profileData.registeredAddress, newValue: address },
        ],
        entity: { name: ENTITIES[0].name, profileData: expect.objectContaining({ registeredAddress: address }) },
      });
    } finally {
      stop();
      await client.dispose();
    }
  });
});
