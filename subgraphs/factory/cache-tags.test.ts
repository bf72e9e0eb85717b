import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FACTORY_TAGS, factoryChangeEvents, TAGS_OF_AUDITED_TYPE } from './cache-tags.js';

/** Every `entityType: '<type>'` the factory's code writes in an audit entry. */
function auditedTypes(): Set<string> {
  const types = new Set<string>();
  const root = join('subgraphs', 'factory');
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(/entityType: '(\w+)'/g)) types.add(match[1]);
  }
  return types;
}

test('every type the factory audits names the tags its writes change (none left to the every-tag fallback)', () => {
  const types = auditedTypes();
  expect(types.size).toBeGreaterThan(8);
  expect([...types].filter((type) => !(type in TAGS_OF_AUDITED_TYPE))).toEqual([]);
});

test('a write records `<tag>.<tenant>.changed` for each of its tags, without the keys of entity and job events', () => {
  const events = factoryChangeEvents({
    action: 'job.step.update',
    tenantId: 'a-tenant',
    entityType: 'job',
    entityId: 'a-job',
  });
  expect(events.map((event) => event.routingKey)).toEqual(['factory.jobs.a-tenant.changed']);
  expect(events[0].payload).toEqual(
    expect.objectContaining({ action: 'job.step.update', id: 'a-job', tenantId: 'a-tenant' }),
  );
  expect(events[0].payload).not.toHaveProperty('entityId');
  expect(events[0].payload).not.toHaveProperty('jobId');
});

test('names the tenant as the gateway’s views do (lower case), and none for rows every tenant reads', () => {
  const keys = (entityType: string, tenantId: string | null) =>
    factoryChangeEvents({ action: `${entityType}.update`, entityType, tenantId }).map((event) => event.routingKey);
  expect(keys('worker', 'C0FFEE00-0000-4000-8000-00000000000A')).toEqual([
    'factory.workers.c0ffee00-0000-4000-8000-00000000000a.changed',
  ]);
  expect(keys('worker', null)).toEqual(['factory.workers.changed']);
  // A plan is every tenant's, a CORS origin the super-admins': an entry naming a tenant does not make them its own.
  expect(keys('plan', 'a-tenant')).toEqual(['factory.plans.changed']);
  expect(keys('cors_origin', 'a-tenant')).toEqual(['factory.cors-origins.changed']);
  expect(keys('something_new', 'a-tenant').every((key) => key.split('.').length === 3)).toBe(true);
});

test('a tenant deleted, or a type nobody listed, changes every tag', () => {
  const tags = (entityType: string, action = `${entityType}.delete`) =>
    factoryChangeEvents({ action, entityType, tenantId: 't' }).map((event) => event.eventType);
  const every = ALL_FACTORY_TAGS.map((tag) => `${tag}.changed`);
  expect(tags('tenant')).toEqual(every);
  expect(tags('something_new', 'something_new.create')).toEqual(every);
  expect(tags('user', 'user.create')).toEqual([]);
});
