import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  seedPlatformAdmin,
  seedTenant,
  seedUser,
  startCompliance,
  tokenFor,
  type TenantUser,
} from '../../../test/support/compliance.js';
import type { SubgraphUnderTest } from '../../../test/support/subgraph.js';

/**
 * MCA form mappings through the compliance subgraph's GraphQL API, on a real PostgreSQL: global reads within
 * the caller's tenant, admin-only writes, validation, optimistic locking (with a real race) and the audit trail.
 */

let compliance: SubgraphUnderTest;
let admin: TenantUser;
let member: TenantUser;
let otherTenant: TenantUser;

const MAPPING = `id formType formVersion mcaUrl fieldMappings { profilePath selectors required transform { type format } }
  validationRules metadata { description requiredDocuments } isActive version createdAt updatedAt`;
const CREATE = `mutation($input: CreateMcaFormMappingInput!) { createMcaFormMapping(input: $input) { ${MAPPING} } }`;
const UPDATE = `mutation($formType: String!, $input: UpdateMcaFormMappingInput!) { updateMcaFormMapping(formType: $formType, input: $input) { ${MAPPING} } }`;
const TOGGLE = `mutation($formType: String!) { toggleMcaFormMappingActive(formType: $formType) { ${MAPPING} } }`;
const GET = `query($formType: String!) { mcaFormMapping(formType: $formType) { ${MAPPING} } }`;
const LIST = `query($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {
  mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) { items { formType isActive version } total page limit } }`;

