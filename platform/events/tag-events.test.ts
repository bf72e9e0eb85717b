import { describe, expect, test } from '@jest/globals';
import { changeOfTagEvent, partitionEventRoutingKey, tagEventRoutingKey } from './tag-events.js';

const TAG = 'compliance.entities';
const TENANT = '6F1C2A4E-0B7D-4C1E-9A3B-2D5E8F0A1B2C';

describe('the routing keys of tag events', () => {
  test('name the tenant, lowercased, when a change is within its data, and read back as that tenant', () => {
    const key = tagEventRoutingKey(TAG, TENANT);
    expect(key).toBe(`${TAG}.${TENANT.toLowerCase()}.changed`);
    expect(changeOfTagEvent(TAG, key)).toEqual({ tenant: TENANT.toLowerCase() });
  });

  test('name no tenant without one, or for one that is not a single topic word: every tenant’s then', () => {
    for (const tenant of [undefined, null, '', 'a.b', 'a#', '*'])
      expect(tagEventRoutingKey(TAG, tenant)).toBe(`${TAG}.changed`);
    expect(changeOfTagEvent(TAG, `${TAG}.changed`)).toEqual({});
  });

  test('any other key under the tag counts as every tenant’s change', () => {
    for (const key of [`${TAG}.x.y.changed`, `${TAG}.x.updated`, `${TAG}.X.changed`, `${TAG}`, 'other.x.changed'])
      expect(changeOfTagEvent(TAG, key)).toEqual({});
  });
});

describe('the routing keys of partition events', () => {
  const id = '0A9B8C7D-6E5F-4A3B-8C2D-1E0F9A8B7C6D';

  test('name each value once as its topic word, after a word no tenant form has, and read back as those values', () => {
    const key = partitionEventRoutingKey(TAG, [id, ' Old-Slug ', 'new-slug', 'new-slug']);
    expect(key).toBe(`${TAG}.partition.${id.toLowerCase()}.old-slug.new-slug.changed`);
    expect(changeOfTagEvent(TAG, key)).toEqual({ partitions: [id.toLowerCase(), 'old-slug', 'new-slug'] });
    // One value is three words: never a tenant's two.
    expect(changeOfTagEvent(TAG, `${TAG}.partition.a.changed`)).toEqual({ partitions: ['a'] });
  });

  test('are the whole tag’s change when a value is no topic word, none is given, or the key would be too long', () => {
    for (const values of [
      [],
      ['a.b'],
      ['ok', 'a b'],
      ['ok', ''],
      Array.from({ length: 30 }, (_, index) => `${id}${index}`),
    ])
      expect(partitionEventRoutingKey(TAG, values)).toBe(`${TAG}.changed`);
  });

  test('a partition form with a word that is not a value reads as the whole tag’s change', () => {
    for (const key of [`${TAG}.partition.A.changed`, `${TAG}.partition.a.b.updated`, `${TAG}.partitions.a.changed`])
      expect(changeOfTagEvent(TAG, key)).toEqual({});
  });
});
