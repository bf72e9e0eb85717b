import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORDED_EVENTS_HEADER, recordedEventOf, type RecordedEvent } from '../../platform/events/tag-events.js';
import { SqlConnection } from '../../test/support/sql-connection.js';
import { PublicFormServers, startTrainingWithForms, type TrainingUnderTest } from '../../test/support/training.js';
import { TAGS_OF_AUDITED_TYPE, TRAINING_TAGS, trainingChangeEvents } from './cache-tags.js';

/** Every `entityType: '<type>'` training's code writes in an audit entry. */
function auditedTypes(): Set<string> {
  const types = new Set<string>();
  const root = join('subgraphs', 'training');
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(/entityType: '(\w+)'/g)) types.add(match[1]);
  }
  return types;
}

test('every type training audits names the tags its writes change (none left to the every-tag fallback)', () => {
  const types = auditedTypes();
  expect(types.size).toBeGreaterThan(7);
  expect([...types].filter((type) => !(type in TAGS_OF_AUDITED_TYPE))).toEqual([]);
});

test('an audited write records `<tag>.changed` for each of its tags, naming no tenant nor entity', () => {
  const events = trainingChangeEvents({ action: 'certificate.issue', entityType: 'certificate', entityId: 'c-1' });
  expect(events.map((event) => event.routingKey)).toEqual([
    'training.enrollments.changed',
    'training.certificates.changed',
  ]);
  expect(events[0].payload).toEqual(expect.objectContaining({ action: 'certificate.issue', id: 'c-1' }));
  expect(events[0].payload).not.toHaveProperty('entityId');
  const unlisted = trainingChangeEvents({ action: 'x.create', entityType: 'something_new' });
  expect(unlisted.map((event) => event.eventType).sort()).toEqual(
    Object.values(TRAINING_TAGS)
      .map((tag) => `${tag}.changed`)
      .sort(),
  );
  expect(trainingChangeEvents({ action: 'course.update', entityType: 'course' })).toEqual([]);
});

describe('the writes behind the admin reads, public ones included', () => {
  const forms = new PublicFormServers();
  let training: TrainingUnderTest;
  let submitter = 0;

  beforeAll(async () => {
    await forms.start();
    training = await startTrainingWithForms(forms, {
      PUBLIC_URL: 'https://learn.example.test',
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'cache-tags-storage-')),
    });
  }, 60_000);

  afterAll(async () => {
    await training?.stop();
    await forms.stop();
  });

  const listed: RecordedEvent[] = [];

  /** A write straight to the subgraph: its data, and the routing keys of the events its answer lists. */
  async function write<T>(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(training.subgraph.url, {
      method: 'POST',
      // Each from an address of its own, so that the public submit limit stays out of the way.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++submitter}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    const events = (response.headers.get(RECORDED_EVENTS_HEADER) ?? '').split(' ').map(recordedEventOf);
    listed.push(...events);
    return { data: body.data!, events: events.map((event) => event.routingKey) };
  }

  const changed = (...tags: string[]) => tags.map((tag) => `${tag}.changed`);
  const sender = { name: 'Ada', email: 'ada@example.test', challengeToken: 'pass-token' };

  test('list the events of their tags in their answers (recorded in their transactions)', async () => {
    const course = await write<{ createCourse: { id: string } }>(
      'mutation { createCourse(input: { title: "Tagged", slug: "tagged", description: "D", isPublished: true }) { id } }',
    );
    const courseId = course.data.createCourse.id;

    const enquiry = await write<{ submitEnquiry: { id: string } }>(
      'mutation($input: SubmitEnquiryInput!) { submitEnquiry(input: $input) { id } }',
      { input: { ...sender, message: 'Hello' } },
    );
    expect(enquiry.events).toEqual(changed(TRAINING_TAGS.enquiries));
    const status = await write('mutation($id: ID!) { updateEnquiryStatus(id: $id, status: CLOSED) { id } }', {
      id: enquiry.data.submitEnquiry.id,
    });
    expect(status.events).toEqual(changed(TRAINING_TAGS.enquiries));

    const interest = await write<{ registerInterest: { id: string } }>(
      'mutation($input: RegisterInterestInput!) { registerInterest(course: "tagged", input: $input) { id } }',
      { input: sender },
    );
    expect(interest.events).toEqual(changed(TRAINING_TAGS.interests));

    const plan = await write(
      'mutation($input: RequestTrainingPlanInput!) { requestTrainingPlan(input: $input) { id } }',
      { input: { contactName: 'Ada', contactEmail: 'ada@example.test', challengeToken: 'pass-token' } },
    );
    expect(plan.events).toEqual(changed(TRAINING_TAGS.trainingPlanRequests));

    const enrollment = await write<{ createEnrollment: { id: string } }>(
      'mutation($input: CreateEnrollmentInput!) { createEnrollment(input: $input) { id } }',
      { input: { courseId, learnerName: 'Ada', learnerEmail: 'ada@example.test' } },
    );
    expect(enrollment.events).toEqual(changed(TRAINING_TAGS.enrollments));
    const completed = await write('mutation($id: ID!) { updateEnrollmentStatus(id: $id, status: COMPLETED) { id } }', {
      id: enrollment.data.createEnrollment.id,
    });
    expect(new Set(completed.events)).toEqual(new Set(changed(TRAINING_TAGS.enrollments, TRAINING_TAGS.certificates)));

    const settings = await write(
      'mutation { updateTrainingSettings(input: { brochureExpiryDays: 7 }) { id: brochureExpiryDays } }',
    );
    expect(settings.events).toEqual(changed(TRAINING_TAGS.settings));

    // Each listed with the id of the outbox row that publishes it, by which no replica drops it twice.
    const sql = await SqlConnection.open(training.database.url);
    try {
      const rows = await sql.sql<{ id: string; routing_key: string }>(
        'select id, routing_key from training.event_outbox where id = any(?::uuid[])',
        [listed.map((event) => event.id)],
      );
      const byId = (events: readonly { id?: string; routingKey: string }[]) =>
        events.map(({ id, routingKey }) => `${id} ${routingKey}`).sort();
      expect(byId(rows.map((row) => ({ id: row.id, routingKey: row.routing_key })))).toEqual(byId(listed));
    } finally {
      await sql.close();
    }
  });
});
