import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { RouteDefinition, ServiceDefinition } from '../../rest-adapter/engine/index.js';
import { SERVICES } from '../../rest-adapter/services/index.js';
import { renderPdf } from '../../subgraphs/shared/pdf.js';
import {
  complianceEnv,
  complianceRest,
  complianceSql,
  seedEntity,
  seedTenant,
  type TenantUser,
} from '../support/compliance.js';
import { TestIdentityProvider } from '../support/identity-provider.js';
import { refusalProblem } from '../support/legacy-errors.js';
import {
  sampleRequest,
  sendSample,
  unknownRecords,
  type RouteFixtures,
  type SampleRequest,
} from '../support/route-samples.js';
import { graphqlUpload, startTestStack, type TestStack } from '../support/stack.js';
import { filesUnder } from '../support/tenant-snapshot.js';
import { trainingRest, type Answer } from '../support/training-rest.js';
import { identityEnv, signInTrainingAdmin } from '../support/training.js';

/**
 * Every upload route of the route tables (training and compliance) through the whole system, with files an
 * attacker would send: one over the size limit (413, nothing kept), content disguised behind a PDF or image
 * name and type (refused, nothing kept), and names that try to leave the storage directory (the file is kept
 * under a name of the server's own, inside the storage root; the name is echoed back without any directory
 * part or control character, and served back in a safe Content-Disposition).
 */
const MAX_UPLOAD_BYTES = 512 * 1024;
const idp = new TestIdentityProvider();
let stack: TestStack;
let fixtures: RouteFixtures;
let owner: TenantUser;
let trainingAdmin: Record<string, string>;
const complianceDb = complianceSql(() => stack);

const uploadRoutes = SERVICES.flatMap((service) =>
  service.routes.filter((route) => route.upload).map((route) => ({ service, route })),
);
/** The upload routes that keep the file (`processDocument` only reads it). */
const keepingRoutes = uploadRoutes.filter(({ route }) => route.name !== 'processDocument');

const storageRoot = () => join(stack.dataDir, 'storage');
/** Credentials of each service's uploader. */
const uploaderOf = (service: ServiceDefinition) => (service.name === 'training' ? trainingAdmin : owner.headers);

beforeAll(async () => {
  await idp.start();
  stack = await startTestStack({
    ...complianceEnv(),
    ...identityEnv(idp),
    MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
    RATE_LIMIT_FACTOR: '0',
    STORAGE_DIR: undefined,
    SMTP_URL: undefined,
  });
  owner = await seedTenant(complianceDb);
  trainingAdmin = (await signInTrainingAdmin(idp, stack.testDatabase.url)).headers;
  const slug = `uploads-${Date.now()}`;
  const course = await trainingRest(() => stack)(
    'POST',
    '/courses',
    { title: 'Uploads', slug, description: 'Course of the upload tests.', is_published: true },
    trainingAdmin,
  );
  expect(course.status).toBe(201);
  const base = unknownRecords(await renderPdf((document) => document.text('A genuine PDF')));
  fixtures = {
    ...base,
    compliance: {
      ...base.compliance,
      tenantId: owner.tenantId,
      entityId: await seedEntity(complianceDb, owner.tenantId),
    },
    training: { ...base.training, courseId: course.body.data.id, courseSlug: slug },
  };
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await idp.stop();
});

/** Sends the route's sample request with `file` instead of the genuine PDF. */
function upload(
  service: ServiceDefinition,
  route: RouteDefinition,
  file: { bytes: Uint8Array; filename: string; type: string },
): Promise<Answer> {
  const sample: SampleRequest = sampleRequest(service, route, fixtures);
  return sendSample(
    stack,
    service,
    route,
    { ...sample, multipart: { fields: sample.multipart!.fields, file } },
    uploaderOf(service),
  );
}

/** What the uploads leave behind: every stored file and the document rows. */
const keptState = async () => ({
  files: await filesUnder(storageRoot()),
  documents: await complianceDb(`select id from compliance.document order by id`),
});

