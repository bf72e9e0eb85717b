import {
  seedEntity,
  seedPlatformAdmin,
  seedTenant,
  seedUser,
  startCompliance,
  type TenantUser,
} from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

const TRAIL = `query ($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {
  complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {
    total limit offset hasMore
    items { id action userId userName timestamp details changes { field oldValue newValue } }
  }
}`;
const UPDATE = `mutation ($id: ID!, $version: Int, $profileData: JSONObject!) { updateEntityProfile(id: $id, version: $version, profileData: $profileData) { version } }`;

interface Trail {
  complianceAuditEvents: {
    total: number;
    limit: number;
    offset: number;
    hasMore: boolean;
    items: { action: string; userId: string; userName: string; changes: unknown[] }[];
  };
}

let compliance: SubgraphUnderTest;
let owner: TenantUser;
let entityId: string;

beforeAll(async () => {
  compliance = await startCompliance();
  owner = await seedTenant(compliance.sql);
  entityId = await seedEntity(compliance.sql, owner.tenantId, { cin: 'C0' });
  for (let version = 1; version <= 3; version++) {
    await compliance.ok(UPDATE, { id: entityId, version, profileData: { cin: `C${version}` } }, owner.headers);
  }
});
afterAll(() => compliance?.stop());

const auditor = (user: TenantUser) => ({ ...user.headers, 'x-audit-access': 'true' });

describe('the audit trail', () => {
  test('of an entity: newest first, with who and what changed, paginated by limit and offset', async () => {
    const first = await compliance.ok<Trail>(TRAIL, { filter: { entityId }, limit: 2 }, auditor(owner));
    expect(first.complianceAuditEvents).toMatchObject({ total: 3, limit: 2, offset: 0, hasMore: true });
    expect(first.complianceAuditEvents.items[0]).toMatchObject({
      action: 'ENTITY_PROFILE_UPDATED',
      userId: owner.userId,
      userName: owner.email,
      changes: [{ field: 'cin', oldValue: 'C2', newValue: 'C3' }],
    });
    const rest = await compliance.ok<Trail>(TRAIL, { filter: { entityId }, limit: 2, offset: 2 }, auditor(owner));
    expect(rest.complianceAuditEvents).toMatchObject({ total: 3, offset: 2, hasMore: false });
    expect(rest.complianceAuditEvents.items[0].changes).toEqual([{ field: 'cin', oldValue: 'C0', newValue: 'C1' }]);
  });

  test('filters by action, user and date range (dates are whole UTC days)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const byAction = await compliance.ok<Trail>(
      TRAIL,
      { filter: { action: 'entity_profile_updated', userId: owner.userId, startDate: today, endDate: today } },
      auditor(owner),
    );
    expect(byAction.complianceAuditEvents.total).toBe(3);
    const otherUser = await compliance.ok<Trail>(TRAIL, { filter: { userId: 'somebody-else' } }, auditor(owner));
    expect(otherUser.complianceAuditEvents.total).toBe(0);
    const yesterday = await compliance.ok<Trail>(TRAIL, { filter: { endDate: '2000-01-01' } }, auditor(owner));
    expect(yesterday.complianceAuditEvents.total).toBe(0);
    expect((await compliance.failure(TRAIL, { filter: { startDate: 'last tuesday' } }, auditor(owner))).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await compliance.failure(TRAIL, { filter: { entityId: 'not-a-uuid' } }, auditor(owner))).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await compliance.failure(TRAIL, { limit: 0 }, auditor(owner))).code).toBe('VALIDATION_ERROR');
  });

  test('is read only by admins or by users allowed to audit, and only within their own tenant', async () => {
    const member = await seedUser(compliance.sql, owner.tenantId, 'MEMBER');
    expect((await compliance.failure(TRAIL, {}, owner.headers)).code).toBe('FORBIDDEN');
    expect((await compliance.failure(TRAIL, {}, auditor(member))).code).toBe('FORBIDDEN');
    expect((await compliance.failure(TRAIL, {}, { ...owner.headers, 'x-admin': 'true' })).code).toBe('FORBIDDEN');

    const auditorUser = await seedUser(compliance.sql, owner.tenantId, 'AUDITOR');
    expect(
      (await compliance.ok<Trail>(TRAIL, { filter: { entityId } }, auditor(auditorUser))).complianceAuditEvents.total,
    ).toBe(3);

    const admin = await seedPlatformAdmin(compliance.sql);
    const foreign = await compliance.ok<Trail>(TRAIL, { filter: { entityId } }, admin.headers);
    expect(foreign.complianceAuditEvents.total).toBe(0);
  });

  test('cannot be changed or removed, not even with SQL', async () => {
    const [row] = await compliance.sql<{ id: string }>(
      `select id from compliance.audit_event where entity_id = ? limit 1`,
      [entityId],
    );
    await expect(
      compliance.sql(`update compliance.audit_event set action = 'FORGED' where id = ?`, [row.id]),
    ).rejects.toThrow(/immutable/);
    await expect(compliance.sql(`delete from compliance.audit_event where id = ?`, [row.id])).rejects.toThrow(
      /immutable/,
    );
    await expect(compliance.sql(`truncate compliance.audit_event`)).rejects.toThrow(/immutable/);
    expect(
      await compliance.sql(`select count(*)::int as count from compliance.audit_event where entity_id = ?`, [entityId]),
    ).toEqual([{ count: 3 }]);
  });
});
