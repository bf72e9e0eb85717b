import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult, GraphQLError } from 'graphql';
import { CORRELATION_HEADER, correlationIdFrom } from '../platform/correlation.js';
import { httpStatusOf } from '../platform/errors.js';
import { forwardedHeadersOf } from '../platform/forwarded-headers.js';
import { variablesRefusal } from '../platform/operation-admission.js';
import type { ClientResponseHeaders, GatewayContext } from './context.js';
import { formatGatewayError } from './errors.js';
import type { PreparedLane } from './prepared-lane/prepared-lane.js';
import { asksAfresh } from './response-cache/index.js';
import type { TrustedDocumentResolver } from './trusted-documents/index.js';

/** An operation as a caller in the gateway's own process sends it: what an HTTP request to `/graphql` would carry. */
export interface InProcessOperation {
  /** The document's text, or undefined when `documentId` names a trusted document instead. */
  readonly query?: string;
  /** A trusted document's id (gateway/trusted-documents/), which the REST adapter sends instead of the text. */
  readonly documentId?: string;
  readonly operationName?: string;
  readonly variables: Record<string, unknown>;
  /** Lower-case request headers: the forwarded credentials, `x-correlation-id`, `x-forwarded-for`. */
  readonly headers: Readonly<Record<string, string>>;
}

/** What the same operation would have answered over HTTP: status, headers and the JSON body, unserialized. */
export interface InProcessAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[]>;
  readonly result: FormattedExecutionResult;
}

export type InProcessExecutor = (operation: InProcessOperation) => Promise<InProcessAnswer>;

/** Collects the headers the data sources pass back to the client (see `passBackHeaders`). */
class CollectedHeaders implements ClientResponseHeaders {
  readonly headersSent = false;
  readonly values: Record<string, string | string[]> = {};

  appendHeader(name: string, values: readonly string[]): void {
    const key = name.toLowerCase();
    const previous = this.values[key];
    this.values[key] = [...(previous === undefined ? [] : Array.isArray(previous) ? previous : [previous]), ...values];
  }

  setHeader(name: string, value: string): void {
    this.values[name.toLowerCase()] = value;
  }
}

/**
 * Executes operations on the gateway without HTTP, for a component in the same process (the REST adapter):
 * the same Apollo request pipeline (document cache, validation, limits, query plan cache, error formatting), minus
 * the serializing and parsing of two HTTP bodies, and the prepared lane's too (`lane`: an operation of a prepared
 * shape skips Apollo Server's pipeline, as over HTTP). Variables are copied through JSON, so that they reach the
 * gateway exactly as they would have over the wire. The document is resolved as an HTTP request's is (trusted
 * documents: an id for its text, the mode's refusals), by `documents`.
 */
export function inProcessExecutor(
  apollo: ApolloServer<GatewayContext>,
  documents: TrustedDocumentResolver,
  lane: PreparedLane,
): InProcessExecutor {
  const refusal = (error: GraphQLError): InProcessAnswer => ({
    status: httpStatusOf(error.extensions.code),
    headers: {},
    result: { errors: [formatGatewayError(error.toJSON(), error)] },
  });
  return async ({ query: sent, documentId, operationName, variables, headers }) => {
    const resolution = documents.resolve({ query: sent, documentId, operationName }, 'in-process');
    if (resolution.kind === 'refused') return refusal(resolution.error);
    const query = resolution.kind === 'trusted' ? resolution.query : sent;
    // Before the copy below, whose JSON.stringify recurses: what the pipeline's admission would answer.
    const refused = variablesRefusal(variables);
    if (refused) return refusal(refused);
    const passedBack = new CollectedHeaders();
    const context: GatewayContext = {
      correlationId: correlationIdFrom(headers[CORRELATION_HEADER]),
      clientAddress: headers['x-forwarded-for'] ?? '127.0.0.1',
      forwardedHeaders: forwardedHeadersOf(headers),
      asksAfresh: asksAfresh(headers['cache-control']),
      res: passedBack,
    };
    const copied = JSON.parse(JSON.stringify(variables)) as Record<string, unknown>;
    if (query !== undefined) {
      const prepared = await lane.inProcess({ query, operationName, variables: copied }, context);
      if (prepared) return { status: prepared.status, headers: passedBack.values, result: prepared.result };
    }
    const response = await apollo.executeOperation(
      { query, operationName, variables: copied },
      { contextValue: context },
    );
    if (response.body.kind !== 'single') throw new Error('The gateway answered an in-process operation incrementally');
    const responseHeaders: Record<string, string | string[]> = { ...passedBack.values };
    for (const [name, value] of response.http.headers) responseHeaders[name] = value;
    const answer = {
      status: response.http.status ?? 200,
      headers: responseHeaders,
      result: response.body.singleResult,
    };
    lane.shadowed(context, answer);
    return answer;
  };
}