test('the tables have upload routes in both services', () => {
  expect(uploadRoutes.map(({ route }) => route.name).sort()).toEqual([
    'processDocument',
    'uploadCourseBrochure',
    'uploadDocument',
    'uploadTrainingPlan',
    'uploadVaultDocument',
  ]);
});

test('a file over the limit is 413 in the service’s shape on every upload route, and nothing is kept', async () => {
  const before = await keptState();
  const oversized = Buffer.concat([fixtures.pdf, Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
  const problems: string[] = [];
  for (const { service, route } of uploadRoutes) {
    const problem = refusalProblem(
      service.name,
      await upload(service, route, { bytes: oversized, filename: 'big.pdf', type: 'application/pdf' }),
      413,
    );
    if (problem) problems.push(`${route.name}: ${problem}`);
  }
  expect(problems).toEqual([]);
  expect(await keptState()).toEqual(before);
});

describe('disguised content', () => {
  const disguises = [
    {
      what: 'an HTML page with a script',
      bytes: Buffer.from(
        '<!doctype html><html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>',
      ),
      filename: 'invoice.pdf',
      type: 'application/pdf',
    },
    {
      what: 'a Windows executable',
      bytes: Buffer.concat([
        Buffer.from('MZ'),
        Buffer.alloc(58),
        Buffer.from([0x80, 0, 0, 0]),
        Buffer.alloc(64),
        Buffer.from('PE\0\0'),
        Buffer.alloc(4096),
      ]),
      filename: 'report.pdf',
      type: 'application/pdf',
    },
    {
      what: 'an SVG with a script',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      filename: 'scan.png',
      type: 'image/png',
    },
    {
      what: 'a PDF header after HTML',
      bytes: Buffer.concat([Buffer.from('<html><script>alert(1)</script></html>\n'), Buffer.from('%PDF-1.7\n%%EOF\n')]),
      filename: 'polyglot.pdf',
      type: 'application/pdf',
    },
    {
      what: 'a ZIP archive',
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]),
      filename: 'statement.pdf',
      type: 'application/pdf',
    },
  ];

  test.each(disguises)(
    '$what named $filename is refused (400) by every upload route, and nothing is kept',
    async ({ bytes, filename, type }) => {
      const before = await keptState();
      const problems: string[] = [];
      for (const { service, route } of uploadRoutes) {
        const problem = refusalProblem(service.name, await upload(service, route, { bytes, filename, type }), 400);
        if (problem) problems.push(`${route.name}: ${problem}`);
      }
      expect(problems).toEqual([]);
      expect(await keptState()).toEqual(before);
    },
  );
});

