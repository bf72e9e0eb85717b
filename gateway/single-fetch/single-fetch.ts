import {
  ERRORS,
  errorCodeDef,
  operationFromDocument,
  type Operation,
  type Schema,
  type SelectionSet,
} from '@apollo/federation-internals';
import type { Experimental_DidResolveQueryPlanCallback, GraphQLDataSource } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
// Not in the package's index: the routine ApolloGateway's executor shapes every answer with, used here as it is so
// that a single fetch's answer is shaped exactly as the executor would shape it.
import { computeResponse } from '@apollo/gateway/dist/resultShaping.js';
import type { FetchNode } from '@apollo/query-planner';
import type {
  GatewayExecutor,
  GatewayExecutionResult,
  GatewayGraphQLRequestContext,
} from '@apollo/server-gateway-interface';
import {
  GraphQLError,
  Kind,
  getVariableValues,
  parse,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { appendFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.js';
import { wireAnswerOf } from '../data-source.js';
import { readsAsDataAlone } from '../subgraph-transport.js';
import { PassThroughShape } from './pass-through.js';

/** GATEWAY_SINGLE_FETCH: `on` serves single-fetch plans here; `shadow` also runs ApolloGateway's executor and compares. */
export type SingleFetchMode = 'on' | 'off' | 'shadow';

type SubgraphAnswer = Awaited<ReturnType<GraphQLDataSource['process']>>;

/** What one shape (document, operation name, visibility) of a single-fetch plan needs per request, built once. */
export interface SingleFetchPlan {
  readonly fetch: FetchNode;
  readonly dataSource: GraphQLDataSource;
  /** The operation as the executor shapes answers with it (ApolloGateway builds it anew on every request). */
  readonly operation: Operation;
  /** When the operation's answer is the subgraph's data as it came, once that data conforms to it. */
  readonly passThrough: PassThroughShape | undefined;
  /**
   * Whether every answer of the subgraph without errors conforms to `passThrough` (`holdsForAnswersOf`): then an
   * answer that is data alone is passed on unread.
   */
  readonly answersConform: boolean;
  readonly definition: OperationDefinitionNode;
  /** The API schema the variables are coerced against, as ApolloGateway's executor coerces them. */
  readonly schema: GraphQLSchema;
}

/** The body of each single-fetch result that is the subgraph's answer as it came, by the result. */
const passedBodies = new WeakMap<GatewayExecutionResult, Buffer>();
/** The results that passed the subgraph's answer on without reading it. */
const unreadResults = new WeakSet<GatewayExecutionResult>();

/**
 * The HTTP body Apollo Server would write for `result` (its fields in Apollo Server's order, serialised as it does,
 * with its final newline), when that is the subgraph's answer byte for byte: a single fetch whose data conforms to the
 * operation (PassThroughShape) and whose subgraph answered that data alone, `{"data":…}`, as Apollo Server writes it.
 * Written as it is, the answer is neither serialised nor encoded again.
 */
export function passedThroughBody(result: GatewayExecutionResult): Buffer | undefined {
  return passedBodies.get(result);
}

/** Shapes remembered per API schema; past this many the oldest is forgotten (a miss only costs the executor's path). */
export const MAX_SHAPES = 10_000;

/** The header with which ApolloGateway answers its query plan (outside production): that answer is its own. */
export const QUERY_PLAN_HEADER = 'apollo-query-plan-experimental';

/**
 * Operations whose query plan (ApolloGateway's planner's) is one fetch from one subgraph, served without
 * ApolloGateway's executor: the plan is learned when the executor resolves it (`learn`, its
 * experimental_didResolveQueryPlan hook), and later requests of the same shape send that fetch through the same data
 * source (deduplication, circuit, deadline, headers, metrics, budgets) and shape its answer with the executor's own
 * routine over an operation built once. Plans of several fetches, with requirements or rewrites, or with introspection
 * stay the executor's. In `shadow` mode (the test suite) every eligible request runs the executor, and the same
 * subgraph answer is shaped here too; any difference is logged and written to GATEWAY_SINGLE_FETCH_MISMATCHES.
 */
export class SingleFetchPlans {
  readonly #bySchema = new WeakMap<GraphQLSchema, Map<string, SingleFetchPlan>>();
  /** The subgraph answers of shadowed requests, by request. */
  readonly #captured = new WeakMap<object, { answer?: SubgraphAnswer; failure?: Error; calls: number }>();
  #served = 0;
  #passedUnread = 0;

  constructor(
    readonly mode: SingleFetchMode,
    /** ApolloGateway's API schema as its planner and executor use it. */
    private readonly apiSchema: () => Schema | undefined,
    /** A subgraph's schema as its planner extracted it from the supergraph, by the subgraph's name. */
    private readonly subgraphSchema: (name: string) => Schema | undefined,
    private readonly log: Logger,
    private readonly mismatchFile?: string,
  ) {}

  /** How many requests were answered here (in shadow mode: shaped here and compared). */
  get served(): number {
    return this.#served;
  }

  /** How many of them passed the subgraph's answer on without reading it. */
  get passedUnread(): number {
    return this.#passedUnread;
  }

  /** ApolloGateway's experimental_didResolveQueryPlan. */
  readonly learn: Experimental_DidResolveQueryPlanCallback = ({
    queryPlan,
    serviceMap,
    operationContext,
    requestContext,
  }) => {
    if (this.mode === 'off' || !requestContext.schema) return;
    const key = shapeKey(requestContext);
    if (this.#bySchema.get(requestContext.schema)?.has(key)) return;
    const fetch = queryPlan.node?.kind === 'Fetch' ? queryPlan.node : undefined;
    if (!fetch || !eligible(fetch)) return;
    const dataSource = serviceMap[fetch.serviceName];
    const apiSchema = this.apiSchema();
    if (!dataSource || !apiSchema) return;
    const operation = operationFromDocument(
      apiSchema,
      { kind: Kind.DOCUMENT, definitions: [operationContext.operation, ...Object.values(operationContext.fragments)] },
      { validate: false },
    );
    if (selectsIntrospection(operation.selectionSet)) return;
    let plans = this.#bySchema.get(requestContext.schema);
    if (!plans) this.#bySchema.set(requestContext.schema, (plans = new Map<string, SingleFetchPlan>()));
    if (plans.size >= MAX_SHAPES) plans.delete(plans.keys().next().value as string);
    const passThrough = PassThroughShape.of(operation);
    plans.set(key, {
      fetch,
      dataSource,
      operation,
      passThrough,
      answersConform: passThrough !== undefined && this.#answersConform(passThrough, fetch),
      definition: operationContext.operation,
      schema: operationContext.schema,
    });
  };

  /** Whether every answer without errors to `fetch` conforms to `passThrough`, by the fetch's shape over its subgraph. */
  #answersConform(passThrough: PassThroughShape, fetch: FetchNode): boolean {
    const schema = this.subgraphSchema(fetch.serviceName);
    if (!schema) return false;
    try {
      const sent = PassThroughShape.of(operationFromDocument(schema, parse(fetch.operation), { validate: false }));
      return sent !== undefined && passThrough.holdsForAnswersOf(sent);
    } catch {
      // A fetch the subgraph's extracted schema cannot read: its answers are checked one by one.
      return false;
    }
  }

  /** ApolloGateway's executor, single-fetch plans served here. */
  wrap(executor: GatewayExecutor): GatewayExecutor {
    if (this.mode === 'off') return executor;
    return async (requestContext) => {
      if (this.mode === 'shadow') return this.#shadow(executor, requestContext);
      const plan = this.#planOf(requestContext);
      if (!plan) return executor(requestContext);
      this.#served += 1;
      return this.#counted(await execute(plan, requestContext, (request) => plan.dataSource.process(request)));
    };
  }

  /**
   * ApolloGateway's executor answers; when the plan is single-fetch (learned by this very request when it is its first),
   * the subgraph answer it got is shaped here too and the two answers compared.
   */
  async #shadow(
    executor: GatewayExecutor,
    requestContext: GatewayGraphQLRequestContext,
  ): Promise<GatewayExecutionResult> {
    const capture: { answer?: SubgraphAnswer; failure?: Error; calls: number } = { calls: 0 };
    this.#captured.set(requestContext, capture);
    const expected = await executor(requestContext);
    this.#captured.delete(requestContext);
    this.onExecuted?.(requestContext.context, expected);
    const plan = this.#planOf(requestContext);
    if (plan && capture.calls === 1) {
      this.#served += 1;
      // Metrics of its own: the request's already hold what the executor recorded.
      const replay = { ...requestContext, metrics: { ...requestContext.metrics, nonFtv1ErrorPaths: undefined } };
      const actual = await execute(plan, replay, () =>
        capture.failure === undefined
          ? Promise.resolve(capture.answer as SubgraphAnswer)
          : Promise.reject(capture.failure),
      );
      this.#compare(requestContext, expected, actual);
      const text = passedThroughBody(actual)?.toString('utf8');
      const written =
        text &&
        JSON.stringify({ errors: expected.errors, data: expected.data, extensions: expected.extensions }) + '\n';
      if (text !== written)
        this.reportMismatch('the subgraph text passed through differs from the executor answer serialised', {
          operationName: requestContext.request.operationName,
          expected: written,
          actual: text,
        });
    }
    return expected;
  }

  /** The data source of each subgraph, in shadow mode recording what it answered a shadowed request. */
  observe<Source extends GraphQLDataSource>(dataSource: Source): Source {
    if (this.mode !== 'shadow') return dataSource;
    const process = dataSource.process.bind(dataSource);
    dataSource.process = async (options) => {
      const capture =
        options.kind === GraphQLDataSourceRequestKind.INCOMING_OPERATION
          ? this.#captured.get(options.incomingRequestContext)
          : undefined;
      if (!capture) return process(options);
      capture.calls += 1;
      try {
        // Neither executor changes the answer it shapes, so both can read the same object.
        capture.answer = await process(options);
        return capture.answer;
      } catch (error) {
        capture.failure = error as Error;
        throw error;
      }
    };
    return dataSource;
  }

  /**
   * The plan of a request Apollo Server resolved, when it is a single fetch served here: what the prepared lane keeps
   * (and, in shadow mode, compares).
   */
  planOf(requestContext: PlannedRequest): SingleFetchPlan | undefined {
    return this.mode === 'off' ? undefined : this.#planOf(requestContext);
  }

  /** Shadow mode: hears every result of ApolloGateway's executor, with the request's context (the prepared lane's shadow). */
  onExecuted: ((context: unknown, result: GatewayExecutionResult) => void) | undefined;

  /** Executes a plan for the prepared lane (gateway/prepared-lane/): the same fetch and shaping as `wrap`'s. */
  async executePlan(
    plan: SingleFetchPlan,
    variables: Record<string, unknown>,
    context: GatewayContext,
  ): Promise<GatewayExecutionResult> {
    this.#served += 1;
    // What `execute` reads of a request context; the data source reads the context only.
    const requestContext = { request: { variables }, context, metrics: {} } as unknown as GatewayGraphQLRequestContext;
    // The lane admitted only variables that coerce: they are not coerced a second time.
    return this.#counted(
      await execute(plan, requestContext, (request) => plan.dataSource.process(request), { variablesCoerce: true }),
    );
  }

  #counted(result: GatewayExecutionResult): GatewayExecutionResult {
    if (unreadResults.has(result)) this.#passedUnread += 1;
    return result;
  }

  #planOf(requestContext: PlannedRequest): SingleFetchPlan | undefined {
    if (!requestContext.schema || requestContext.metrics.captureTraces) return undefined;
    if (requestContext.request.http?.headers.has(QUERY_PLAN_HEADER)) return undefined;
    return this.#bySchema.get(requestContext.schema)?.get(shapeKey(requestContext));
  }

  #compare(
    requestContext: GatewayGraphQLRequestContext,
    expected: GatewayExecutionResult,
    actual: GatewayExecutionResult,
  ): void {
    const expectedText = comparable(expected);
    const actualText = comparable(actual);
    if (expectedText === actualText) return;
    this.reportMismatch('single-fetch answer differs from the executor', {
      operationName: requestContext.request.operationName,
      expected: expectedText,
      actual: actualText,
    });
  }

  /** Shadow mode: a difference between a fast path and the full one, logged and written to the mismatches file. */
  reportMismatch(message: string, mismatch: Record<string, unknown>): void {
    this.log.error(mismatch, message);
    if (this.mismatchFile) appendFileSync(this.mismatchFile, JSON.stringify({ message, ...mismatch }) + '\n');
  }
}

