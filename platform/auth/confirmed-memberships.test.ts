import { expect, test } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { forbidden } from '../errors.js';
import { ConfirmedMemberships } from './confirmed-memberships.js';

const inAnHour = () => new Date(Date.now() + 3_600_000);

/** Confirms from `members` (token → tenant) and counts the lookups the cache let through. */
function countingLookup(members: Map<string, string>) {
  let lookups = 0;
  const confirm = (token: string) => () => {
    lookups++;
    const tenantId = members.get(token);
    return tenantId ? Promise.resolve({ tenantId }) : Promise.reject(forbidden('not a member'));
  };
  return { confirm, lookups: () => lookups };
}

test('looks a token up once while its confirmation lasts, and concurrent askers share one lookup', async () => {
  const memberships = new ConfirmedMemberships<{ tenantId: string }>();
  const lookup = countingLookup(new Map([['token-a', 'tenant-a']]));
  const first = await Promise.all(
    Array.from({ length: 5 }, () => memberships.membershipOf('token-a', inAnHour(), lookup.confirm('token-a'))),
  );
  expect(first).toEqual(Array.from({ length: 5 }, () => ({ tenantId: 'tenant-a' })));
  await memberships.membershipOf('token-a', inAnHour(), lookup.confirm('token-a'));
  expect(lookup.lookups()).toBe(1);
});

test('keeps no refusal: a user added after a refused request is admitted at once', async () => {
  const memberships = new ConfirmedMemberships<{ tenantId: string }>();
  const members = new Map<string, string>();
  const lookup = countingLookup(members);
  await expect(memberships.membershipOf('token-b', inAnHour(), lookup.confirm('token-b'))).rejects.toMatchObject({
    extensions: { code: 'FORBIDDEN' },
  });
  members.set('token-b', 'tenant-b');
  await expect(memberships.membershipOf('token-b', inAnHour(), lookup.confirm('token-b'))).resolves.toEqual({
    tenantId: 'tenant-b',
  });
  expect(lookup.lookups()).toBe(2);
});

test('asks again once the TTL has passed, so that a removed user loses access', async () => {
  const memberships = new ConfirmedMemberships<{ tenantId: string }>({ ttlMs: 50 });
  const members = new Map([['token-c', 'tenant-c']]);
  const lookup = countingLookup(members);
  await memberships.membershipOf('token-c', inAnHour(), lookup.confirm('token-c'));
  members.delete('token-c');
  await sleep(200);
  await expect(memberships.membershipOf('token-c', inAnHour(), lookup.confirm('token-c'))).rejects.toMatchObject({
    extensions: { code: 'FORBIDDEN' },
  });
});

test('keeps nothing for a token already expired, nor past its expiry', async () => {
  const memberships = new ConfirmedMemberships<{ tenantId: string }>();
  const lookup = countingLookup(new Map([['token-d', 'tenant-d']]));
  const expired = new Date(Date.now() - 1000);
  await memberships.membershipOf('token-d', expired, lookup.confirm('token-d'));
  await memberships.membershipOf('token-d', expired, lookup.confirm('token-d'));
  expect(lookup.lookups()).toBe(2);
});
