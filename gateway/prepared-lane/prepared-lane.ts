import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayExecutionResult } from '@apollo/server-gateway-interface';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  GraphQLError,
  OperationTypeNode,
  getVariableValues,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { forwardedHeadersOf } from '../../platform/forwarded-headers.js';
import type { OperationMetrics } from '../../platform/graphql-metrics.js';
import { responseCacheLookups } from '../../platform/metrics.js';
import { variablesRefusal } from '../../platform/operation-admission.js';
import type { RateLimits } from '../../platform/rate-limits/index.js';
import {
  consumeAddressLimits,
  countedPolicies,
  duePoliciesFor,
  type AddressPolicies,
  type DuePolicies,
} from '../address-limits.js';
import type { AuthorizationEnforcement } from '../authorization/executor.js';
import type { GatewayContext } from '../context.js';
import type { CostEstimate } from '../demand-control/estimate.js';
import type { DemandControl } from '../demand-control/index.js';
import { formatGatewayError } from '../errors.js';
import { asksAfresh, cacheReachOfQuery, type ResponseCachePolicies } from '../response-cache/index.js';
import type { SingleFetchPlan, SingleFetchPlans } from '../single-fetch/single-fetch.js';

/** A query whose every per-request decision but the variables' is known: what the lane answers on its own. */
interface PreparedShape {
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly operationName: string | null;
  readonly plan: SingleFetchPlan;
  /** Whether its answer may be kept by the response cache: then the lane takes only requests that ask afresh. */
  readonly cacheable: boolean;
  /** Whether it touches an authorization directive: then the lane takes only callers who may see it all. */
  readonly touchesAuthorization: boolean;
}

/** A request of a prepared shape, with variables that coerce. */
interface Candidate {
  readonly shape: PreparedShape;
  readonly variables: Record<string, unknown>;
}

/** A request the lane answers: its shape, its variables, its context, and the cost estimate it was admitted with. */
interface PreparedRequest extends Candidate {
  readonly context: GatewayContext;
  readonly estimate: CostEstimate;
  readonly started: number;
}

/** How the operation went: executed (its result), or refused by the address limits (or their store's failure). */
type LaneOutcome =
  | { readonly result: GatewayExecutionResult; readonly refusal?: undefined }
  | { readonly refusal: GraphQLError; readonly result?: undefined };

/** Shadow mode: what Apollo Server's path did with a request the lane would have answered. */
interface ShadowCapture {
  result?: GatewayExecutionResult;
  refusal?: GraphQLError;
  /** The address limits' policies it counted. */
  counted?: readonly string[];
}

/** What the lane needs of the gateway, each the same unit Apollo Server's path calls. */
export interface PreparedLaneUnits {
  readonly singleFetch: SingleFetchPlans;
  readonly authorization: AuthorizationEnforcement;
  readonly demandControl: DemandControl;
  readonly rateLimits: RateLimits;
  readonly addressPolicies: () => AddressPolicies;
  /** The response cache's declarations; undefined when the cache is off. */
  readonly cachePolicies: (() => ResponseCachePolicies) | undefined;
  readonly operationMetrics: OperationMetrics;
  readonly contextOf: (req: Request, res: Response) => GatewayContext;
  /** Shadow mode: reports a request the lane would have answered otherwise than Apollo Server's path. */
  readonly reportMismatch: (operationName: string | null, problems: readonly string[]) => void;
}

/** Shapes kept; past this many the oldest is forgotten (a miss only costs Apollo Server's path). */
const MAX_SHAPES = 10_000;

