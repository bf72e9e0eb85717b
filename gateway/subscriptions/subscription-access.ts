import { GraphQLError, parse } from 'graphql';
import type { EventMessage } from '../../platform/events/messages.js';
import type { Subscriber } from './subscriber.js';
import type { FeedRequest, MissedEvents } from './subscription-hub.js';
import type { SupergraphQuery } from './supergraph-entities.js';

const ACCESS_QUERY = parse(`
  query SubscriptionAccess($field: String!, $arguments: JSONObject!) {
    eventSubscriptionAccess(field: $field, arguments: $arguments) { routingKey payloadMatch { field value } cursor }
  }
`);

const MISSED_EVENTS_QUERY = parse(`
  query MissedEvents($subscription: String!, $arguments: JSONObject!, $after: String!, $limit: Int!) {
    complianceEvents(subscription: $subscription, arguments: $arguments, after: $after, limit: $limit) {
      items { id eventType routingKey payload createdAt cursor }
      hasMore
    }
  }
`);

/** Events read from the outbox per query: well under the hub's queue, so a page always fits beside what is held. */
const MISSED_EVENTS_PAGE = 100;

interface EventSubscriptionAccess {
  readonly routingKey: string;
  readonly payloadMatch: readonly { readonly field: string; readonly value: string }[];
  /** The stream's head when access was granted: a subscription without `after` starts there. */
  readonly cursor: string;
}

interface MissedEventsAnswer {
  readonly items: readonly (Omit<EventMessage, 'createdAt'> & { readonly createdAt: string })[];
  readonly hasMore: boolean;
}

/** The data of `field` in a supergraph answer; the first error as the subscription's own (its code kept). */
async function ask<T>(
  query: SupergraphQuery,
  document: ReturnType<typeof parse>,
  variables: Record<string, unknown>,
  subscriber: Subscriber,
  field: string,
  options?: Parameters<SupergraphQuery>[3],
): Promise<T> {
  const result = await query(document, variables, subscriber.authorization, options);
  const [error] = result.errors ?? [];
  if (error) throw new GraphQLError(error.message, { extensions: error.extensions });
  const answer = result.data?.[field] as T | null | undefined;
  if (!answer) throw new GraphQLError(`No answer to ${field}`, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
  return answer;
}

/**
 * What a subscription receives, once the subscriber may have it. The rules are the subgraph's that owns the
 * events: the gateway asks the supergraph's `eventSubscriptionAccess` with the subscriber's own credential, and
 * its refusal (FORBIDDEN, VALIDATION_ERROR) is the subscription's. The answer names the routing-key pattern to
 * bind, the payload fields every delivered event must match (the subscriber's tenant among them), and the
 * stream's head. Missed events are read through the supergraph's `complianceEvents`, with the same credential
 * and so under the same rules: a cursor only says where to start, never whose events to read.
 *
 * `after` is where the client resumes (its argument, or an SSE reconnection's Last-Event-ID); without it the
 * subscription starts at the head, and still reads what it missed whenever the event stream reconnects.
 */
export async function subscriptionFeed(
  field: string,
  args: Readonly<Record<string, unknown>>,
  after: string | undefined,
  subscriber: Subscriber,
  query: SupergraphQuery,
): Promise<FeedRequest> {
  const access = await ask<EventSubscriptionAccess>(
    query,
    ACCESS_QUERY,
    { field, arguments: args },
    subscriber,
    'eventSubscriptionAccess',
  );
  const { routingKey, payloadMatch } = access;
  const missed: MissedEvents = async (cursor) => {
    const page = await ask<MissedEventsAnswer>(
      query,
      MISSED_EVENTS_QUERY,
      { subscription: field, arguments: args, after: cursor, limit: MISSED_EVENTS_PAGE },
      subscriber,
      'complianceEvents',
      // Its snapshot must follow the feed's binding: an identical read sent earlier (another subscription resuming
      // from the same cursor) would miss what committed in between.
      { fresh: true },
    );
    return {
      events: page.items.map((item) => ({ ...item, createdAt: new Date(item.createdAt) })),
      hasMore: page.hasMore,
    };
  };
  return {
    interest: {
      pattern: routingKey,
      accepts: (event) => payloadMatch.every((match) => event.payload[match.field] === match.value),
    },
    missed,
    readKey: JSON.stringify([subscriber.authorization, field, args]),
    from: after ?? access.cursor,
    owner: subscriber.userId,
  };
}
