import { describe, expect, test } from '@jest/globals';
import { tagEventRoutingKey, tenantOfTagEvent } from './tag-events.js';

const TAG = 'compliance.entities';
const TENANT = '6F1C2A4E-0B7D-4C1E-9A3B-2D5E8F0A1B2C';

describe('the routing keys of tag events', () => {
  test('name the tenant, lowercased, when a change is within its data, and read back as that tenant', () => {
    const key = tagEventRoutingKey(TAG, TENANT);
    expect(key).toBe(`${TAG}.${TENANT.toLowerCase()}.changed`);
    expect(tenantOfTagEvent(TAG, key)).toEqual({ tenant: TENANT.toLowerCase() });
  });

  test('name no tenant without one, or for one that is not a single topic word: every tenant’s then', () => {
    for (const tenant of [undefined, null, '', 'a.b', 'a#', '*'])
      expect(tagEventRoutingKey(TAG, tenant)).toBe(`${TAG}.changed`);
    expect(tenantOfTagEvent(TAG, `${TAG}.changed`)).toEqual({});
  });

  test('any other key under the tag counts as every tenant’s change', () => {
    for (const key of [`${TAG}.x.y.changed`, `${TAG}.x.updated`, `${TAG}.X.changed`, `${TAG}`, 'other.x.changed'])
      expect(tenantOfTagEvent(TAG, key)).toEqual({});
  });
});