/** The Accept headers the lane answers (with application/json, as Apollo Server does); others go the full path. */
const JSON_ACCEPTS: ReadonlySet<string | undefined> = new Set([undefined, '*/*', 'application/json']);
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The header with which ApolloGateway answers its query plan (outside production): that answer is its own. */
const QUERY_PLAN_HEADER = 'apollo-query-plan-experimental';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shapeKey = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\0${query}`;

/**
 * The gateway's prepared lane: a query whose shape Apollo Server's path has answered before, and found to be a
 * single fetch touching no authorization directive, is answered here without Apollo Server's request pipeline (its
 * document cache lookup, plugin hooks and executor wrappers): the same units in the same order (admission of the
 * variables and the cost, the address limits, the response cache's bypass, the single fetch, the error formatting,
 * the cost report and the operation metrics), each called as a plain function. Everything the lane does not
 * prepare for goes the full path unchanged: other methods and bodies, uploads, a first request of a shape, variables
 * that do not coerce, an operation over a budget, a cacheable query not asking afresh, another Accept.
 *
 * Shapes are learnt in Apollo Server's `willSendResponse` (`plugin`) and forgotten with the supergraph.
 */
export class PreparedLane {
  #shapes = new Map<string, PreparedShape>();
  #answered = 0;

  constructor(private readonly units: PreparedLaneUnits) {}

  /** How many requests the lane answered (in shadow mode: compared with Apollo Server's answer). */
  get answered(): number {
    return this.#answered;
  }

  /** A new supergraph: every shape is planned afresh. */
  useSupergraph(): void {
    this.#shapes = new Map();
  }

  /** Learns the shapes of the queries Apollo Server's path answers over HTTP POST. */
  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: () =>
        Promise.resolve({
          // eslint-disable-next-line @typescript-eslint/require-await
          didEncounterErrors: async ({ contextValue, errors, operation }) => {
            const capture = contextValue.res && this.#captures.get(contextValue.res);
            // Errors before execution: the address limits' refusal is the one a prepared shape can meet.
            if (capture && !capture.result && operation && errors.length === 1) capture.refusal = errors[0];
          },
          // eslint-disable-next-line @typescript-eslint/require-await
          willSendResponse: async (requestContext) => {
            const { request, operation, document, schema, contextValue, queryHash } = requestContext;
            const capture = contextValue.res && this.#captures.get(contextValue.res);
            if (capture) capture.counted = contextValue.addressPoliciesCounted ?? [];
            if (request.http?.method !== 'POST' || contextValue.internal || !document || !queryHash) return;
            if (operation?.operation !== OperationTypeNode.QUERY || typeof request.query !== 'string') return;
            const key = shapeKey(request.query, request.operationName);
            if (this.#shapes.has(key)) return;
            const plan = this.units.singleFetch.planOf(requestContext);
            if (!plan) return;
            const policies = this.units.cachePolicies?.();
            const cacheable = !!policies && cacheReachOfQuery(operation, document, schema, policies) !== undefined;
            if (this.#shapes.size >= MAX_SHAPES) this.#shapes.delete(this.#shapes.keys().next().value as string);
            this.#shapes.set(key, {
              schema,
              document,
              operation,
              operationName: requestContext.operationName ?? null,
              plan,
              cacheable,
              touchesAuthorization: this.units.authorization.touches(schema, document, request.operationName),
            });
          },
        }),
    };
  }

  /**
   * Express middleware for /graphql, just before Apollo Server's: answers the requests of prepared shapes. In shadow
   * mode (GATEWAY_SINGLE_FETCH=shadow, the test suite) it answers none: Apollo Server's path answers, and what the
   * lane would have answered from the same outcomes is compared with it (`#shadow`).
   */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction): void => {
      const candidate = this.#candidate(req);
      if (!candidate) return next();
      const context = this.units.contextOf(req, res);
      const take = () => {
        const prepared = this.#admitted(candidate, context);
        if (!prepared) return next();
        if (this.#shadowed) return this.#shadow(prepared, res, next);
        this.#answer(prepared, res).catch(next);
      };
      if (!candidate.shape.touchesAuthorization) return take();
      // The caller's identity decides (verified once per token): the lane answers a caller who may see it all.
      const { schema, document, operationName } = candidate.shape;
      this.units.authorization
        .visibilityOf(schema, document, operationName, context.forwardedHeaders.authorization)
        .then((visibility) => (visibility === '' ? take() : next()), next);
    };
  }

  get #shadowed(): boolean {
    return this.units.singleFetch.mode === 'shadow';
  }

  /** The shape and variables of a request the lane may answer, else undefined (the full path answers it). */
  #candidate(req: Request): Candidate | undefined {
    const body: unknown = req.body;
    if (req.method !== 'POST' || !isRecord(body) || typeof body.query !== 'string') return undefined;
    const { operationName, variables = {} } = body as { operationName?: unknown; variables?: unknown };
    if (operationName != null && typeof operationName !== 'string') return undefined;
    if (variables !== null && !isRecord(variables)) return undefined;
    if (body.extensions != null || req.is('multipart/form-data')) return undefined;
    const { headers } = req;
    if (!JSON_ACCEPTS.has(headers.accept) || headers[QUERY_PLAN_HEADER] !== undefined) return undefined;
    const shape = this.#shapes.get(shapeKey(body.query, operationName));
    if (!shape || (shape.cacheable && !asksAfresh(headers['cache-control']))) return undefined;
    const values = variables ?? {};
    if (variablesRefusal(values)) return undefined;
    const definitions = shape.operation.variableDefinitions;
    if (definitions?.length && getVariableValues(shape.schema, definitions, values).errors) return undefined;
    return { shape, variables: values };
  }

  /**
   * A candidate within every cost budget, its estimate recorded as the full path records it; undefined over a budget
   * (or not estimated), which the full path then refuses or skips exactly as it does for any request.
   */
  #admitted({ shape, variables }: Candidate, context: GatewayContext): PreparedRequest | undefined {
    const estimate = this.units.demandControl.admitWithinBudgets(
      {
        schema: shape.schema,
        document: shape.document,
        operationName: shape.operationName,
        variables,
        operationType: shape.operation.operation,
      },
      { record: !this.#shadowed },
    );
    if (!estimate) return undefined;
    this.#answered += 1;
    return { shape, variables, context, estimate, started: performance.now() };
  }

  /** The lane's own answer: the address limits, the single fetch, then `#finish`. */
  async #answer(prepared: PreparedRequest, res: Response): Promise<void> {
    const { shape, variables, context } = prepared;
    const setHeader = (name: string, value: string) => void res.setHeader(name, value);
    let outcome: LaneOutcome;
    try {
      const due = this.#duePolicies(shape);
      if (due) await consumeAddressLimits(this.units.rateLimits, due, context, setHeader);
      if (shape.cacheable) responseCacheLookups.inc({ outcome: 'bypass' });
      outcome = { result: await this.units.singleFetch.executePlan(shape.plan, variables, context) };
    } catch (error) {
      outcome = { refusal: asGraphQLError(error) };
    }
    const { status, body } = this.#finish(prepared, outcome, setHeader, true);
    res.statusCode = status;
    res.end(body);
  }

  #duePolicies({ operation, document, schema }: PreparedShape): DuePolicies | undefined {
    return duePoliciesFor(operation, document, schema, this.units.addressPolicies());
  }

  /**
   * The answer of an outcome, as Apollo Server would write it: the errors formatted (formattedErrors), the status
   * they or the outcome give, the cost report, the content type and Cache-Control Apollo Server sets; `record` counts
   * it in the metrics (not in shadow mode, where Apollo Server's path counted it).
   */
  #finish(
    { shape, estimate, started }: PreparedRequest,
    { result, refusal }: LaneOutcome,
    setHeader: (name: string, value: string) => void,
    record: boolean,
  ): { status: number; body: string } {
    const { schema, document, operation, operationName } = shape;
    const { formatted, status } = formattedErrors(refusal ? [refusal] : result?.errors);
    const data = result?.data;
    this.units.demandControl.answered(
      { estimate, refused: false },
      { schema, document, operationName, operationType: operation.operation, data, single: true },
      setHeader,
      { record },
    );
    if (record)
      this.units.operationMetrics.record({
        name: operationName,
        type: operation.operation,
        started,
        errors: formatted ?? [],
      });
    setHeader('cache-control', 'no-store');
    setHeader('content-type', JSON_CONTENT_TYPE);
    const answer = refusal ? { errors: formatted } : { errors: formatted, data, extensions: result?.extensions };
    return {
      // Apollo Server's: a refusal before execution is a 500 unless it names its status, an execution without data a 400.
      status: status ?? (refusal ? 500 : formatted?.length && data === undefined ? 400 : 200),
      body: JSON.stringify(answer) + '\n',
    };
  }

  /**
   * Shadow mode: Apollo Server's path answers the request; its outcome (the executor's result, or the refusal of the
   * address limits) is captured on the way (`captureExecution`, the plugin's `didEncounterErrors`), and once it writes
   * its answer the lane's answer to the same outcome is compared with it: status, body, and the headers the lane
   * sets. Any difference is reported as the single-fetch path's are (a mismatch fails the suite).
   */
  #shadow(prepared: PreparedRequest, res: Response, next: NextFunction): void {
    const capture: ShadowCapture = {};
    this.#captures.set(res, capture);
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      res.end = end as Response['end'];
      this.#compare(prepared, capture, res, typeof chunk === 'string' ? chunk : String(chunk));
      return end(chunk, ...rest);
    }) as Response['end'];
    next();
  }

  /** Shadow mode: the executor's result of a request the lane shadows (SingleFetchPlans calls it). */
  readonly captureExecution = (context: unknown, result: GatewayExecutionResult): void => {
    const res = (context as Partial<GatewayContext> | undefined)?.res;
    const capture = res && this.#captures.get(res);
    if (capture) capture.result = result;
  };

  readonly #captures = new WeakMap<object, ShadowCapture>();

  #compare(prepared: PreparedRequest, capture: ShadowCapture, res: Response, written: string): void {
    const headers: Record<string, string> = {};
    const outcome: LaneOutcome | undefined = capture.result
      ? { result: capture.result }
      : capture.refusal && { refusal: capture.refusal };
    const problems: string[] = [];
    if (!outcome)
      problems.push('Apollo Server answered without executing the operation or refusing it at the address limits');
    else {
      const lane = this.#finish(prepared, outcome, (name, value) => void (headers[name] = value), false);
      if (lane.status !== res.statusCode) problems.push(`status ${lane.status}, Apollo Server ${res.statusCode}`);
      if (lane.body !== written) problems.push(`body ${lane.body}, Apollo Server ${written}`);
      for (const [name, value] of Object.entries(headers)) {
        const sent = res.getHeader(name);
        if (String(sent) !== value) problems.push(`header ${name}: ${value}, Apollo Server ${String(sent)}`);
      }
    }
    // The limits the lane would count: the same policies as Apollo Server's path counted.
    const context = { forwardedHeaders: forwardedHeadersOf(res.req.headers) } as GatewayContext;
    const counted = countedPolicies(this.#duePolicies(prepared.shape), context).map((policy) => policy.name);
    if (counted.join() !== capture.counted?.join())
      problems.push(`address limits ${counted.join() || 'none'}, Apollo Server ${capture.counted?.join() || 'none'}`);
    if (problems.length) this.units.reportMismatch(prepared.shape.operationName, problems);
  }
}

/** A thrown value as Apollo Server reports it (its ensureGraphQLError). */
function asGraphQLError(thrown: unknown): GraphQLError {
  if (thrown instanceof GraphQLError) return thrown;
  const error = thrown instanceof Error ? thrown : new Error(`Unexpected error value: ${String(thrown)}`);
  return new GraphQLError(error.message, { originalError: error });
}

/**
 * The errors of an answer as Apollo Server formats them (its normalizeAndFormatErrors, with the gateway's
 * formatError): each with a code (INTERNAL_SERVER_ERROR by default, translated by formatGatewayError), its
 * `extensions.http` taken out as the answer's status.
 */
function formattedErrors(errors: readonly GraphQLError[] | undefined): {
  formatted: GraphQLFormattedError[] | undefined;
  status: number | undefined;
} {
  if (!errors) return { formatted: undefined, status: undefined };
  let status: number | undefined;
  const formatted = errors.map((error) => {
    const extensions: Record<string, unknown> = {
      ...error.extensions,
      code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    const http = extensions.http as { status?: unknown } | undefined;
    if (http !== undefined && typeof http === 'object') {
      if (typeof http.status === 'number') status = http.status;
      delete extensions.http;
    }
    try {
      return formatGatewayError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
  return { formatted, status };
}
