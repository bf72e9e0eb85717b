import { GraphQLError, type DocumentNode } from 'graphql';
import type { EventMessage } from '../../platform/events/messages.js';
import { roleDocument, type GatewayRoleName, type GatewayRoles } from '../../platform/gateway-roles.js';
import type { Subscriber } from './subscriber.js';
import type { FeedRequest, MissedEvents } from './subscription-hub.js';
import type { SupergraphQuery } from './supergraph-entities.js';

/** The query of the role `subscriptionAccess`, asked of the field that declares it. */
const accessQuery = (field: string) => `
  query SubscriptionAccess($field: String!, $arguments: JSONObject!) {
    answer: ${field}(field: $field, arguments: $arguments) { routingKey payloadMatch { field value } cursor }
  }
`;

/** The query of the role `eventReplay`, asked of the field that declares it. */
const missedEventsQuery = (field: string) => `
  query MissedEvents($subscription: String!, $arguments: JSONObject!, $after: String!, $limit: Int!) {
    answer: ${field}(subscription: $subscription, arguments: $arguments, after: $after, limit: $limit) {
      items { id eventType routingKey payload createdAt cursor }
      hasMore
    }
  }
`;

/** The document of a role's query; SERVICE_UNAVAILABLE when the supergraph declares no field of that role. */
function roleQuery(roles: GatewayRoles, role: GatewayRoleName, source: (field: string) => string): DocumentNode {
  const field = roles.field(role);
  if (!field) {
    throw new GraphQLError(`The supergraph declares no field of the role ${role}: subscriptions are not served`, {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  }
  return roleDocument(source(field));
}

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

/** The `answer` of a role's query; the first error as the subscription's own (its code kept). */
async function ask<T>(
  query: SupergraphQuery,
  document: DocumentNode,
  variables: Record<string, unknown>,
  subscriber: Subscriber,
  role: GatewayRoleName,
  options?: Parameters<SupergraphQuery>[3],
): Promise<T> {
  const result = await query(document, variables, subscriber.authorization, options);
  const [error] = result.errors ?? [];
  if (error) throw new GraphQLError(error.message, { extensions: error.extensions });
  const answer = result.data?.answer as T | null | undefined;
  if (!answer) throw new GraphQLError(`No answer to ${role}`, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
  return answer;
}

/**
 * What a subscription receives, once the subscriber may have it. The rules are the subgraph's that owns the
 * events: the gateway asks the supergraph's field of the role `subscriptionAccess` (platform/gateway-roles.ts) with
 * the subscriber's own credential, and its refusal (FORBIDDEN, VALIDATION_ERROR) is the subscription's. The answer
 * names the routing-key pattern to bind, the payload fields every delivered event must match (the subscriber's tenant among them), and the
 * stream's head. Missed events are read through the field of the role `eventReplay`, with the same credential
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
  roles: GatewayRoles,
): Promise<FeedRequest> {
  const access = await ask<EventSubscriptionAccess>(
    query,
    roleQuery(roles, 'subscriptionAccess', accessQuery),
    { field, arguments: args },
    subscriber,
    'subscriptionAccess',
  );
  const missedEvents = roleQuery(roles, 'eventReplay', missedEventsQuery);
  const { routingKey, payloadMatch } = access;
  const missed: MissedEvents = async (cursor) => {
    const page = await ask<MissedEventsAnswer>(
      query,
      missedEvents,
      { subscription: field, arguments: args, after: cursor, limit: MISSED_EVENTS_PAGE },
      subscriber,
      'eventReplay',
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
