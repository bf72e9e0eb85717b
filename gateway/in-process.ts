import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult, GraphQLError } from 'graphql';
import { CORRELATION_HEADER, correlationIdFrom } from '../platform/correlation.js';
import { httpStatusOf } from '../platform/errors.js';
import { forwardedHeadersOf } from '../platform/forwarded-headers.js';
import { deepFrozen } from '../platform/frozen.js';
import { variablesRefusal } from '../platform/operation-admission.js';
import type { ClientResponseHeaders, GatewayContext } from './context.js';
import { formatGatewayError } from './errors.js';
import type { Candidate, PreparedLane } from './prepared-lane/prepared-lane.js';
import { asksAfresh } from './response-cache/index.js';
import type { DocumentRequest, TrustedDocumentResolver } from './trusted-documents/index.js';

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
  /**
   * Given when the prepared lane answered it from the response cache: the operation as resolved, checked and coerced
   * here, which its caller may keep to send it again (the REST adapter's front door keeps it by the request's URL).
   */
  readonly repeatable?: () => RepeatableOperation;
}

/**
 * An operation the gateway answered in-process from the response cache, kept to be sent again without being resolved,
 * copied and coerced again: `answer` decides per request what depends on the caller (its credentials, its address's
 * limits, asking afresh), as `execute` would.
 */
export interface RepeatableOperation {
  /** Whether it may still be sent as it is: the supergraph and the trusted documents it was resolved under are served. */
  readonly current: boolean;
  /**
   * What `execute` would answer it with these headers; undefined when the prepared lane declines it now (a miss, a
   * caller who may not see all of it): `execute` must then send it, and nothing of it was counted here.
   */
  answer(headers: Readonly<Record<string, string>>): Promise<InProcessAnswer | undefined>;
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
  const contextOf = (headers: Readonly<Record<string, string>>): GatewayContext & { res: CollectedHeaders } => ({
    correlationId: correlationIdFrom(headers[CORRELATION_HEADER]),
    clientAddress: headers['x-forwarded-for'] ?? '127.0.0.1',
    forwardedHeaders: forwardedHeadersOf(headers),
    asksAfresh: asksAfresh(headers['cache-control']),
    res: new CollectedHeaders(),
  });
  /** A candidate the lane answered from the cache, as a RepeatableOperation: its variables a copy nothing changes. */
  const repeatable =
    (shape: Candidate['shape'], variablesText: string, document: DocumentRequest) => (): RepeatableOperation => {
      const candidate: Candidate = {
        shape,
        variables: deepFrozen(JSON.parse(variablesText) as Record<string, unknown>),
      };
      const { generation, mode } = documents;
      return {
        get current() {
          return generation === documents.generation && mode === documents.mode && lane.isCurrent(candidate);
        },
        async answer(headers) {
          const context = contextOf(headers);
          const prepared = await lane.prepareInProcess(candidate, context);
          if (!prepared) return undefined;
          // Resolved (and counted) as every operation's document is, once the lane has taken it.
          const resolution = documents.resolve(document, 'in-process');
          if (resolution.kind === 'refused') return refusal(resolution.error);
          const answer = await lane.answerInProcess(prepared);
          return { status: answer.status, headers: context.res.values, result: answer.result };
        },
      };
    };
  return async ({ query: sent, documentId, operationName, variables, headers }) => {
    const document = { query: sent, documentId, operationName };
    const resolution = documents.resolve(document, 'in-process');
    if (resolution.kind === 'refused') return refusal(resolution.error);
    const query = resolution.kind === 'trusted' ? resolution.query : sent;
    // Before the copy below, whose JSON.stringify recurses: what the pipeline's admission would answer.
    const refused = variablesRefusal(variables);
    if (refused) return refusal(refused);
    const context = contextOf(headers);
    const variablesText = JSON.stringify(variables);
    const copied = JSON.parse(variablesText) as Record<string, unknown>;
    if (query !== undefined) {
      const prepared = await lane.inProcess({ query, operationName, variables: copied }, context);
      if (prepared)
        return {
          status: prepared.status,
          headers: context.res.values,
          result: prepared.result,
          repeatable: prepared.fromCache ? repeatable(prepared.candidate.shape, variablesText, document) : undefined,
        };
    }
    const response = await apollo.executeOperation(
      { query, operationName, variables: copied },
      { contextValue: context },
    );
    if (response.body.kind !== 'single') throw new Error('The gateway answered an in-process operation incrementally');
    const responseHeaders: Record<string, string | string[]> = { ...context.res.values };
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