interface MappingData {
  id: string;
  formType: string;
  formVersion: string;
  mcaUrl: string;
  fieldMappings: {
    profilePath: string;
    selectors: string[];
    required: boolean;
    transform: { type: string; format: string | null } | null;
  }[];
  validationRules: Record<string, { pattern: string }>;
  metadata: { description: string | null; requiredDocuments: string[] };
  isActive: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const aoc4 = (overrides: Record<string, unknown> = {}) => ({
  formType: 'aoc-4',
  formVersion: 'V3',
  mcaUrl: 'https://www.mca.gov.in/MinistryV2/aoc4.html',
  fieldMappings: [
    { profilePath: 'cin', selectors: ['#cin', 'input[name="CIN"]'], required: true },
    {
      profilePath: 'dateOfIncorporation',
      selectors: ['#doi'],
      required: true,
      transform: { type: 'date', format: 'DD/MM/YYYY' },
    },
    { profilePath: 'directors.0.din', selectors: ['#din1'] },
  ],
  validationRules: { cin: { pattern: '^[LU]\\d{5}[A-Z]{2}\\d{4}[A-Z]{3}\\d{6}$' } },
  metadata: { description: 'Financial statements', requiredDocuments: ['Balance sheet', 'Auditor report'] },
  ...overrides,
});

const create = async (input: Record<string, unknown>) =>
  (await compliance.ok<{ createMcaFormMapping: MappingData }>(CREATE, { input }, admin.headers)).createMcaFormMapping;
const countMappings = async () =>
  Number((await compliance.sql<{ n: string }>(`select count(*) as n from compliance.form_mapping`))[0].n);
const auditOf = (resourceId: string) =>
  compliance.sql<{
    action: string;
    tenant_id: string;
    user_id: string;
    details: Record<string, unknown>;
    changes: { field: string; oldValue: unknown; newValue: unknown }[];
  }>(
    `select action, tenant_id, user_id, details, changes from compliance.audit_event where resource_type = 'form_mapping' and resource_id = ? order by timestamp, action`,
    [resourceId],
  );

beforeAll(async () => {
  compliance = await startCompliance({ RATE_LIMIT_FACTOR: '0' });
  admin = await seedPlatformAdmin(compliance.sql);
  member = await seedTenant(compliance.sql);
  otherTenant = await seedTenant(compliance.sql);
});

afterAll(async () => {
  await compliance?.stop();
});

describe('creating', () => {
  let created: MappingData;

  test('stores a mapping under its upper-case form type at version 1, audited under the admin tenant', async () => {
    created = await create(aoc4());
    expect(created).toEqual({
      id: expect.any(String),
      formType: 'AOC-4',
      formVersion: 'V3',
      mcaUrl: 'https://www.mca.gov.in/MinistryV2/aoc4.html',
      fieldMappings: [
        { profilePath: 'cin', selectors: ['#cin', 'input[name="CIN"]'], required: true, transform: null },
        {
          profilePath: 'dateOfIncorporation',
          selectors: ['#doi'],
          required: true,
          transform: { type: 'date', format: 'DD/MM/YYYY' },
        },
        { profilePath: 'directors.0.din', selectors: ['#din1'], required: false, transform: null },
      ],
      validationRules: { cin: { pattern: '^[LU]\\d{5}[A-Z]{2}\\d{4}[A-Z]{3}\\d{6}$' } },
      metadata: { description: 'Financial statements', requiredDocuments: ['Balance sheet', 'Auditor report'] },
      isActive: true,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [entry, ...others] = await auditOf(created.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'FORM_MAPPING_CREATED',
      tenant_id: admin.tenantId,
      user_id: admin.userId,
      details: { formType: 'AOC-4', formVersion: 'V3', isActive: true },
    });
    expect(entry.changes.map((change) => change.field)).toEqual([
      'id',
      'formType',
      'formVersion',
      'mcaUrl',
      'fieldMappings',
      'validationRules',
      'metadata',
      'isActive',
    ]);
  });

  test('refuses a second mapping of the same form in any case (CONFLICT); of two simultaneous creations exactly one wins', async () => {
    expect(await compliance.failure(CREATE, { input: aoc4({ formType: 'AOC-4' }) }, admin.headers)).toMatchObject({
      code: 'CONFLICT',
      status: 409,
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => compliance.gql(CREATE, { input: aoc4({ formType: 'INC-20A' }) }, admin.headers)),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(2);
    expect(await compliance.sql(`select 1 from compliance.form_mapping where form_type = 'INC-20A'`)).toHaveLength(1);
  });

  test('refuses invalid definitions with every problem named, writing nothing', async () => {
    const before = await countMappings();
    const refused = await compliance.gql(
      CREATE,
      {
        input: aoc4({
          formType: 'MGT-7',
          mcaUrl: 'ftp://example.com/form',
          fieldMappings: [
            { profilePath: 'cin', selectors: ['#cin'], transform: { type: 'uppercase' } },
            { profilePath: 'dateOfIncorporation', selectors: ['#doi'], transform: { type: 'date', format: 'MM/YYYY' } },
          ],
          validationRules: { cin: { pattern: '[unclosed' } },
        }),
      },
      admin.headers,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      details: {
        fields: {
          mcaUrl: ['must be an http(s) URL'],
          'fieldMappings[0].transform.type': ['unknown transform "uppercase"; known: date'],
          'fieldMappings[1].transform.format': [expect.stringMatching(/full date/)],
          'validationRules.cin.pattern': [expect.stringMatching(/not a valid regular expression/)],
        },
      },
    });
    const cases: Record<string, unknown>[] = [
      aoc4({ formType: 'MGT/7' }),
      aoc4({ formType: 'MGT-7', fieldMappings: [] }),
      aoc4({ formType: 'MGT-7', validationRules: { pan: { pattern: '.' } } }),
      aoc4({ formType: 'MGT-7', fieldMappings: [{ profilePath: 'directors[0].din', selectors: ['#din'] }] }),
    ];
    for (const input of cases)
      expect(await compliance.failure(CREATE, { input }, admin.headers)).toMatchObject({
        code: 'VALIDATION_ERROR',
        status: 400,
      });
    // Types GraphQL itself checks: a missing selector list, a version as text.
    expect(
      await compliance.failure(
        CREATE,
        { input: aoc4({ formType: 'MGT-7', fieldMappings: [{ profilePath: 'cin' }] }) },
        admin.headers,
      ),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await countMappings()).toBe(before);
  });
});

describe('access', () => {
  let formType: string;

  beforeAll(async () => {
    formType = (await create(aoc4({ formType: 'ADT-1' }))).formType;
  });

  test('lets only platform admins with x-admin write: x-admin without the role and the role without x-admin are FORBIDDEN', async () => {
    const adminWithoutHeader = { ...admin.headers };
    delete adminWithoutHeader['x-admin'];
    const memberWithHeader = { ...member.headers, 'x-admin': 'true' };
    const auditor = await seedUser(compliance.sql, member.tenantId, 'AUDITOR');
    const writes: [string, Record<string, unknown>][] = [
      [CREATE, { input: aoc4({ formType: 'DIR-3 KYC' }) }],
      [UPDATE, { formType, input: { version: 1, isActive: false } }],
      [TOGGLE, { formType }],
    ];
    for (const [query, variables] of writes) {
      expect(await compliance.failure(query, variables, {})).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
      expect(await compliance.failure(query, variables, { authorization: 'Bearer not-a-jwt' })).toMatchObject({
        code: 'UNAUTHORIZED',
      });
      expect(await compliance.failure(query, variables, memberWithHeader)).toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
      });
      expect(await compliance.failure(query, variables, { ...auditor.headers, 'x-admin': 'true' })).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await compliance.failure(query, variables, adminWithoutHeader)).toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
      });
      expect(
        await compliance.failure(query, variables, { ...admin.headers, 'x-tenant-id': otherTenant.tenantId }),
      ).toMatchObject({ code: 'FORBIDDEN' });
    }
    const mapping = (await compliance.ok<{ mcaFormMapping: MappingData }>(GET, { formType }, member.headers))
      .mcaFormMapping;
    expect(mapping).toMatchObject({ version: 1, isActive: true });
    expect(await compliance.sql(`select 1 from compliance.form_mapping where form_type = 'DIR-3 KYC'`)).toHaveLength(0);
  });

  test('lets any signed-in caller read within its own tenant: the header or tenantId of another tenant is FORBIDDEN', async () => {
    expect(
      (await compliance.ok<{ mcaFormMapping: MappingData }>(GET, { formType: ' adt-1 ' }, member.headers))
        .mcaFormMapping.formType,
    ).toBe('ADT-1');
    expect(await compliance.failure(GET, { formType }, {})).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    const expired = await tokenFor(member, -60);
    expect(await compliance.failure(GET, { formType }, { authorization: `Bearer ${expired}` })).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(
      await compliance.failure(GET, { formType }, { ...member.headers, 'x-tenant-id': otherTenant.tenantId }),
    ).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await compliance.failure(LIST, { tenantId: otherTenant.tenantId }, member.headers)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (await compliance.ok<{ mcaFormMappings: { total: number } }>(LIST, { tenantId: member.tenantId }, member.headers))
        .mcaFormMappings.total,
    ).toBeGreaterThan(0);
    expect(await compliance.failure(GET, { formType: 'NO-SUCH' }, member.headers)).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});

