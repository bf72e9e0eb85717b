import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { getNamedType, type GraphQLSchema } from 'graphql';
import type { EventMessage } from '../../platform/events/messages.js';
import type { GatewayRoles } from '../../platform/gateway-roles.js';
import type { Subscriber } from './subscriber.js';
import { subscriptionFeed } from './subscription-access.js';
import type { SubscriptionHub } from './subscription-hub.js';
import type { SupergraphEntities, SupergraphQuery } from './supergraph-entities.js';

/** What a subscription operation executes with. */
export type SubscriptionContext = {
  readonly subscriber: Subscriber;
  readonly hub: SubscriptionHub;
  readonly entities: SupergraphEntities;
  readonly query: SupergraphQuery;
  /** The fields of the current supergraph's `@gatewayRole`s. */
  readonly roles: () => GatewayRoles;
  /** An SSE reconnection's `Last-Event-ID`: where the client resumes, like `after` (and newer than it). */
  readonly lastEventId?: string;
  /** Told the cursor of each event as it is executed (SSE writes it as the event's `id:`). */
  readonly onCursor?: (cursor: string) => void;
  /** Told where the subscription starts, once it is granted (SSE writes it as an `id:` before any event). */
  readonly onStart?: (cursor: string) => void;
};

/** The event a payload object came from, kept beside the payload's own fields. */
const SOURCE_EVENT = Symbol('source event');
type EventPayload = Record<string, unknown> & { [SOURCE_EVENT]: EventMessage };

/**
 * The supergraph's API schema made executable for subscription operations: each subscription field subscribes
 * to the hub, once the supergraph grants it (see subscriptionFeed), and yields the event's payload; `entity`
 * on a payload type is the payload's `entityId` read through the supergraph's Query field of the role
 * `eventEntity` for the entity's type (see SupergraphEntities). Queries and mutations are not
 * executed with it (they go through the gateway over HTTP).
 */
export function subscriptionSchema(apiSchema: GraphQLSchema): GraphQLSchema {
  const payloadTypes = new Set(
    Object.values(apiSchema.getSubscriptionType()?.getFields() ?? {}).map((field) => getNamedType(field.type).name),
  );
  return mapSchema(apiSchema, {
    [MapperKind.SUBSCRIPTION_ROOT_FIELD]: (field, fieldName) => ({
      ...field,
      subscribe: async (_root: unknown, args: Record<string, unknown>, context: SubscriptionContext) => {
        const { after, ...filters } = args;
        const from = context.lastEventId ?? (typeof after === 'string' ? after : undefined);
        const request = await subscriptionFeed(
          fieldName,
          filters,
          from,
          context.subscriber,
          context.query,
          context.roles(),
        );
        const feed = await context.hub.subscribe(request);
        context.onStart?.(request.from);
        return feed;
      },
      resolve: (event: EventMessage, _args: unknown, context: SubscriptionContext): EventPayload => {
        context.onCursor?.(event.cursor);
        return { ...event.payload, cursor: event.cursor, [SOURCE_EVENT]: event };
      },
    }),
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (!payloadTypes.has(typeName) || fieldName !== 'entity') return field;
      return {
        ...field,
        resolve: (payload: EventPayload, _args: unknown, context: SubscriptionContext, info) =>
          context.entities.resolve(
            { id: payload[SOURCE_EVENT].id, tenantId: String(payload.tenantId), entityId: String(payload.entityId) },
            context.subscriber.authorization,
            info,
          ),
      };
    },
  });
}
