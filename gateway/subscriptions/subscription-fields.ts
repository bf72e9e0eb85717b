import { GraphQLError, parse } from 'graphql';
import type { EventMessage } from '../../platform/events/messages.js';
import type { Subscriber } from './subscriber.js';
import type { EventInterest } from './subscription-hub.js';
import type { SupergraphQuery } from './supergraph-entities.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ENTITY_CHECK = parse(`query SubscriptionEntityCheck($id: ID!) { entity(id: $id) { id } }`);
const JOB_CHECK = parse(`query SubscriptionJobCheck($id: ID!) { extractionJob(id: $id) { id } }`);

/** An id argument in the form routing keys carry it; anything else (wildcards included) is refused. */
function idArgument(name: string, value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new GraphQLError(`${name} must be a uuid`, { extensions: { code: 'VALIDATION_ERROR' } });
  }
  return value.toLowerCase();
}

/**
 * Refuses a subscription to a record the subscriber cannot read, asking the supergraph with the subscriber's
 * own credential: another tenant's entity or job is as unknown as a missing one.
 */
async function requireVisible(query: SupergraphQuery, check: typeof ENTITY_CHECK, id: string, subscriber: Subscriber, what: string): Promise<void> {
  const result = await query(check, { id }, subscriber.authorization);
  const [error] = result.errors ?? [];
  if (error?.extensions?.code === 'NOT_FOUND' || (!error && !Object.values(result.data ?? {})[0])) {
    throw new GraphQLError(`No ${what} ${id} in your tenant`, { extensions: { code: 'FORBIDDEN' } });
  }
  if (error) throw new GraphQLError(error.message, { extensions: error.extensions });
}

const ofTenant = (subscriber: Subscriber) => (event: EventMessage) => event.payload.tenantId === subscriber.tenantId;

/** The extraction events of one job, of one entity, or of the whole tenant. */
function extractionInterest(eventType: 'extraction.completed' | 'extraction.failed') {
  return async (args: Record<string, unknown>, subscriber: Subscriber, query: SupergraphQuery): Promise<EventInterest> => {
    const jobId = args.jobId == null ? null : idArgument('jobId', args.jobId);
    const entityId = args.entityId == null ? null : idArgument('entityId', args.entityId);
    if (jobId) await requireVisible(query, JOB_CHECK, jobId, subscriber, 'extraction job');
    if (entityId) await requireVisible(query, ENTITY_CHECK, entityId, subscriber, 'entity');
    const sameTenant = ofTenant(subscriber);
    return {
      pattern: `${eventType}.${jobId ?? '*'}`,
      accepts: (event) => sameTenant(event) && (!entityId || event.payload.entityId === entityId),
    };
  };
}

/**
 * The subscription fields of CONTRACT.md: which events each one wants, once the subscriber may have them.
 * Every interest also checks the event's tenant, so that a subscriber only ever receives its own tenant's events.
 */
export const SUBSCRIPTION_FIELDS: Readonly<
  Record<string, (args: Record<string, unknown>, subscriber: Subscriber, query: SupergraphQuery) => Promise<EventInterest>>
> = {
  profileUpdated: async (args, subscriber, query) => {
    const entityId = idArgument('entityId', args.entityId);
    await requireVisible(query, ENTITY_CHECK, entityId, subscriber, 'entity');
    return { pattern: `profile.updated.${entityId}`, accepts: ofTenant(subscriber) };
  },
  extractionCompleted: extractionInterest('extraction.completed'),
  extractionFailed: extractionInterest('extraction.failed'),
};

/** The payload types whose `entity` field the gateway resolves through the supergraph. */
export const EVENT_PAYLOAD_TYPES = new Set(['ProfileUpdatedEvent', 'ExtractionCompletedEvent', 'ExtractionFailedEvent']);