describe('listing', () => {
  beforeAll(async () => {
    await create(aoc4({ formType: 'MGT-7A', isActive: false }));
    await create(aoc4({ formType: 'CHG-1' }));
  });

  test('lists in form order, filters on active, sorts and pages', async () => {
    const list = async (variables: Record<string, unknown>) =>
      (
        await compliance.ok<{
          mcaFormMappings: {
            items: { formType: string; isActive: boolean }[];
            total: number;
            page: number;
            limit: number;
          };
        }>(LIST, variables, member.headers)
      ).mcaFormMappings;
    const all = await list({});
    const names = all.items.map((item) => item.formType);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['ADT-1', 'AOC-4', 'CHG-1', 'INC-20A', 'MGT-7A']));
    expect(all.total).toBe(names.length);
    const inactive = await list({ active: false });
    expect(inactive.items.map((item) => item.formType)).toContain('MGT-7A');
    expect(inactive.items.every((item) => !item.isActive)).toBe(true);
    expect((await list({ active: true })).items.every((item) => item.isActive)).toBe(true);
    expect((await list({ active: true })).total + inactive.total).toBe(all.total);
    expect(
      (await list({ sort: [{ field: 'FORM_TYPE', direction: 'DESC' }], limit: 2, page: 1 })).items.map(
        (item) => item.formType,
      ),
    ).toEqual([...names].sort().reverse().slice(0, 2));
    expect(
      await compliance.failure(LIST, { sort: [{ field: 'MCA_URL', direction: 'ASC' }] }, member.headers),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await compliance.failure(LIST, { limit: 101 }, member.headers)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('updating with optimistic locking', () => {
  let mapping: MappingData;

  beforeAll(async () => {
    mapping = await create(aoc4({ formType: 'PAS-3' }));
  });

  test('needs the version (MISSING_VERSION), changes what is given, bumps the version and audits the changes', async () => {
    for (const input of [{ isActive: false }, { version: null, isActive: false }]) {
      expect(await compliance.failure(UPDATE, { formType: 'PAS-3', input }, admin.headers)).toMatchObject({
        code: 'MISSING_VERSION',
        status: 400,
      });
    }
    const fieldMappings = [{ profilePath: 'pan', selectors: ['#pan'], required: true }];
    const { updateMcaFormMapping: updated } = await compliance.ok<{ updateMcaFormMapping: MappingData }>(
      UPDATE,
      {
        formType: 'pas-3',
        input: {
          version: 1,
          fieldMappings,
          validationRules: { pan: { pattern: '^[A-Z]{5}\\d{4}[A-Z]$' } },
          isActive: false,
        },
      },
      admin.headers,
    );
    expect(updated).toMatchObject({
      id: mapping.id,
      version: 2,
      isActive: false,
      formVersion: 'V3',
      fieldMappings: [{ profilePath: 'pan', selectors: ['#pan'], required: true, transform: null }],
      validationRules: { pan: { pattern: '^[A-Z]{5}\\d{4}[A-Z]$' } },
      metadata: mapping.metadata,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(mapping.updatedAt));
    const entries = await auditOf(mapping.id);
    expect(entries.map((entry) => entry.action)).toEqual(['FORM_MAPPING_CREATED', 'FORM_MAPPING_UPDATED']);
    expect(entries[1]).toMatchObject({ tenant_id: admin.tenantId, details: { formType: 'PAS-3', version: 2 } });
    expect(entries[1].changes.map((change) => change.field)).toEqual(['fieldMappings', 'validationRules', 'isActive']);
    expect(entries[1].changes[2]).toEqual({ field: 'isActive', oldValue: true, newValue: false });
    mapping = updated;
  });

  test('refuses a stale version with VERSION_CONFLICT carrying the current version and data, changing nothing', async () => {
    const stale = await compliance.gql(
      UPDATE,
      { formType: 'PAS-3', input: { version: 1, isActive: true } },
      admin.headers,
    );
    expect(stale.data).toBeNull();
    expect(stale.errors?.[0]?.extensions).toEqual({
      code: 'VERSION_CONFLICT',
      status: 409,
      currentVersion: 2,
      currentData: { ...mapping },
    });
    expect(
      (await compliance.ok<{ mcaFormMapping: MappingData }>(GET, { formType: 'PAS-3' }, member.headers)).mcaFormMapping,
    ).toEqual(mapping);
  });

  test('checks the merged mapping: a rule left without its field is refused; an unknown form is NOT_FOUND', async () => {
    const input = { version: 2, fieldMappings: [{ profilePath: 'cin', selectors: ['#cin'] }] };
    expect(await compliance.failure(UPDATE, { formType: 'PAS-3', input }, admin.headers)).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(
      await compliance.failure(
        UPDATE,
        { formType: 'PAS-3', input: { version: 2, mcaUrl: 'not a url' } },
        admin.headers,
      ),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(
      await compliance.failure(UPDATE, { formType: 'NO-SUCH', input: { version: 1 } }, admin.headers),
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(
      (await compliance.ok<{ mcaFormMapping: MappingData }>(GET, { formType: 'PAS-3' }, member.headers)).mcaFormMapping
        .version,
    ).toBe(2);
  });

  test('lets exactly one of several simultaneous updates based on the same version win', async () => {
    const contenders = ['V4', 'V5', 'V6', 'V7', 'V8', 'V9'];
    const answers = await Promise.all(
      contenders.map((formVersion) =>
        compliance.gql<{ updateMcaFormMapping: MappingData }>(
          UPDATE,
          { formType: 'PAS-3', input: { version: 2, formVersion } },
          admin.headers,
        ),
      ),
    );
    const winners = answers.filter((answer) => !answer.errors);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.errors);
    expect(losers.map((answer) => answer.errors![0].extensions!.code)).toEqual(
      Array(contenders.length - 1).fill('VERSION_CONFLICT'),
    );
    const winner = winners[0].data!.updateMcaFormMapping;
    expect(winner.version).toBe(3);
    for (const loser of losers)
      expect(loser.errors![0].extensions).toMatchObject({
        currentVersion: 3,
        currentData: { formVersion: winner.formVersion },
      });
    const [row] = await compliance.sql<{ version: number; form_version: string }>(
      `select version, form_version from compliance.form_mapping where form_type = 'PAS-3'`,
    );
    expect(row).toEqual({ version: 3, form_version: winner.formVersion });
    expect((await auditOf(mapping.id)).filter((entry) => entry.action === 'FORM_MAPPING_UPDATED')).toHaveLength(2);
  });
});

describe('toggling', () => {
  test('flips isActive and bumps the version, audited; an update based on the version before the toggle conflicts', async () => {
    const mapping = await create(aoc4({ formType: 'MSME-1' }));
    const off = (
      await compliance.ok<{ toggleMcaFormMappingActive: MappingData }>(TOGGLE, { formType: 'msme-1' }, admin.headers)
    ).toggleMcaFormMappingActive;
    expect(off).toMatchObject({ isActive: false, version: 2 });
    const on = (
      await compliance.ok<{ toggleMcaFormMappingActive: MappingData }>(TOGGLE, { formType: 'MSME-1' }, admin.headers)
    ).toggleMcaFormMappingActive;
    expect(on).toMatchObject({ isActive: true, version: 3 });
    const entries = await auditOf(mapping.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'FORM_MAPPING_CREATED',
      'FORM_MAPPING_DEACTIVATED',
      'FORM_MAPPING_ACTIVATED',
    ]);
    expect(entries[1].changes).toEqual([{ field: 'isActive', oldValue: true, newValue: false }]);
    expect(
      await compliance.failure(UPDATE, { formType: 'MSME-1', input: { version: 1, isActive: false } }, admin.headers),
    ).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(await compliance.failure(TOGGLE, { formType: 'NO-SUCH' }, admin.headers)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await compliance.failure(TOGGLE, { formType: randomUUID() }, admin.headers)).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
