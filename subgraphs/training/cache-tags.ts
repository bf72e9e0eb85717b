import type { AuditEntry } from '../shared/audit/audit-trail.js';
import type { DomainEvent } from '../shared/events/outbox.js';
import { tagChanged } from '../shared/response-cache.js';
import { CATALOGUE_TAG, TAXONOMY_TAG } from './catalogue/catalogue.events.js';

/**
 * The tags of training's admin reads (`@Cacheable([...], 'TENANT')`, asked through `trainingCacheGate`) and of the
 * public certificate verification: each read names the tags of every row its answer shows, its relations included (an
 * enrollment's interest and course, an interest's course). Training's data has no tenant, so no event names one.
 */
export const TRAINING_TAGS = {
  certificates: 'training.certificates',
  enquiries: 'training.enquiries',
  enrollments: 'training.enrollments',
  interests: 'training.interests',
  settings: 'training.settings',
  trainingPlanRequests: 'training.plan-requests',
} as const;

/** Every admin tag: what a write audited under a type not listed below changes. */
const ALL_TRAINING_TAGS: readonly string[] = Object.values(TRAINING_TAGS);

/** What the admin reads of each kind show, relations included. */
export const READ_TAGS = {
  enquiries: [TRAINING_TAGS.enquiries],
  // An enrollment shows its certificate, its interest and its course.
  enrollments: [TRAINING_TAGS.enrollments, TRAINING_TAGS.interests, CATALOGUE_TAG, TAXONOMY_TAG],
  interests: [TRAINING_TAGS.interests, CATALOGUE_TAG, TAXONOMY_TAG],
  // Counts of courses, interests, enrollments and enquiries, and the latest interests with their courses.
  metrics: [TRAINING_TAGS.enquiries, TRAINING_TAGS.enrollments, TRAINING_TAGS.interests, CATALOGUE_TAG, TAXONOMY_TAG],
  settings: [TRAINING_TAGS.settings],
  trainingPlanRequests: [TRAINING_TAGS.trainingPlanRequests],
} as const;

/**
 * The tags whose reads a write changes, by the `entityType` of its audit entry: every admin write of training is
 * audited in its transaction, so the entry is where its events are recorded (`trainingChangeEvents`). Courses and
 * taxonomy items record their catalogue events themselves (catalogue.events.ts); the training plan file is shown by
 * no cached read (its link is `@volatile`).
 */
export const TAGS_OF_AUDITED_TYPE: Readonly<Record<string, readonly string[]>> = {
  certificate: [TRAINING_TAGS.enrollments, TRAINING_TAGS.certificates],
  course: [],
  enquiry: [TRAINING_TAGS.enquiries],
  enrollment: [TRAINING_TAGS.enrollments],
  interest: [TRAINING_TAGS.interests],
  settings: [TRAINING_TAGS.settings],
  taxonomy: [],
  training_plan: [],
  training_plan_request: [TRAINING_TAGS.trainingPlanRequests],
};

/**
 * The tags a write audited under these entity types changes: a type not listed above changes every admin tag, so that
 * a write added without its tags drops too much rather than too little. Mutations declare them from this one map
 * (`@Invalidates(changedBy('enrollment', 'interest'))`).
 */
export function changedBy(...entityTypes: string[]): string[] {
  const tags = new Set<string>();
  for (const type of entityTypes) for (const tag of TAGS_OF_AUDITED_TYPE[type] ?? ALL_TRAINING_TAGS) tags.add(tag);
  return [...tags];
}

/** `<tag>.changed` for each tag a write of this entity type changes (`changedBy`). */
export function changeEvents(entityType: string, action: string, id: string | null | undefined): DomainEvent[] {
  // Never `entityId` (see tagChanged).
  return changedBy(entityType).map((tag) => tagChanged(tag, { action, id: id ?? null }));
}

/** The events of an audited write (training's `AuditTrail` records them with its entry). */
export const trainingChangeEvents = (entry: AuditEntry): DomainEvent[] =>
  changeEvents(entry.entityType, entry.action, entry.entityId);