/** What `#planOf` reads of a request context, Apollo Server's or ApolloGateway's. */
interface PlannedRequest {
  readonly schema?: GraphQLSchema;
  readonly queryHash?: string;
  readonly request: {
    readonly operationName?: string | null;
    readonly http?: { readonly headers: { has(name: string): boolean } };
  };
  readonly metrics: { readonly captureTraces?: boolean };
}

/** The queryPlanStore's key of ApolloGateway (its document's hash, filtered per visibility, and operation name). */
function shapeKey({ queryHash, request }: PlannedRequest): string {
  return `${queryHash}\0${request.operationName ?? ''}`;
}

/** A fetch whose answer is the client's data as it came: no entities to join, nothing renamed or set. */
function eligible(fetch: FetchNode): boolean {
  return (
    !fetch.requires?.length &&
    !fetch.inputRewrites?.length &&
    !fetch.outputRewrites?.length &&
    !fetch.contextRewrites?.length &&
    !fetch.hasDefers
  );
}

/** Whether the operation's root selects __schema or __type, which the executor answers from its own schema. */
function selectsIntrospection(selectionSet: SelectionSet): boolean {
  return selectionSet
    .selections()
    .some((selection) =>
      selection.kind === 'FieldSelection'
        ? selection.element.definition.isSchemaIntrospectionField()
        : selectsIntrospection(selection.selectionSet),
    );
}

