import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayExecutionResult } from '@apollo/server-gateway-interface';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  GraphQLError,
  OperationTypeNode,
  getVariableValues,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { OperationMetrics } from '../../platform/graphql-metrics.js';
import { responseCacheLookups } from '../../platform/metrics.js';
import { variablesRefusal } from '../../platform/operation-admission.js';
import type { RateLimits } from '../../platform/rate-limits/index.js';
import { consumeAddressLimits, countedPolicies, duePoliciesFor, type AddressPolicies } from '../address-limits.js';
import type { AuthorizationEnforcement } from '../authorization/executor.js';
import type { GatewayContext } from '../context.js';
import type { CostEstimate } from '../demand-control/estimate.js';
import type { DemandControl } from '../demand-control/index.js';
import { formatGatewayError } from '../errors.js';
import {
  admittedAtGate,
  entryKey,
  cacheReachOfQuery,
  cacheScopeOf,
  type Answer,
  type CacheReach,
  type ResponseCache,
  type CacheGate,
  type CacheGateCheck,
  type ResponseCachePolicies,
} from '../response-cache/index.js';
import {
  MAX_SHAPES,
  QUERY_PLAN_HEADER,
  passedThroughBody,
  type SingleFetchPlan,
  type SingleFetchPlans,
} from '../single-fetch/single-fetch.js';

/** A query whose every per-request decision but its variables' and its caller's is known: what the lane answers. */
interface PreparedShape {
  /** Its key among the lane's shapes (the text and operation name as sent). */
  readonly key: string;
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  /** As Apollo Server resolved it (null for an anonymous operation). */
  readonly operationName: string | null;
  readonly plan: SingleFetchPlan;
  /**
   * What of the response cache its answers may use, when they may be kept: then the lane takes a request that asks
   * afresh or that the cache would not serve, and one the cache holds an answer for (a hit).
   */
  readonly cacheReach: CacheReach | undefined;
  /** Whether it touches an authorization directive: then the lane takes only callers who may see all of it. */
  readonly touchesAuthorization: boolean;
}

/** An operation as a channel hands it to the lane: over HTTP (a POST's JSON body and headers) or in-process. */
interface LaneRequest {
  readonly query: string;
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown>;
}

/** A request of a prepared shape, with variables that coerce. */
export interface Candidate {
  readonly shape: PreparedShape;
  readonly variables: Record<string, unknown>;
}

/** A request the lane answers: its shape, variables and context, and the cost estimate it was admitted with. */
export interface PreparedRequest extends Candidate {
  readonly context: GatewayContext;
  readonly estimate: CostEstimate;
  readonly started: number;
  /** The entry the response cache holds for it, when it is answered from there. */
  readonly entry?: CacheEntryFound;
}

/** An entry of the response cache a request may be answered with: its key, and a per-tenant one's gate and tenant. */
interface CacheEntryFound {
  readonly key: string;
  /** A per-tenant entry's: served only once the gate has accepted the credentials for the tenant it is kept under. */
  readonly gate?: CacheGate;
}

/** How the operation went: executed (its result), or refused by the address limits (or their store's failure). */
type LaneOutcome =
  | { readonly result: GatewayExecutionResult; readonly refusal?: undefined; readonly cached?: undefined }
  | { readonly refusal: GraphQLError; readonly result?: undefined; readonly cached?: undefined }
  | { readonly cached: Answer; readonly result?: undefined; readonly refusal?: undefined };

/** An answer as Apollo Server makes it: the status and the result, its errors formatted. */
interface LaneAnswer {
  readonly status: number;
  readonly result: FormattedExecutionResult;
}

/** An in-process answer, and the candidate it answered: one answered from the response cache may well come again. */
export interface InProcessLaneAnswer extends LaneAnswer {
  readonly candidate: Candidate;
  readonly fromCache: boolean;
}

/** The lane's answer and the outcome it was made of (which may hold its HTTP body already). */
interface LaneRun {
  readonly answer: LaneAnswer;
  readonly outcome: LaneOutcome;
}

/** Shadow mode: what Apollo Server's path did with a request the lane would have answered. */
interface ShadowCapture {
  result?: GatewayExecutionResult;
  refusal?: GraphQLError;
  /** The answer it served from the response cache. */
  cached?: Answer;
  /** The address limits' policies it counted. */
  counted?: readonly string[];
}

