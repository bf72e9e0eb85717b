import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildSchema, parse } from 'graphql';
import { randomUUID } from 'node:crypto';
import { selectsVolatileField } from '../../gateway/response-cache/volatile-fields.js';
import type { RunningGateway } from '../../gateway/server.js';
import { complianceSql, seedEntity, seedTenant, TEST_JWT_SECRET, type TenantUser } from '../support/compliance.js';
import {
  cachedThrough,
  callsDuring,
  completeExtraction,
  hitsOf,
  startCachingReplicas,
} from '../support/gateway-replicas.js';
import { incorporationCertificatePdf } from '../support/sample-documents.js';
import { graphqlRequest, graphqlUpload, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * `@volatile` fields (a value that changes per request, such as a document's 15-minute `downloadUrl`) keep out of the
 * response cache every operation that selects them, and only those: compliance's entity, document, extraction-job
 * and workflow-instance reads are cached per tenant when they leave them out. Two gateway replicas over one stack: an
 * entity page without `downloadUrl` is a hit through B; the same page with it is executed on every request; an upload
 * through A shows at once through A and through B once its event arrives; an extraction job's completion, recorded
 * by the job in its own transaction, reaches both.
 */

let stack: TestStack;
let replicaA: RunningGateway;
let replicaB: RunningGateway;
let owner: TenantUser;
let entityId: string;

const sql = complianceSql(() => stack);

const ENTITY_PAGE = `query EntityPage($id: ID!) {
  businessEntity(id: $id) { id name version documents { id filename ...Extraction } }
}
fragment Extraction on ComplianceDocument { extraction { status } }`;

const ENTITY_PAGE_WITH_LINKS = `query EntityPageWithLinks($id: ID!) {
  businessEntity(id: $id) { id name documents { id ... on ComplianceDocument { ...Link } } }
}
fragment Link on ComplianceDocument { downloadUrl { url } }`;

const UPLOAD = `mutation Upload($file: Upload!, $entityId: ID!, $triggerExtraction: Boolean!) {
  uploadDocument(file: $file, entityId: $entityId, documentType: CERTIFICATE_OF_INCORPORATION,
    triggerExtraction: $triggerExtraction) { document { id } }
}`;

interface EntityPage {
  businessEntity: { documents: { id: string; filename: string; extraction: { status: string } | null }[] };
}

const documentsOf = async (gateway: RunningGateway) => {
  const answer = await graphqlRequest<EntityPage>(gateway.url, ENTITY_PAGE, { id: entityId }, owner.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.businessEntity.documents;
};

async function upload(triggerExtraction: boolean): Promise<string> {
  const answer = await graphqlUpload<{ uploadDocument: { document: { id: string } } }>(
    replicaA.url,
    UPLOAD,
    { entityId, triggerExtraction },
    { bytes: await incorporationCertificatePdf(), filename: 'certificate.pdf', type: 'application/pdf' },
    owner.headers,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.uploadDocument.document.id;
}

beforeAll(async () => {
  ({ stack, replicaA, replicaB } = await startCachingReplicas('response-cache-volatile', {
    IDP_JWT_SECRET: TEST_JWT_SECRET,
  }));
  owner = await seedTenant(sql);
  entityId = await seedEntity(sql, owner.tenantId);
}, 240_000);

afterAll(async () => {
  await replicaB?.stop();
  await stack?.stop();
});

describe('an operation’s verdict', () => {
  const schema = buildSchema(`
    type Query { node(id: ID!): Node, search: [Result!]!, file: File, linked: Linked }
    interface Linked { link: String! }
    interface Node { id: ID! }
    type File implements Node & Linked { id: ID!, name: String!, link: String! }
    type Folder implements Node { id: ID!, files: [File!]! }
    union Result = File | Folder
  `);
  const volatile = new Set(['File.link']);
  const verdict = (query: string) => selectsVolatileField(parse(query), schema, volatile);

  test('finds a volatile field at any depth, through fragments, inline fragments and abstract types', () => {
    expect(verdict('{ file { link } }')).toBe(true);
    // Asked on the interface: File may answer it.
    expect(verdict('{ linked { link } }')).toBe(true);
    expect(verdict('{ node(id: 1) { ... on Folder { files { link } } } }')).toBe(true);
    expect(verdict('{ search { ...F } } fragment F on File { link }')).toBe(true);
    expect(verdict('{ search { ... on Folder { ...G } } } fragment G on Folder { files { ... { link } } }')).toBe(true);
  });

  test('leaves alone an operation that selects none', () => {
    expect(verdict('{ file { id name } }')).toBe(false);
    expect(verdict('{ node(id: 1) { id ... on Folder { files { name } } } search { __typename } }')).toBe(false);
    expect(verdict('{ file { id } }')).toBe(false);
  });

  test('is decided once per document, for the declarations it was reached under', () => {
    const document = parse('{ file { link } }');
    expect(selectsVolatileField(document, schema, volatile)).toBe(true);
    expect(selectsVolatileField(document, schema, new Set())).toBe(false);
    expect(selectsVolatileField(document, schema, new Set(['Folder.files']))).toBe(false);
  });
});

describe('an entity page', () => {
  test('without downloadUrl is served from the cache through another replica', async () => {
    await documentsOf(replicaA);
    expect(await cachedThrough(replicaB, documentsOf, (documents) => documents.length === 0, 'a cached page')).toEqual(
      [],
    );
  });

  test('with downloadUrl is neither stored nor served: every request is executed and signs its own link', async () => {
    await upload(false);
    const linkThrough = async (gateway: RunningGateway) => {
      let url = '';
      const hits = hitsOf(gateway);
      const calls = await callsDuring(async () => {
        const answer = await graphqlRequest<{ businessEntity: { documents: { downloadUrl: { url: string } }[] } }>(
          gateway.url,
          ENTITY_PAGE_WITH_LINKS,
          { id: entityId },
          owner.headers,
        );
        expect(answer.errors).toBeUndefined();
        url = answer.data!.businessEntity.documents[0].downloadUrl.url;
      }, 'compliance');
      expect(calls).toBeGreaterThan(0);
      expect(hitsOf(gateway)).toBe(hits);
      return url;
    };
    const first = await linkThrough(replicaA);
    // A link is signed per second: the next second's request signs another, which no kept answer could show.
    const second = await waitFor(
      async () => {
        const url = await linkThrough(replicaA);
        return url !== first ? url : undefined;
      },
      { timeoutMs: 30_000, what: 'a newly signed link' },
    );
    expect(second).not.toBe(first);
    expect(await linkThrough(replicaB)).toMatch(/\/files\/compliance\//);
  });
});

describe('an upload through one replica', () => {
  test('shows at once through it, and through the other once its event arrives', async () => {
    const before = await cachedThrough(replicaB, documentsOf, () => true, 'the page cached through B');
    await cachedThrough(replicaA, documentsOf, () => true, 'the page cached through A');
    const documentId = await upload(false);
    expect((await documentsOf(replicaA)).map((document) => document.id)).toContain(documentId);
    await waitFor(
      async () => ((await documentsOf(replicaB)).some((document) => document.id === documentId) ? true : undefined),
      { timeoutMs: 5_000, what: 'the other replica to show the upload' },
    );
    const after = await cachedThrough(replicaB, documentsOf, () => true, 'the new page cached');
    expect(after).toHaveLength(before.length + 1);
  });
});

describe('an extraction job’s completion', () => {
  const JOB = `query Job($id: ID!) { extractionJob(id: $id) { status category } }`;
  let jobId: string;

  const statusOf = async (gateway: RunningGateway) => {
    const answer = await graphqlRequest<{ extractionJob: { status: string } }>(
      gateway.url,
      JOB,
      { id: jobId },
      owner.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.extractionJob.status;
  };

  beforeAll(async () => {
    const documentId = await upload(false);
    // A job row as an upload leaves it, without its queue entry: the test works it when the reads are cached.
    jobId = randomUUID();
    await sql(
      `insert into compliance.extraction_job (id, tenant_id, document_id, entity_id, document_type, requested_by, created_at)
       values (?, ?, ?, ?, 'CERTIFICATE_OF_INCORPORATION', ?, now())`,
      [jobId, owner.tenantId, documentId, entityId, owner.userId],
    );
  });

  test('invalidates the cached job on both replicas through its event', async () => {
    for (const replica of [replicaA, replicaB])
      expect(await cachedThrough(replica, statusOf, (status) => status === 'PROCESSING', 'a cached job')).toBe(
        'PROCESSING',
      );
    await completeExtraction(stack, jobId, [replicaA, replicaB], statusOf);
    expect(await cachedThrough(replicaB, statusOf, (status) => status === 'COMPLETED', 'the completed job')).toBe(
      'COMPLETED',
    );
  });
});