/**
 * ApolloGateway's executor for a plan of one fetch (index.js's executor, executeQueryPlan.js's executeQueryPlan,
 * executeFetch and sendOperation), step for step, with what is per shape computed once.
 */
async function execute(
  plan: SingleFetchPlan,
  requestContext: GatewayGraphQLRequestContext,
  send: GraphQLDataSource['process'],
  { variablesCoerce = false }: { readonly variablesCoerce?: boolean } = {},
): Promise<GatewayExecutionResult> {
  const { request } = requestContext;
  if (!variablesCoerce && plan.definition.variableDefinitions?.length) {
    const { errors } = getVariableValues(plan.schema, plan.definition.variableDefinitions, request.variables ?? {});
    if (errors) return { errors };
  }
  const { fetch } = plan;
  const variables: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const name of fetch.variableUsages ?? []) {
    const value: unknown = request.variables?.[name];
    if (value !== undefined && Object.hasOwn(request.variables ?? {}, name)) variables[name] = value;
  }
  const errors: GraphQLError[] = [];
  let received: Record<string, unknown> | null | undefined;
  let answerBytes: Buffer | undefined;
  try {
    const answer = await send({
      kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
      request: { query: fetch.operation, variables, operationName: fetch.operationName },
      incomingRequestContext: requestContext,
      context: requestContext.context,
      document: fetch.operationDocumentNode,
      pathInIncomingRequest: [],
    });
    if (answer.errors) {
      errors.push(...answer.errors.map((error) => downstreamServiceError(error, fetch.serviceName)));
      if (!answer.extensions?.ftv1) {
        const paths = answer.errors.map((error) => ({ subgraph: fetch.serviceName, path: error.path }));
        (requestContext.metrics.nonFtv1ErrorPaths ??= []).push(...paths);
      }
    }
    answerBytes = dataAloneBytes(answer);
    // Read only when it is not passed on unread: a data-alone answer is parsed once something reads its data.
    if (answerBytes !== undefined && plan.answersConform) return passedOn(answer, answerBytes);
    received = answer.data;
  } catch (error) {
    errors.push(error as GraphQLError);
  }
  if (plan.passThrough?.conforms(received)) {
    if (errors.length) return { errors, data: received };
    const result = { data: received };
    if (answerBytes !== undefined) passedBodies.set(result, answerBytes);
    return result;
  }
  const input: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (received) for (const key of Object.keys(received)) if (received[key] !== undefined) input[key] = received[key];
  try {
    const { data, errors: shapingErrors } = computeResponse({
      operation: plan.operation,
      variables: request.variables,
      input,
      introspectionHandling: () => {
        throw new Error('A single-fetch plan selects no introspection');
      },
    });
    if (errors.length === 0 && shapingErrors.length > 0)
      return { extensions: { valueCompletion: shapingErrors }, data };
    return errors.length === 0 ? { data } : { errors, data };
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    if (error instanceof Error) return { errors: [new GraphQLError(error.message, { originalError: error })] };
    return { errors: [new GraphQLError('Unexpected error during query plan execution')] };
  }
}