/** Apollo Server's answer to a request the lane shadowed, as its channel wrote it. */
interface WrittenAnswer {
  readonly status: number;
  readonly header: (name: string) => unknown;
  /** The HTTP body, or the in-process result serialised as the HTTP body would be. */
  readonly body: string;
}

/** What the lane needs of the gateway, each the same unit Apollo Server's path calls. */
export interface PreparedLaneUnits {
  readonly singleFetch: SingleFetchPlans;
  readonly authorization: AuthorizationEnforcement;
  readonly demandControl: DemandControl;
  readonly rateLimits: RateLimits;
  readonly addressPolicies: () => AddressPolicies;
  /** The response cache and its declarations; undefined when the cache is off. */
  readonly responseCache:
    | {
        readonly cache: ResponseCache;
        readonly policies: () => ResponseCachePolicies;
        /** The per-tenant entries' gate check, the response cache plugin's. */
        readonly confirmedTenant: CacheGateCheck;
      }
    | undefined;
  readonly operationMetrics: OperationMetrics;
  readonly contextOf: (req: IncomingMessage, res: ServerResponse) => GatewayContext;
  /** Shadow mode: reports a request the lane would have answered otherwise than Apollo Server's path. */
  readonly reportMismatch: (operationName: string | null, problems: readonly string[]) => void;
}

/** The Accept headers the lane answers (with application/json, as Apollo Server does); others go the full path. */
const JSON_ACCEPTS: ReadonlySet<string | undefined> = new Set([undefined, '*/*', 'application/json']);

/** Whether the lane may answer a request with these headers (as to its answer's type and what it shows). */
export const laneAnswersHeaders = (headers: IncomingHttpHeaders): boolean =>
  JSON_ACCEPTS.has(headers.accept) && headers[QUERY_PLAN_HEADER] === undefined;
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shapeKey = (query: string, operationName: string | null | undefined) => `${operationName ?? ''}\0${query}`;

/** A result's fields in the order Apollo Server writes them (its orderExecutionResultFields), serialised as it does. */
const serialised = ({ errors, data, extensions }: FormattedExecutionResult) =>
  JSON.stringify({ errors, data, extensions }) + '\n';

/**
 * The HTTP bodies of the response cache's answers (frozen, the same object on every hit), each serialised and encoded
 * once: a hit writes bytes, which the socket takes as they are.
 */
const cachedBodies = new WeakMap<Answer, Buffer>();

function cachedBody(answer: Answer): Buffer {
  let body = cachedBodies.get(answer);
  if (body === undefined) cachedBodies.set(answer, (body = Buffer.from(serialised(answer))));
  return body;
}

/**
 * The gateway's prepared lane: a query whose shape Apollo Server's path has answered before as a single fetch
 * (gateway/single-fetch/) is answered here, over HTTP POST or in-process (the REST adapter), without Apollo Server's
 * request pipeline (its document cache, plugin hooks and executor wrappers): the same units in the same order, each
 * called as a plain function: the variables' admission, the authorization directives' verdict on the caller (who must
 * may see all of it), the cost estimate within every budget, the address limits, the response cache (its hits, a
 * per-tenant one's after its gate, and its bypass), the fetch and the shaping of its answer, the error formatting, the
 * cost report and the operation metrics. Everything else goes Apollo Server's path unchanged: the first request of a
 * shape, other methods, bodies and Accept headers, uploads, variables that do not coerce, a caller who may not see a
 * field, an operation over a budget, a cacheable query the cache misses (which that path fills). The gateway's own
 * gate queries take the lane too (`internal`).
 *
 * Shapes are learnt in Apollo Server's `willSendResponse` (`plugin`) and forgotten with the supergraph. In shadow mode
 * (GATEWAY_SINGLE_FETCH=shadow, the test suite) the lane answers nothing: Apollo Server answers each request the lane
 * would have taken, its outcome is captured on the way, and what the lane makes of that same outcome is compared with
 * what Apollo Server wrote (a difference fails the suite, as the single-fetch path's do).
 */
export class PreparedLane {
  #shapes = new Map<string, PreparedShape>();
  /** The API schema of the supergraph served: a request that began on the one before teaches nothing. */
  #schema: GraphQLSchema | undefined;
  #answered = 0;
  #passedThrough = 0;
  readonly #captures = new WeakMap<object, ShadowCapture>();
  /** Requests read ahead of Express that `prepareAhead` declined: Apollo Server's path answers them, not the lane again. */
  readonly #declinedAhead = new WeakSet<IncomingMessage>();

