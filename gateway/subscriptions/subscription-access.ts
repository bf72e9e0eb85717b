import { GraphQLError, parse } from 'graphql';
import type { Subscriber } from './subscriber.js';
import type { EventInterest } from './subscription-hub.js';
import type { SupergraphQuery } from './supergraph-entities.js';

const ACCESS_QUERY = parse(`
  query SubscriptionAccess($field: String!, $arguments: JSONObject!) {
    eventSubscriptionAccess(field: $field, arguments: $arguments) { routingKey payloadMatch { field value } }
  }
`);

interface EventSubscriptionAccess {
  readonly routingKey: string;
  readonly payloadMatch: readonly { readonly field: string; readonly value: string }[];
}

/**
 * The events a subscription wants, once the subscriber may have them. The rules are the subgraph's that owns the
 * events: the gateway asks the supergraph's `eventSubscriptionAccess` with the subscriber's own credential, and its
 * refusal (FORBIDDEN, VALIDATION_ERROR) is the subscription's. The answer names the routing-key pattern to bind and
 * the payload fields every delivered event must match (the subscriber's tenant among them).
 */
export async function subscriptionInterest(
  field: string,
  args: Readonly<Record<string, unknown>>,
  subscriber: Subscriber,
  query: SupergraphQuery,
): Promise<EventInterest> {
  const result = await query(ACCESS_QUERY, { field, arguments: args }, subscriber.authorization);
  const [error] = result.errors ?? [];
  if (error) throw new GraphQLError(error.message, { extensions: error.extensions });
  const access = result.data?.eventSubscriptionAccess as EventSubscriptionAccess | null | undefined;
  if (!access) throw new GraphQLError(`No access to ${field} was granted`, { extensions: { code: 'FORBIDDEN' } });
  const { routingKey, payloadMatch } = access;
  return {
    pattern: routingKey,
    accepts: (event) => payloadMatch.every((match) => event.payload[match.field] === match.value),
  };
}