/** A result that is a data-alone answer as it came: its data read from the answer only when something reads it. */
function passedOn(answer: SubgraphAnswer, bytes: Buffer): GatewayExecutionResult {
  const result: GatewayExecutionResult = {
    get data() {
      return answer.data;
    },
  };
  passedBodies.set(result, bytes);
  unreadResults.add(result);
  return result;
}

/**
 * The bytes of a subgraph answer that holds its data and nothing else, written as Apollo Server writes it (no space,
 * a final newline): then they are also the body Apollo Server would write for that data.
 */
function dataAloneBytes(answer: SubgraphAnswer): Buffer | undefined {
  for (const key in answer) if (key !== 'data') return undefined;
  const wire = wireAnswerOf(answer);
  return wire && readsAsDataAlone(wire, true) ? wire.bytes : undefined;
}

/** A subgraph's error as ApolloGateway's executor reports it (executeQueryPlan.js's downstreamServiceError). */
function downstreamServiceError(
  original: NonNullable<SubgraphAnswer['errors']>[number],
  serviceName: string,
): GraphQLError {
  const message = original.message || `Error while fetching subquery from service "${serviceName}"`;
  const options = {
    originalError: original as Error,
    path: original.path ? [...original.path] : undefined,
    extensions: { ...original.extensions, serviceName },
  };
  const codeDef = errorCodeDef(original);
  if (!codeDef && original.extensions?.code) return new GraphQLError(message, options);
  return (codeDef ?? ERRORS.DOWNSTREAM_SERVICE_ERROR).err(message, options);
}

/** An answer as clients and the error formatting see it: data, extensions, and each error with its origin. */
function comparable({ data, errors, extensions }: GatewayExecutionResult): string {
  return JSON.stringify({
    data,
    extensions,
    errors: errors?.map((error) => {
      const original = error.originalError;
      return {
        ...error.toJSON(),
        original: original && { name: original.name, message: original.message, kind: original.constructor.name },
      };
    }),
  });
}