  /**
   * Told of every HTTP request the lane answers from the response cache (not in shadow mode), with its candidate: the
   * front door (front-door.ts) remembers it by the request's body, since the same body is likely to come again.
   */
  onCacheHit?: (req: IncomingMessage, candidate: Candidate) => void;

  constructor(private readonly units: PreparedLaneUnits) {}

  /** How many requests the lane answered (in shadow mode: compared with Apollo Server's answer). */
  get answered(): number {
    return this.#answered;
  }

  /** How many of its answers were the subgraph's text as it came (never serialised here). */
  get passedThrough(): number {
    return this.#passedThrough;
  }

  /** A new supergraph (its API schema, as Apollo Server runs operations on it): every shape is planned afresh. */
  useSupergraph(apiSchema: GraphQLSchema): void {
    this.#schema = apiSchema;
    this.#shapes = new Map();
  }

  /** Learns the shapes of the queries Apollo Server's path answers (and, in shadow mode, captures its outcomes). */
  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: () =>
        Promise.resolve({
          // eslint-disable-next-line @typescript-eslint/require-await
          didEncounterErrors: async ({ contextValue, errors, operation }) => {
            const capture = this.#captureOf(contextValue);
            // Errors before execution: the address limits' refusal is the one a prepared shape can meet.
            if (capture && !capture.result && operation && errors.length === 1) capture.refusal = errors[0];
          },
          // eslint-disable-next-line @typescript-eslint/require-await
          willSendResponse: async (requestContext) => {
            const { request, operation, document, schema, contextValue, queryHash } = requestContext;
            const capture = this.#captureOf(contextValue);
            if (capture) {
              capture.counted = contextValue.addressPoliciesCounted ?? [];
              const { body } = requestContext.response;
              if (!capture.result && !capture.refusal && body.kind === 'single')
                capture.cached = body.singleResult as Answer;
            }
            // The gateway's own queries (a cache gate's) are learnt too, for `internal`; they have no HTTP request.
            if (request.http && request.http.method !== 'POST') return;
            if (operation?.operation !== OperationTypeNode.QUERY || typeof request.query !== 'string') return;
            if (!document || !queryHash || schema !== this.#schema) return;
            const key = shapeKey(request.query, request.operationName);
            if (this.#shapes.has(key)) return;
            const plan = this.units.singleFetch.planOf(requestContext);
            if (!plan) return;
            const policies = this.units.responseCache?.policies();
            if (this.#shapes.size >= MAX_SHAPES) this.#shapes.delete(this.#shapes.keys().next().value as string);
            this.#shapes.set(key, {
              key,
              schema,
              document,
              operation,
              operationName: requestContext.operationName ?? null,
              plan,
              cacheReach: policies && cacheReachOfQuery(operation, document, schema, policies),
              touchesAuthorization: this.units.authorization.touches(schema, document, request.operationName),
            });
          },
        }),
    };
  }

  /** Shadow mode: the executor's result of a request the lane shadows (SingleFetchPlans hands it over). */
  readonly captureExecution = (context: unknown, result: GatewayExecutionResult): void => {
    const capture = this.#captureOf(context);
    if (capture) capture.result = result;
  };

  /** Express middleware for /graphql, just before Apollo Server's: answers the requests of prepared shapes. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (this.#declinedAhead.has(req)) return next();
      const request = laneRequestOf(req);
      const candidate = request && this.#candidate(request);
      if (!candidate) return next();
      const context = this.units.contextOf(req, res);
      this.#prepare(candidate, context)
        .then(async (prepared) => {
          if (!prepared) return next();
          if (this.#shadowed) return this.#shadowHttp(prepared, res, next);
          // Before the answer runs: nothing has touched the request's variables yet.
          if (prepared.entry) this.onCacheHit?.(req, candidate);
          await this.answerHttp(prepared, res);
        })
        .catch(next);
    };
  }

  /** Whether a candidate is still of a shape the lane answers (the supergraph it was learnt on is the one served). */
  isCurrent({ shape }: Candidate): boolean {
    return !this.#shadowed && shape.schema === this.#schema && this.#shapes.get(shape.key) === shape;
  }

  /**
   * A request read ahead of Express (front-door.ts) with a candidate remembered by its body: prepared as the middleware
   * prepares it, else undefined, and Apollo Server's path answers it (the middleware lets it pass).
   */
  async prepareAhead(
    candidate: Candidate,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<PreparedRequest | undefined> {
    const prepared = await this.#prepare(candidate, this.units.contextOf(req, res));
    if (!prepared) this.#declinedAhead.add(req);
    return prepared;
  }

  /** Runs a prepared request and writes its answer. */
  async answerHttp(prepared: PreparedRequest, res: ServerResponse): Promise<void> {
    const run = await this.#run(prepared, (name, value) => void res.setHeader(name, value));
    res.setHeader('content-type', JSON_CONTENT_TYPE);
    res.statusCode = run.answer.status;
    res.end(this.#httpBody(run, true));
  }

  /**
   * A query the gateway sends for itself (the response cache's gate), with no variables, through the plan learnt when
   * Apollo Server's path answered it: its result; undefined when that path must answer it (the first of its shape, a
   * caller who may not see all of it, shadow mode). None of the client's units apply to it (its context is `internal`).
   */
  async internal(query: string, context: GatewayContext): Promise<GatewayExecutionResult | undefined> {
    const shape = this.#shapes.get(shapeKey(query, undefined));
    if (this.#shadowed || !shape || shape.schema !== this.#schema) return undefined;
    if (!(await this.#callerSeesAll(shape, context))) return undefined;
    return this.units.singleFetch.executePlan(shape.plan, {}, context);
  }

  /**
   * An in-process operation (the REST adapter's): its answer, with the headers set on `context.res`; undefined when
   * Apollo Server's path must answer it. In shadow mode always undefined, and `shadowed` then compares.
   */
  async inProcess(request: LaneRequest, context: GatewayContext): Promise<InProcessLaneAnswer | undefined> {
    const candidate = this.#candidate(request);
    const prepared = candidate && (await this.#prepare(candidate, context));
    const target = context.res;
    if (!prepared || !target) return undefined;
    if (!this.#shadowed) return this.answerInProcess(prepared);
    this.#captures.set(target, {});
    this.#pending.set(target, prepared);
    return undefined;
  }

  /**
   * A candidate the lane answered in-process before, sent again (the REST adapter's front door: gateway/in-process.ts)
   * while `isCurrent`: prepared as `inProcess` prepares it, else undefined, and Apollo Server's path must answer it.
   */
  prepareInProcess(candidate: Candidate, context: GatewayContext): Promise<PreparedRequest | undefined> {
    return this.#prepare(candidate, context);
  }

  /** Runs a prepared in-process request: its answer, with the headers set on its context's `res`. */
  async answerInProcess(prepared: PreparedRequest): Promise<InProcessLaneAnswer> {
    const target = prepared.context.res!;
    const { answer, outcome } = await this.#run(prepared, (name, value) => void target.setHeader(name, value));
    return { ...answer, candidate: prepared, fromCache: outcome.cached !== undefined };
  }

  /** Shadow mode: Apollo Server's in-process answer to an operation `inProcess` declined, compared. */
  shadowed(
    context: GatewayContext,
    written: { status: number; headers: Record<string, unknown>; result: object },
  ): void {
    const prepared = context.res && this.#pending.get(context.res);
    const capture = context.res && this.#captures.get(context.res);
    if (!prepared || !capture) return;
    this.#compare(prepared, capture, {
      status: written.status,
      header: (name) => written.headers[name.toLowerCase()],
      body: serialised(written.result),
    });
  }

  readonly #pending = new WeakMap<object, PreparedRequest>();

  get #shadowed(): boolean {
    return this.units.singleFetch.mode === 'shadow';
  }

  #captureOf(context: unknown): ShadowCapture | undefined {
    const { res, internal } = (context as Partial<GatewayContext> | undefined) ?? {};
    // The gateway's own queries within a request (a cache gate's) share its response, never its outcome.
    return res && !internal ? this.#captures.get(res) : undefined;
  }

  /** The shape and variables of a request the lane may answer, else undefined. */
  #candidate({ query, operationName, variables }: LaneRequest): Candidate | undefined {
    const shape = this.#shapes.get(shapeKey(query, operationName));
    if (!shape || shape.schema !== this.#schema || variablesRefusal(variables)) return undefined;
    const definitions = shape.operation.variableDefinitions;
    if (definitions?.length && getVariableValues(shape.schema, definitions, variables).errors) return undefined;
    return { shape, variables };
  }

  /**
   * A candidate whose caller may see all of it (the authorization directives' verdict, its identity verified once per
   * token) and that is within every cost budget (its estimate then recorded as the full path records it); else
   * undefined, and the full path refuses, filters or skips as it does for any request.
   */
  async #prepare(candidate: Candidate, context: GatewayContext): Promise<PreparedRequest | undefined> {
    const { shape, variables } = candidate;
    const { schema, document, operation, operationName } = shape;
    if (!(await this.#callerSeesAll(shape, context))) return undefined;
    const entry = shape.cacheReach && !context.asksAfresh ? await this.#cacheLookup(shape, variables, context) : null;
    if (entry === undefined) return undefined;
    const estimate = this.units.demandControl.admitWithinBudgets(
      { schema, document, operationName, variables, operationType: operation.operation },
      { record: !this.#shadowed },
    );
    if (!estimate) return undefined;
    this.#answered += 1;
    return { ...candidate, context, estimate, started: performance.now(), entry: entry ?? undefined };
  }

  /** The authorization directives' verdict: whether the caller (its identity verified once per token) sees all of it. */
  async #callerSeesAll(
    { touchesAuthorization, schema, document, operationName }: PreparedShape,
    context: GatewayContext,
  ) {
    if (!touchesAuthorization) return true;
    const authorization = context.forwardedHeaders.authorization;
    return (await this.units.authorization.visibilityOf(schema, document, operationName, authorization)) === '';
  }

  /**
   * What the response cache plugin would make of a cacheable read (the caller may see all of it, so nothing is hidden
   * from it): the entry it holds now, which the lane serves (a per-tenant one once its gate accepts the credentials);
   * null when the plugin would not use the cache (the cache out of use, a reach without bound, credentials or cookies
   * on a public read, a per-tenant read without a tenant's view), so that the lane executes it as the full path would;
   * undefined for a miss, which the full path fills.
   */
  async #cacheLookup(
    shape: PreparedShape,
    variables: Record<string, unknown>,
    context: GatewayContext,
  ): Promise<CacheEntryFound | null | undefined> {
    const cache = this.units.responseCache?.cache;
    const reach = shape.cacheReach;
    if (!cache || !reach) return null;
    const scope = await cacheScopeOf(reach, context, cache);
    if (!scope) return null;
    const key = entryKey(shape.document, shape.operationName, variables, scope.view);
    if (cache.get(key) === undefined) return undefined;
    return { key, gate: scope.gate };
  }

  /** The lane's own answer: the address limits, the single fetch, then `#finish`. */
  async #run(prepared: PreparedRequest, setHeader: (name: string, value: string) => void): Promise<LaneRun> {
    const { shape, variables, context } = prepared;
    let outcome: LaneOutcome;
    try {
      const due = duePoliciesFor(shape.operation, shape.document, shape.schema, this.units.addressPolicies());
      if (due) await consumeAddressLimits(this.units.rateLimits, due, context, setHeader);
      // Looked up again after the limits, as the full path looks it up: an event may have dropped it meanwhile.
      const cached = prepared.entry && (await this.#admittedEntry(prepared.entry, context));
      if (cached) {
        this.units.responseCache!.cache.stats.hits++;
        responseCacheLookups.inc({ outcome: 'hit' });
        outcome = { cached };
      } else {
        if (shape.cacheReach && cached === undefined) responseCacheLookups.inc({ outcome: 'bypass' });
        outcome = { result: await this.units.singleFetch.executePlan(shape.plan, variables, context) };
      }
    } catch (error) {
      outcome = { refusal: asGraphQLError(error) };
    }
    return { answer: this.#finish(prepared, outcome, setHeader, true), outcome };
  }

  /**
   * The answer an entry holds now, once its gate (a per-tenant one's) has accepted the request's credentials for its
   * tenant; undefined when it is gone, false when the gate refused (the request is then executed, as on the full path).
   */
  async #admittedEntry({ key, gate }: CacheEntryFound, context: GatewayContext): Promise<Answer | false | undefined> {
    const { cache, confirmedTenant } = this.units.responseCache!;
    const answer = cache.get(key);
    if (answer === undefined || !gate) return answer;
    return (await admittedAtGate(confirmedTenant, gate, context)) && answer;
  }

  /**
   * The answer of an outcome, as Apollo Server makes it: the errors formatted (formattedErrors), the status they or
   * the outcome give, the cost report, the Cache-Control Apollo Server sets; `record` counts it in the metrics (not in
   * shadow mode, where Apollo Server's path counted it).
   */
  #finish(
    { shape, estimate, started }: PreparedRequest,
    { result, refusal, cached }: LaneOutcome,
    setHeader: (name: string, value: string) => void,
    record: boolean,
  ): LaneAnswer {
    const { schema, document, operation, operationName } = shape;
    const { formatted, status } = formattedErrors(refusal ? [refusal] : result?.errors);
    // Read only where something needs it: a subgraph's answer passed on unread is parsed then (single-fetch.ts).
    const dataOf = () => (cached ? (cached.data as Record<string, unknown> | null | undefined) : result?.data);
    this.units.demandControl.answered(
      { estimate, refused: false },
      {
        schema,
        document,
        operationName,
        operationType: operation.operation,
        get data() {
          return dataOf();
        },
        single: true,
      },
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
    return {
      // Apollo Server's: a refusal before execution is a 500 unless it names its status, an execution without data a 400.
      status: status ?? (refusal ? 500 : formatted?.length && dataOf() === undefined ? 400 : 200),
      result:
        cached ??
        (refusal
          ? { errors: formatted }
          : {
              errors: formatted,
              get data() {
                return result.data;
              },
              extensions: result.extensions,
            }),
    };
  }

  /**
   * The HTTP body of an answer: a cached answer's bytes (serialised once per entry), the subgraph's bytes when its answer
   * is its data alone (counted when `record`), else the result serialised.
   */
  #httpBody({ answer, outcome }: LaneRun, record: boolean): string | Buffer {
    if (outcome.cached) return cachedBody(outcome.cached);
    const { result } = answer;
    const passed =
      outcome.result && !result.errors && !result.extensions ? passedThroughBody(outcome.result) : undefined;
    if (passed === undefined) return serialised(result);
    if (record) this.#passedThrough += 1;
    return passed;
  }

  /** Shadow mode over HTTP: Apollo Server's path answers, and its answer is compared once written. */
  #shadowHttp(prepared: PreparedRequest, res: Response, next: NextFunction): void {
    const capture: ShadowCapture = {};
    this.#captures.set(res, capture);
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      res.end = end as Response['end'];
      this.#compare(prepared, capture, {
        status: res.statusCode,
        header: (name) => res.getHeader(name),
        body: typeof chunk === 'string' ? chunk : String(chunk),
      });
      return end(chunk, ...rest);
    }) as Response['end'];
    next();
  }

  /**
   * What the lane makes of Apollo Server's outcome (the executor's result, or the address limits' refusal), compared
   * with what Apollo Server wrote: status, body, the headers the lane sets, and the address limits' policies counted.
   */
  #compare(prepared: PreparedRequest, capture: ShadowCapture, written: WrittenAnswer): void {
    const problems: string[] = [];
    const outcome: LaneOutcome | undefined = capture.result
      ? { result: capture.result }
      : capture.refusal
        ? { refusal: capture.refusal }
        : capture.cached && { cached: capture.cached };
    if (!outcome)
      problems.push('Apollo Server neither executed the operation, refused it, nor answered from its cache');
    else {
      const headers = new Map<string, string>();
      const lane = this.#finish(prepared, outcome, (name, value) => void headers.set(name, value), false);
      if (lane.status !== written.status) problems.push(`status ${lane.status}, Apollo Server ${written.status}`);
      const body = this.#httpBody({ answer: lane, outcome }, false).toString();
      if (body !== written.body) problems.push(`body ${body}, Apollo Server ${written.body}`);
      for (const [name, value] of headers) {
        const sent = written.header(name);
        if (String(sent) !== value) problems.push(`header ${name}: ${value}, Apollo Server ${String(sent)}`);
      }
    }
    const { shape, context } = prepared;
    const due = duePoliciesFor(shape.operation, shape.document, shape.schema, this.units.addressPolicies());
    const counted = countedPolicies(due, context).map((policy) => policy.name);
    if (counted.join() !== capture.counted?.join())
      problems.push(`address limits ${counted.join() || 'none'}, Apollo Server ${capture.counted?.join() || 'none'}`);
    if (problems.length) this.units.reportMismatch(shape.operationName, problems);
  }
}

/** A POST's JSON body as the lane takes it: the fields Apollo Server reads, of the types it accepts, nothing more. */
function laneRequestOf(req: Request): LaneRequest | undefined {
  const body: unknown = req.body;
  if (req.method !== 'POST' || !isRecord(body) || typeof body.query !== 'string') return undefined;
  const { operationName, variables } = body;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  if (body.extensions != null || req.is('multipart/form-data') || !laneAnswersHeaders(req.headers)) return undefined;
  return {
    query: body.query,
    operationName: operationName ?? undefined,
    variables: variables ?? {},
  };
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
