import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { migrate, openDatabase } from '../../subgraphs/shared/database.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * Every filter and sort the three specifications name is served by an index, as EXPLAIN shows it on the schema the
 * migrations build. The planner is told to avoid sequential scans and bitmap scans, so that it reads a table through an
 * index whenever one can serve the query (an empty table would otherwise always be scanned whole): a table still read
 * by a Seq Scan has no index for that filter; a sort still done by a Sort node (rather than read in index order, or
 * finished by an Incremental Sort over it) has none for that order.
 */
interface IndexedQuery {
  /** The spec's filter or sort, as the legacy surface names it. */
  readonly filter: string;
  /** The statement the service issues for it, in the shape MikroORM writes (parameters as literals). */
  readonly sql: string;
  /** The order is served by an index too. */
  readonly sorted?: boolean;
  /** Only the order is for an index: the filter keeps nearly every row (e.g. not soft-deleted). */
  readonly orderOnly?: boolean;
  /** Served by a bitmap scan: GIN indexes have no other, and an OR of two conditions combines two index scans. */
  readonly bitmap?: boolean;
}

const T = "'00000000-0000-4000-8000-000000000001'";

const SPEC_QUERIES: Readonly<Record<string, readonly IndexedQuery[]>> = {
  training: [
    {
      filter: 'GET /courses (catalogue: published, newest first)',
      sql: `select * from training.course where status = 'active' and is_published = true and deleted_at is null order by created_at desc limit 20`,
      sorted: true,
    },
    {
      filter: 'GET /courses/:slug',
      sql: `select * from training.course where slug = 'first-aid' and deleted_at is null`,
    },
    {
      filter: 'GET /courses?search= (full text on title and description)',
      sql: `select * from training.course where search_vector @@ to_tsquery('simple', 'safety')`,
      bitmap: true,
    },
    {
      filter: 'GET /courses?category=&city=&association= (taxonomy slugs)',
      sql: `select * from training.taxonomy_item where type = 'category' and slug = 'safety'`,
    },
    {
      filter: 'GET /courses?category_ids= (courses of a taxonomy item)',
      sql: `select course_id from training.course_taxonomy where taxonomy_item_id = ${T}`,
    },
    { filter: 'GET /courses?delivery_mode=', sql: `select * from training.course where delivery_mode = 'online'` },
    {
      filter: 'GET /interests (newest first)',
      sql: `select * from training.interest where deleted_at is null order by created_at desc limit 20`,
      sorted: true,
      orderOnly: true,
    },
    { filter: 'GET /interests?course_id=', sql: `select * from training.interest where course_id = ${T}` },
    {
      filter: 'GET /interests?date_from=&date_to=',
      sql: `select * from training.interest where created_at >= '2026-01-01' and created_at < '2026-02-01'`,
    },
    {
      filter: 'GET /enrollments (newest first)',
      sql: `select * from training.enrollment order by created_at desc limit 20`,
      sorted: true,
    },
    { filter: 'GET /enrollments of a course', sql: `select * from training.enrollment where course_id = ${T}` },
    {
      filter: 'GET /training-plan?date_from=&date_to=',
      sql: `select * from training.training_plan_request where created_at >= '2026-01-01' and created_at < '2026-02-01' order by created_at desc`,
      sorted: true,
    },
    {
      filter: 'GET /enquiries?date_from=&date_to=',
      sql: `select * from training.enquiry where created_at >= '2026-01-01' and created_at < '2026-02-01' order by created_at desc`,
      sorted: true,
    },
    {
      filter: 'GET /verify?certificate_number=',
      sql: `select * from training.certificate where certificate_number = 'CERT-1'`,
    },
    {
      filter: 'GET /audit-logs?from=&to= (newest first)',
      sql: `select * from training.audit_log where created_at >= '2026-01-01' order by created_at desc limit 20`,
      sorted: true,
    },
    {
      filter: 'GET /audit-logs?entity_type= (of one entity)',
      sql: `select * from training.audit_log where entity_type = 'course' and entity_id = 'x'`,
    },
  ],
  compliance: [
    {
      filter: 'GET /api/v1/entities?tenantId=',
      sql: `select * from compliance.business_entity where tenant_id = ${T} order by created_at asc limit 20`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/tenants?sort=createdAt:desc',
      sql: `select * from compliance.tenant order by created_at desc limit 20`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/workflows/instances?tenantId=&sort=createdAt',
      sql: `select * from compliance.workflow_instance where tenant_id = ${T} order by created_at asc limit 20`,
      sorted: true,
    },
    {
      filter: 'workflow instances of an entity',
      sql: `select * from compliance.workflow_instance where entity_id = ${T}`,
    },
    {
      filter: 'workflow instances of a template',
      sql: `select * from compliance.workflow_instance where template_id = ${T}`,
    },
    {
      filter: 'GET /api/v1/workflows/templates?tenantId= (global and the tenant’s)',
      sql: `select * from compliance.workflow_template where tenant_id = ${T} or tenant_id is null`,
      bitmap: true,
    },
    {
      filter: 'GET /api/v1/documents/templates?category=&tenantId=',
      sql: `select * from compliance.document_template where tenant_id = ${T} and category = 'board' order by created_at asc`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/entities/:entityId/documents (newest first)',
      sql: `select * from compliance.document where entity_id = ${T} and tenant_id = ${T} order by uploaded_at desc`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/documents/vault (the tenant’s, newest first)',
      sql: `select * from compliance.document where tenant_id = ${T} order by uploaded_at desc limit 20`,
      sorted: true,
    },
    {
      filter: 'latest extraction of a document',
      sql: `select * from compliance.extraction_job where document_id = ${T} order by created_at desc limit 1`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/audit/entity/:entityId?startDate=&endDate=',
      sql: `select * from compliance.audit_event where entity_id = ${T} and "timestamp" >= '2026-01-01' order by "timestamp" desc limit 100`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/audit/document/:documentId',
      sql: `select * from compliance.audit_event where document_id = ${T} order by "timestamp" desc limit 100`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/audit/query (the tenant’s)',
      sql: `select * from compliance.audit_event where tenant_id = ${T} order by "timestamp" desc limit 100`,
      sorted: true,
    },
    {
      filter: 'GET /api/v1/mca/form-mappings/:formType',
      sql: `select * from compliance.form_mapping where form_type = 'AOC-4'`,
    },
    { filter: 'GET /api/v1/me?email=', sql: `select * from compliance.app_user where email = 'a@example.com'` },
    {
      filter: 'ERP metrics of an entity (threshold monitoring)',
      sql: `select * from compliance.financial_metric where tenant_id = ${T} and entity_id = ${T} and metric_type = 'revenue' order by received_at desc limit 20`,
      sorted: true,
    },
  ],
  factory: [
    {
      filter: 'GET /worker (by name)',
      sql: `select * from factory.worker where tenant_id = ${T} order by name asc limit 20`,
      sorted: true,
    },
    {
      filter: 'workers with a skill',
      sql: `select * from factory.worker where skills @> array['cutting']`,
      bitmap: true,
    },
    {
      filter: 'GET /article (by article number)',
      sql: `select * from factory.article where tenant_id = ${T} order by article_no asc limit 20`,
      sorted: true,
    },
    {
      filter: 'POST /job (newest first)',
      sql: `select * from factory.job where tenant_id = ${T} order by created_at desc limit 20`,
      sorted: true,
    },
    {
      filter: 'POST /job {status}',
      sql: `select * from factory.job where tenant_id = ${T} and status = 'active' order by created_at desc limit 20`,
      sorted: true,
    },
    {
      filter: 'POST /job {from, to}',
      sql: `select * from factory.job where tenant_id = ${T} and created_at >= '2026-01-01' and created_at < '2026-02-01'`,
    },
    { filter: 'POST /job {jobNo}', sql: `select * from factory.job where tenant_id = ${T} and job_no = 'J-1'` },
    { filter: 'POST /job {worker}', sql: `select job_id from factory.job_step where worker_id = ${T}` },
    {
      filter: 'POST /report/getTaskReportByGroup {from, to}',
      sql: `select * from factory.job_step where tenant_id = ${T} and status = 'completed' and completed_at >= '2026-01-01' and completed_at < '2026-02-01'`,
    },
    { filter: 'POST /report/getReportByArticleId/:id', sql: `select * from factory.job where article_id = ${T}` },
    {
      filter: 'POST /ledger/worker/:workerId {from, to}',
      sql: `select * from factory.ledger_entry where tenant_id = ${T} and worker_id = ${T} and date >= '2026-01-01' order by date desc limit 20`,
      sorted: true,
    },
    {
      filter: 'POST /transaction (newest first)',
      sql: `select * from factory.transaction where tenant_id = ${T} order by date desc limit 20`,
      sorted: true,
    },
    {
      filter: 'POST /transaction {workerId}',
      sql: `select * from factory.transaction where tenant_id = ${T} and worker_id = ${T} order by date desc limit 20`,
      sorted: true,
    },
    {
      filter: 'GET /audit-logs (the tenant’s, newest first)',
      sql: `select * from factory.audit_log where tenant_id = ${T} order by created_at desc limit 20`,
      sorted: true,
    },
    { filter: 'GET /plan/:slug', sql: `select * from factory.plan where slug = 'basic'` },
    {
      filter: 'tenants of a plan (DELETE /plan/:slug is blocked while in use)',
      sql: `select * from factory.tenant where plan_id = ${T}`,
    },
    {
      filter: 'GET /master-data-values/:tenantId',
      sql: `select * from factory.master_data_values where tenant_id = ${T} order by attribute_name asc`,
      sorted: true,
    },
    { filter: 'POST /auth/login (by email)', sql: `select * from factory.app_user where email = 'a@example.com'` },
  ],
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

let database: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const definition of SUBGRAPHS) {
    const orm = await openDatabase(database.url, definition.database);
    try {
      await migrate(orm);
    } finally {
      await orm.close();
    }
  }
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('set enable_seqscan = off');
}, 120_000);

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

async function plan({ sql, bitmap }: IndexedQuery): Promise<PlanNode[]> {
  await client.query(`set enable_bitmapscan = ${bitmap ? 'on' : 'off'}`);
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`);
  return nodes(rows[0]['QUERY PLAN'][0].Plan);
}

describe.each(Object.entries(SPEC_QUERIES))(
  '%s: every filter and sort of the spec has an index',
  (_service, queries) => {
    test.each(queries.map((query) => [query.filter, query] as const))('%s', async (_filter, query) => {
      const steps = await plan(query);
      const seqScans = steps.filter((step) => step['Node Type'] === 'Seq Scan').map((step) => step['Relation Name']);
      expect(seqScans).toEqual([]);
      // The index narrows the rows (an Index Cond), rather than being walked whole for its order: unless only the order is asked.
      const filtered = /\bwhere\b/i.test(query.sql) && !query.orderOnly;
      expect(
        steps
          .filter((step) => step['Index Name'] && (!filtered || step['Index Cond']))
          .map((step) => step['Index Name']),
      ).not.toEqual([]);
      if (query.sorted) expect(steps.map((step) => step['Node Type'])).not.toContain('Sort');
    });
  },
);
