import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningGateway } from '../../gateway/server.js';
import { complianceSql, seedEntity, seedTenant, TEST_JWT_SECRET, type TenantUser } from '../support/compliance.js';
import { cachedThrough, startCachingReplicas } from '../support/gateway-replicas.js';
import { graphqlRequest, type TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

/**
 * Compliance's per-tenant reads that the gateway's response cache keeps beyond its templates and form mappings (see
 * test/gateway/response-cache.test.ts for those and for the cache itself): the audit trail, whose every entry records
 * `compliance.audit.changed` with it, and the financial metrics, stored by a job that records
 * `compliance.financial-metrics.changed` in its own transaction. Two gateway replicas over one stack: a cached read is
 * served as a hit through B, a write through A shows at once through A when A's mutation invalidates, and through B
 * once its event arrives; a job's write shows through both once its event arrives.
 */

let stack: TestStack;
let replicaA: RunningGateway;
let replicaB: RunningGateway;

beforeAll(async () => {
  ({ stack, replicaA, replicaB } = await startCachingReplicas('response-cache-compliance', {
    IDP_JWT_SECRET: TEST_JWT_SECRET,
  }));
}, 240_000);

afterAll(async () => {
  await replicaB?.stop();
  await stack?.stop();
});

describe('the audit trail (compliance.audit)', () => {
  const TRAIL = `query Trail($entityId: ID) {
    complianceAuditEvents(filter: { entityId: $entityId }) { total items { action } }
  }`;
  const UPDATE = `mutation Update($id: ID!, $version: Int!, $profileData: JSONObject!) {
    updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version }
  }`;
  let owner: TenantUser;
  let auditor: Record<string, string>;
  let entityId: string;

  const actionsOf = async (gateway: RunningGateway) => {
    const answer = await graphqlRequest<{ complianceAuditEvents: { items: { action: string }[] } }>(
      gateway.url,
      TRAIL,
      { entityId },
      auditor,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.complianceAuditEvents.items.map((item) => item.action);
  };

  beforeAll(async () => {
    const sql = complianceSql(() => stack);
    owner = await seedTenant(sql);
    auditor = { ...owner.headers, 'x-audit-access': 'true' };
    entityId = await seedEntity(sql, owner.tenantId, { cin: 'U12345MH2020PTC123456' });
  });

  test('is served from the cache, and an audited write shows at once through its replica and through the other once its event arrives', async () => {
    expect(await cachedThrough(replicaB, actionsOf, (actions) => actions.length === 0, 'a cached empty trail')).toEqual(
      [],
    );
    await actionsOf(replicaA);
    const updated = await graphqlRequest(
      replicaA.url,
      UPDATE,
      { id: entityId, version: 1, profileData: { pan: 'AAACA1234A' } },
      owner.headers,
    );
    expect(updated.errors).toBeUndefined();
    expect(await actionsOf(replicaA)).toEqual(['ENTITY_PROFILE_UPDATED']);
    await waitFor(async () => ((await actionsOf(replicaB)).length === 1 ? true : undefined), {
      timeoutMs: 5_000,
      what: 'the other replica to show the audit entry',
    });
    expect(await cachedThrough(replicaB, actionsOf, (actions) => actions.length === 1, 'the new trail cached')).toEqual(
      ['ENTITY_PROFILE_UPDATED'],
    );
  });
});

describe('the financial metrics (compliance.financial-metrics, stored by a job)', () => {
  const METRICS = `query Metrics($entityId: ID!) { financialMetrics(entityId: $entityId) { total items { metricValue } } }`;
  const SUBMIT = `mutation Submit($input: SubmitErpMetricInput!) { submitErpMetric(input: $input) { queued } }`;
  let owner: TenantUser;
  let entityId: string;

  const valuesOf = async (gateway: RunningGateway) => {
    const answer = await graphqlRequest<{ financialMetrics: { items: { metricValue: number }[] } }>(
      gateway.url,
      METRICS,
      { entityId },
      owner.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.financialMetrics.items.map((item) => item.metricValue);
  };

  beforeAll(async () => {
    const sql = complianceSql(() => stack);
    owner = await seedTenant(sql);
    entityId = await seedEntity(sql, owner.tenantId);
  });

  test('are served from the cache until the job that stores a metric publishes its event, on both replicas', async () => {
    for (const replica of [replicaA, replicaB])
      expect(await cachedThrough(replica, valuesOf, (values) => values.length === 0, 'cached empty metrics')).toEqual(
        [],
      );
    const submitted = await graphqlRequest(replicaA.url, SUBMIT, {
      input: { tenantId: owner.tenantId, entityId, metricType: 'TURNOVER', metricValue: 1_250_000 },
    });
    expect(submitted.errors).toBeUndefined();
    // The webhook only queues (it invalidates nothing): the cached answers change when the job's event arrives.
    for (const replica of [replicaA, replicaB])
      await waitFor(async () => ((await valuesOf(replica)).length === 1 ? true : undefined), {
        timeoutMs: 60_000,
        what: 'the stored metric through each replica',
      });
    expect(await cachedThrough(replicaB, valuesOf, (values) => values.length === 1, 'the new metrics cached')).toEqual([
      1_250_000,
    ]);
  });
});
