import { Kind, OperationTypeNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { z } from 'zod';
import { inputSchema, type RouteInput } from './input.js';
import type { JsonSchema } from './json-schema.js';
import { BEARER, ANSWER_HEADERS, type Parameter, type RouteOperation } from './openapi-common.js';
import { addErrorResponses } from './openapi-errors.js';
import { pathParameters } from './openapi-paths.js';
import { answerSchema, FILE, type RouteAnswers } from './output.js';
import type { RouteAuth, RouteDefinition, ServiceDefinition } from './types.js';

/**
 * One route as an OpenAPI operation, from its declaration: path parameters from its path; query parameters and
 * body from its `input` (`input.ts`); answers from its `answers` (`output.ts`) and failures from its `errors`
 * (`openapi-errors.ts`); security from its `auth`; the description from the root field it runs.
 */

const SUCCESS_TEXT: Readonly<Record<number, string>> = {
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  207: 'Partial success',
};

const AUTH_TEXT: Readonly<Record<RouteAuth, string>> = {
  public: 'Public: no credentials.',
  challenge:
    'Public, with a bot-challenge token in the body, verified before anything is written (missing: 400, rejected: 403).',
  jwt: 'Authenticated: a bearer token.',
  admin: "An administrator's bearer token.",
  'super-admin': "A super-admin's bearer token.",
  webhook: 'Called by an outside system: no user credentials.',
  cookie: 'The session cookie (sent by the browser as it was set).',
};

/** What a route takes besides its documented headers: its parameters, and its body's schema. */
interface RouteInputs {
  readonly parameters: Parameter[];
  readonly body?: { readonly schema: JsonSchema; readonly required: boolean };
}

/** A path segment is a string whatever the operation makes of it. */
const pathSegmentSchema = (schema: JsonSchema): JsonSchema =>
  ['string', 'integer', 'number'].includes(schema.type as string) || schema.$ref !== undefined
    ? schema
    : { type: 'string' };

function queryParameter(name: string, schema: JsonSchema, required: boolean): Parameter {
  const { description, ...rest } = schema;
  return {
    name,
    in: 'query',
    required,
    schema: rest,
    ...(typeof description === 'string' ? { description } : {}),
    // Lists are read from comma-separated values (`listParam`), repeated parameters too.
    ...(rest.type === 'array' ? { style: 'form', explode: false } : {}),
  };
}

/** The route's operation, before routes sharing its method and path are put together (`openapi-variants.ts`). */
export function routeOperation(
  service: ServiceDefinition,
  route: RouteDefinition,
  schema: GraphQLSchema | undefined,
): RouteOperation {
  return new RouteAnalysis(service, route, schema).operationParts();
}

class RouteAnalysis {
  private readonly operation: OperationDefinitionNode | undefined;

  constructor(
    private readonly service: ServiceDefinition,
    private readonly route: RouteDefinition,
    private readonly schema: GraphQLSchema | undefined,
  ) {
    this.operation = route.document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  }

  operationParts(): RouteOperation {
    const { route } = this;
    const { parameters, body } = this.inputs(route.input as RouteInput);
    for (const header of route.auth === 'public' || route.auth === 'challenge'
      ? []
      : (this.service.documentation?.headers ?? [])) {
      if (!parameters.some((parameter) => parameter.in === 'header' && parameter.name === header.name)) {
        parameters.push({
          name: header.name,
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: header.description,
        });
      }
    }

    const requestBody = this.requestBody(body);
    return {
      route,
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: this.responses(),
      security: securityOf(route.auth, this.service),
      description: this.description(),
    };
  }

  /** The parameters and body a route declares (`input.ts`), as the client sends them. */
  private inputs(input: RouteInput): RouteInputs {
    const fields = (schema: z.ZodObject | undefined) => {
      const json = schema ? inputSchema(schema) : {};
      return {
        properties: (json.properties ?? {}) as Record<string, JsonSchema>,
        required: (json.required ?? []) as string[],
        json,
      };
    };
    const params = fields(input.params);
    const parameters: Parameter[] = pathParameters(this.route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathSegmentSchema(params.properties[name] ?? {}),
    }));
    const query = fields(input.query);
    for (const [name, schema] of Object.entries(query.properties))
      parameters.push(queryParameter(name, schema, query.required.includes(name)));
    if (!input.body) return { parameters };
    const body = fields(input.body);
    return { parameters, body: { schema: body.json, required: body.required.length > 0 } };
  }

  private requestBody(body: RouteInputs['body']): RouteOperation['requestBody'] {
    const { route } = this;
    if (route.upload) {
      const fields = (body?.schema ?? {}) as { properties?: Record<string, JsonSchema>; required?: string[] };
      const properties = { ...(fields.properties ?? {}) };
      const required = [...(fields.required ?? [])];
      for (const [field, file] of Object.entries(route.upload.files)) {
        properties[field] = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
        if (file.required !== false) required.push(field);
      }
      return {
        required: true,
        content: {
          'multipart/form-data': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } },
        },
      };
    }
    if (route.method === 'GET' || !body) return undefined;
    return { required: body.required, content: { 'application/json': { schema: body.schema } } };
  }

  private responses(): Record<string, unknown> {
    const { route } = this;
    const responses: Record<string, unknown> = {};
    const answers = routeAnswers(route);
    for (const answer of answers) {
      responses[String(answer.status)] = {
        description: answer.file
          ? 'The file, streamed'
          : answer.status >= 400
            ? "This route's own answer"
            : (SUCCESS_TEXT[answer.status] ?? 'Success'),
        headers: ANSWER_HEADERS,
        ...(answer.file
          ? {
              content: {
                'application/octet-stream': {
                  schema: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
                },
              },
            }
          : answer.schema
            ? { content: { 'application/json': { schema: answer.schema } } }
            : {}),
      };
    }
    if (!Object.keys(responses).some((status) => status.startsWith('2')))
      responses['200'] = { description: 'Success', headers: ANSWER_HEADERS };

    addErrorResponses(route, responses);
    return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
  }

  private description(): string {
    const { route } = this;
    const field = this.operation?.selectionSet.selections.find(
      (selection) => selection.kind === Kind.FIELD && selection.name.value !== '__typename',
    );
    const root =
      this.operation?.operation === OperationTypeNode.MUTATION
        ? this.schema?.getMutationType()
        : this.schema?.getQueryType();
    const explained = field?.kind === Kind.FIELD ? root?.getFields()[field.name.value]?.description : undefined;
    const extra = route.errorFields?.length
      ? `Error bodies may also carry ${route.errorFields.map((name) => `\`${name}\``).join(', ')}.`
      : undefined;
    return [explained, AUTH_TEXT[route.auth], route.variant ? `Interface variant ${route.variant}.` : undefined, extra]
      .filter(Boolean)
      .join('\n\n');
  }
}

/** One success answer a route declares: its status, and its JSON body's schema (none for a file or an empty answer). */
export interface DeclaredAnswer {
  readonly status: number;
  readonly schema?: JsonSchema;
  readonly file: boolean;
}

/** A route's success answers, as it declares them (`output.ts`). */
export function routeAnswers(route: RouteDefinition): DeclaredAnswer[] {
  return Object.entries(route.answers as RouteAnswers).map(([status, answer]) => ({
    status: Number(status),
    file: answer === FILE,
    ...(typeof answer === 'string' ? {} : { schema: answerSchema(answer) }),
  }));
}

function securityOf(auth: RouteAuth, service: ServiceDefinition): Record<string, string[]>[] {
  switch (auth) {
    case 'public':
    case 'challenge':
    case 'webhook':
      return [];
    case 'cookie':
      return service.credentials?.cookie ? [{ [service.credentials.cookie.name]: [] }] : [];
    case 'admin':
      return [
        {
          [BEARER]: [],
          ...Object.fromEntries((service.documentation?.adminHeaders ?? []).map((header) => [header.name, []])),
        },
      ];
    default:
      return [{ [BEARER]: [] }];
  }
}
