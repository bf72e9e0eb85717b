import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isNonNullType,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Executions of one document before it is compiled: a document sent once runs through graphql-js, as every
 * document did before; one sent again (every operation of the gateway's query plans is) is compiled by graphql-jit
 * into code that resolves exactly its selection. On the course page, graphql-js's walk of the page's 800-odd fields
 * was the largest part of the subgraph's CPU.
 */
const COMPILE_AFTER = 2;

interface DocumentPlans {
  executions: number;
  /** By operation name (`''` for the document's only operation); null: graphql-jit could not compile it. */
  readonly compiled: Map<string, CompiledQuery | null>;
}

/**
 * Errors as graphql-js makes them. graphql-jit's own error class leaves `extensions` undefined when its cause has
 * none, which Apollo Server's error formatting does not expect; graphql-js takes the cause's extensions or `{}`.
 */
function asGraphQLJsErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const converted = new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        originalError: error.originalError ?? undefined,
        extensions: error.extensions ?? undefined,
      });
      // graphql-jit gives the locations without the nodes they come from.
      if (!converted.locations && error.locations) Object.assign(converted, { locations: error.locations });
      return converted;
    }),
  };
}

/**
 * Input types that graphql-jit would coerce differently from graphql-js: those holding, at any depth, a non-null
 * field with a default (`direction: SortDirection! = ASC`). graphql-jit refuses such a field when it is omitted, where
 * graphql-js takes its default; an operation that takes one runs through graphql-js.
 */
function inputTypesJitMisreads(schema: GraphQLSchema): ReadonlySet<string> {
  const verdicts = new Map<string, boolean>();
  const misread = (type: GraphQLInputObjectType): boolean => {
    const known = verdicts.get(type.name);
    if (known !== undefined) return known;
    verdicts.set(type.name, false); // a cycle adds nothing new
    const verdict = Object.values(type.getFields()).some((field) => {
      if (isNonNullType(field.type) && field.defaultValue !== undefined) return true;
      const named = getNamedType(field.type);
      return isInputObjectType(named) && misread(named);
    });
    verdicts.set(type.name, verdict);
    return verdict;
  };
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type) && misread(type)) names.add(type.name);
  }
  return names;
}

const misreadBySchema = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** Whether graphql-jit may run `document`: none of its operations reads a value it would coerce otherwise (see above). */
export function compilable(schema: GraphQLSchema, document: DocumentNode): boolean {
  let misread = misreadBySchema.get(schema);
  if (!misread) {
    misread = inputTypesJitMisreads(schema);
    misreadBySchema.set(schema, misread);
  }
  const reads = (type: GraphQLInputType | undefined | null) => type != null && misread.has(getNamedType(type).name);
  const typeInfo = new TypeInfo(schema);
  let safe = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      VariableDefinition(node) {
        const type = typeFromAST(schema, node.type) as GraphQLInputType | undefined;
        if (reads(type) || (node.defaultValue && type && getNullableType(type) !== type)) safe = false;
      },
      Argument() {
        if (reads(typeInfo.getArgument()?.type)) safe = false;
      },
    }),
  );
  return safe;
}

/**
 * Apollo Server's execution through graphql-jit, plugged in where Apollo Server takes another executor (its gateway
 * interface, here announcing the subgraph's own, fixed schema). Everything before execution stays Apollo's: the
 * document cache, validation, plugins, error formatting. Variables are coerced by graphql-js first, so that a bad
 * variable is refused with graphql-js's very message, and an operation whose input graphql-jit would read otherwise
 * is never compiled. Compiled plans are kept beside Apollo's cached documents (in a `WeakMap` keyed by them), so that
 * they go when those do and are as bounded as Apollo's document cache.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const plans = new WeakMap<DocumentNode, DocumentPlans>();

  const compiledFor = (document: DocumentNode, operationName: string | null): CompiledQuery | null => {
    let documentPlans = plans.get(document);
    if (!documentPlans) {
      documentPlans = { executions: 0, compiled: new Map() };
      plans.set(document, documentPlans);
    }
    const key = operationName ?? '';
    const known = documentPlans.compiled.get(key);
    if (known !== undefined) return known;
    if (++documentPlans.executions < COMPILE_AFTER) return null;
    let plan: CompiledQuery | null = null;
    if (compilable(schema, document)) {
      try {
        const compiled = compileQuery(schema, document, operationName ?? undefined);
        if (isCompiledQuery(compiled)) plan = compiled;
      } catch {
        // A document graphql-jit cannot compile keeps running through graphql-js.
      }
    }
    documentPlans.compiled.set(key, plan);
    return plan;
  };

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    const compiled = compiledFor(document, operationName);
    if (!compiled) {
      return execute({
        schema,
        document,
        contextValue: context,
        variableValues: request.variables,
        operationName: request.operationName,
      });
    }
    const variables = request.variables ?? {};
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return { errors: coerced.errors };
    return asGraphQLJsErrors(await compiled.query(undefined, context, variables));
  };

  let announce: Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0] | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      announce = callback;
      return () => (announce = undefined);
    },
    load() {
      announce?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return Promise.resolve({ executor });
    },
    async stop() {},
  };
}