describe('file names that try to leave the storage directory', () => {
  const names = [
    { filename: '../../../../etc/passwd.pdf', shown: 'passwd.pdf' },
    { filename: '..\\..\\..\\windows\\win.pdf', shown: 'win.pdf' },
    { filename: '/etc/shadow.pdf', shown: 'shadow.pdf' },
    { filename: 'C:\\boot.pdf', shown: 'boot.pdf' },
    { filename: '....//....//dots.pdf', shown: 'dots.pdf' },
    { filename: '..', shown: 'upload' },
    // Not hostile: a name outside ASCII, sent as UTF-8 as browsers do, comes back as it was.
    { filename: 'Übersicht-認証.pdf', shown: 'Übersicht-認証.pdf' },
  ];

  /** The name an answer echoes: compliance documents are read back, training answers it at once. */
  async function echoedName(route: RouteDefinition, answer: Answer): Promise<string | undefined> {
    const call = complianceRest(
      () => stack,
      () => owner.headers,
    );
    switch (route.name) {
      case 'uploadVaultDocument':
        return answer.body.data.filename;
      case 'uploadDocument':
        return (await call('GET', `/api/v1/documents/${answer.body.documentId}`)).body.data.filename;
      case 'uploadTrainingPlan':
        return answer.body.data.original_filename;
      default:
        return undefined;
    }
  }

  test('every keeping route stores the file under a name of its own, inside the storage root, and echoes the bare name', async () => {
    const problems: string[] = [];
    for (const { service, route } of keepingRoutes) {
      for (const { filename, shown } of names) {
        const answer = await upload(service, route, { bytes: fixtures.pdf, filename, type: 'application/pdf' });
        if (answer.status !== 201) {
          problems.push(`${route.name} ${JSON.stringify(filename)}: ${answer.status} ${JSON.stringify(answer.body)}`);
          continue;
        }
        const echoed = await echoedName(route, answer);
        if (echoed !== undefined && echoed !== shown)
          problems.push(`${route.name} ${JSON.stringify(filename)} echoed as ${JSON.stringify(echoed)}`);
      }
    }
    expect(problems).toEqual([]);

    // Nothing landed where a name points, from the root or from any directory in it.
    const directories = [
      storageRoot(),
      ...(await readdir(storageRoot(), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(entry.parentPath, entry.name)),
    ];
    const targets = directories.flatMap((directory) =>
      names
        .filter(({ filename }) => filename.endsWith('.pdf'))
        .map(({ filename }) => resolve(directory, filename.replaceAll('\\', '/'))),
    );
    expect(targets.filter((path) => existsSync(path))).toEqual([]);
    // No file of the data directory has a client's name; every stored file has a name the server made.
    const dataFiles = Object.keys(await filesUnder(stack.dataDir));
    expect(dataFiles.filter((path) => names.some(({ shown }) => basename(path) === shown))).toEqual([]);
    const stored = Object.keys(await filesUnder(storageRoot()));
    expect(
      stored.filter(
        (path) =>
          !/^(compliance\/documents\/[0-9a-f-]{36}\/[0-9a-f-]{36}|training\/(assets\/training-plan|course-brochures\/[0-9a-f-]{36})\.pdf)$/.test(
            path,
          ),
      ),
    ).toEqual([]);
    const keys = await complianceDb<{ storage_key: string; filename: string }>(
      `select storage_key, filename from compliance.document where tenant_id = ?`,
      [owner.tenantId],
    );
    expect(
      keys.filter(({ storage_key, filename }) => storage_key.includes('..') || /[\\/]|\p{Cc}/u.test(filename)),
    ).toEqual([]);
  });

  test('through the gateway (GraphQL multipart) as well, a document keeps only the bare name', async () => {
    const mutation = 'mutation ($file: Upload!) { uploadVaultDocument(file: $file) { filename } }';
    for (const [filename, shown] of [
      ['../../../../etc/passwd.pdf', 'passwd.pdf'],
      ['..', 'upload'],
    ] as const) {
      const answer = await graphqlUpload<{ uploadVaultDocument: { filename: string } }>(
        stack.gatewayUrl,
        mutation,
        {},
        { bytes: fixtures.pdf, filename, type: 'application/pdf' },
        owner.headers,
      );
      expect({ filename, errors: answer.errors, echoed: answer.data?.uploadVaultDocument.filename }).toEqual({
        filename,
        errors: undefined,
        echoed: shown,
      });
    }
  });

  test('a name with control characters (NUL, BEL) is a malformed request: 400 on every upload route, nothing kept', async () => {
    const before = await keptState();
    const problems: string[] = [];
    for (const { service, route } of uploadRoutes) {
      const problem = refusalProblem(
        service.name,
        await upload(service, route, {
          bytes: fixtures.pdf,
          filename: 'nul\u0000byte\u0007.pdf',
          type: 'application/pdf',
        }),
        400,
      );
      if (problem) problems.push(`${route.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(await keptState()).toEqual(before);
  });

  test('a stored file is served back as an attachment with a safe name and nosniff', async () => {
    const vault = uploadRoutes.find(({ route }) => route.name === 'uploadVaultDocument')!;
    const answer = await upload(vault.service, vault.route, {
      bytes: fixtures.pdf,
      filename: '../"quoted";name.pdf',
      type: 'application/pdf',
    });
    expect(answer.status).toBe(201);
    const response = await fetch(`${stack.restUrl}${new URL(answer.body.data.signedUrl).pathname}`);
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"\\/]*"; filename\*=UTF-8''[^\s"]+$/);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), fixtures.pdf)).toBe(0);
  });
});
