import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { print } from 'graphql';
import { ErrorCode } from '../../platform/errors.js';
import {
  openApiPaths,
  type OpenApiDocument,
  type RouteDefinition,
  type ServiceDefinition,
} from '../../rest-adapter/engine/index.js';
import { SERVICES } from '../../rest-adapter/services/index.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { answerOf } from '../support/training-rest.js';

/**
 * The OpenAPI 3.1 documents of the legacy surfaces, fetched from a running adapter: valid against the OpenAPI
 * schema (and every JSON Schema in them valid 2020-12), listing every route of every table with the GraphQL it
 * runs, and describing the error bodies the adapter really answers; the interactive reference is served with
 * its assets from the adapter itself (no internet access).
 */
let stack: TestStack;
const documents = new Map<string, OpenApiDocument>();

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, unknown>;

async function documentOf(service: ServiceDefinition): Promise<OpenApiDocument> {
  const known = documents.get(service.name);
  if (known) return known;
  const answer = await answerOf<OpenApiDocument>(await fetch(`${stack.restUrl}${service.basePath}/openapi.json`));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  documents.set(service.name, answer.body);
  return answer.body;
}

/** Every JSON Schema of a document (components and inline ones), with `#/components/schemas/X` refs made resolvable by Ajv. */
function schemaValidator(document: OpenApiDocument) {
  const rewrite = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(rewrite)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [
              key,
              key === '$ref' && typeof item === 'string'
                ? item.replace('#/components/schemas/', 'components#/$defs/')
                : rewrite(item),
            ]),
          )
        : value;
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false, allErrors: true });
  const components = (document.components as { schemas: Record<string, Json> }).schemas;
  ajv.addSchema({ $id: 'components', $defs: rewrite(components) });
  return {
    componentNames: Object.keys(components),
    compile: (schema: unknown) => ajv.compile(rewrite(schema) as Json),
  };
}

/** The inline schemas of a document: every `schema` of a parameter, header or media type. */
function inlineSchemas(value: unknown, at = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'schema' ? [[at, item] as [string, unknown]] : inlineSchemas(item, `${at}/${key}`),
  );
}

/** Where the document lists a route (templates that differ only in parameter names share one path). */
const pathOf = (service: ServiceDefinition, route: RouteDefinition) => openApiPaths(service.routes).get(route)!.path;

/** The operations a document lists for a method and path: the operation itself and its variants. */
function operationsOf(
  document: OpenApiDocument,
  service: ServiceDefinition,
  route: RouteDefinition,
): { operationId: string; graphql: { name: string; document: string } }[] {
  const operation = document.paths[pathOf(service, route)]?.[route.method.toLowerCase()] as Json | undefined;
  if (!operation) return [];
  const variants = operation['x-variants'] as
    { operationId: string; graphqlOperation: { name: string; document: string } }[] | undefined;
  return variants
    ? variants.map((variant) => ({ operationId: variant.operationId, graphql: variant.graphqlOperation }))
    : [
        {
          operationId: operation.operationId as string,
          graphql: operation['x-graphql-operation'] as { name: string; document: string },
        },
      ];
}

function resolveResponse(document: OpenApiDocument, response: Json): Json {
  const ref = response.$ref as string | undefined;
  if (!ref) return response;
  const name = ref.replace('#/components/responses/', '');
  return (document.components as { responses: Record<string, Json> }).responses[name];
}

/**
 * An error answer checked against a documented error response: valid against its schema, every field of the body
 * one the service's declared error body documents, with the error's code and the request's correlation id where
 * the service's body carries them.
 */
function expectDocumentedError(
  document: OpenApiDocument,
  response: Json,
  answer: { body: Json; headers: Headers },
  code: ErrorCode,
): void {
  const media = (resolveResponse(document, response).content as Record<string, { schema: Json }>)['application/json'];
  const validate = schemaValidator(document).compile(media.schema);
  expect({ valid: validate(answer.body), errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
  const error = (document.components as { schemas: Record<string, { properties: Json; required: string[] }> }).schemas
    .Error;
  expect(Object.keys(answer.body).filter((field) => !(field in error.properties))).toEqual([]);
  expect(error.required.filter((field) => !(field in answer.body))).toEqual([]);
  const expected = {
    ...('code' in error.properties ? { code } : {}),
    ...('correlationId' in error.properties ? { correlationId: answer.headers.get('x-correlation-id') } : {}),
  };
  expect(Object.fromEntries(Object.keys(expected).map((field) => [field, answer.body[field]]))).toEqual(expected);
}

/** The service's error body, as a response that answers it. */
const ERROR_BODY = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

const UUID = '6f1b7a52-2c5e-4b8e-9a51-0d4c3b2a1f00';
const concretePath = (path: string) => path.replace(/:(\w+)/g, UUID);

describe.each(SERVICES.map((service) => [service.name, service] as const))('the %s surface', (_name, service) => {
  test('serves an OpenAPI 3.1 document that the OpenAPI schema validates', async () => {
    const document = await documentOf(service);
    const validator = new Validator();
    const result = await validator.validate(document);
    expect({ valid: result.valid, errors: result.errors ?? null }).toEqual({ valid: true, errors: null });
    expect(validator.version).toBe('3.1');
    expect(document.servers).toEqual([{ url: service.basePath }]);
  });

  test('every JSON Schema in it is valid JSON Schema 2020-12 (Ajv, strict)', async () => {
    const document = await documentOf(service);
    const { compile, componentNames } = schemaValidator(document);
    expect(componentNames).toContain('Error');
    for (const name of componentNames) expect(() => compile({ $ref: `#/components/schemas/${name}` })).not.toThrow();
    const inline = inlineSchemas(document.paths);
    expect(inline.length).toBeGreaterThan(service.routes.length);
    for (const [at, schema] of inline) {
      try {
        compile(schema);
      } catch (error) {
        throw new Error(`${at}: ${(error as Error).message}`, { cause: error });
      }
    }
  });

  test('lists every route of the table (method and path), with the GraphQL operation it executes', async () => {
    const document = await documentOf(service);
    for (const route of service.routes) {
      const listed = operationsOf(document, service, route).find((operation) => operation.operationId === route.name);
      expect({ route: `${route.method} ${route.path} (${route.name})`, listed: Boolean(listed) }).toEqual({
        route: `${route.method} ${route.path} (${route.name})`,
        listed: true,
      });
      expect(listed!.graphql.document).toBe(print(route.document));
      const path = pathOf(service, route);
      const parameters = (
        document.paths[path][route.method.toLowerCase()].parameters as { name: string; in: string }[]
      ).filter((p) => p.in === 'path');
      expect(parameters.map((p) => p.name).sort()).toEqual(
        [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort(),
      );
      expect(path.replace(/\{\w+\}/g, ':')).toBe(route.path.replace(/:\w+/g, ':'));
    }
    // And nothing that the table does not serve.
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = new Set(service.routes.map((route) => `${route.method} ${pathOf(service, route)}`));
    expect(listed.filter((operation) => !served.has(operation))).toEqual([]);
  });

  test('every component it lists is one its operations refer to (no error status no route answers)', async () => {
    const document = await documentOf(service);
    const text = JSON.stringify(document.paths);
    const components = document.components as Record<string, Record<string, unknown>>;
    const unused = Object.keys(components.responses).filter(
      (name) => !text.includes(JSON.stringify(`#/components/responses/${name}`)),
    );
    expect(unused).toEqual([]);
    expect(Object.keys(components.responses)).not.toContain('Error410');
  });

  test("an unknown path answers the document's error body", async () => {
    const document = await documentOf(service);
    const answer = await answerOf<Json>(await fetch(`${stack.restUrl}${service.basePath}/no-such-route/${UUID}`));
    expect(answer.status).toBe(404);
    expectDocumentedError(document, ERROR_BODY, answer, ErrorCode.NOT_FOUND);
  });

  test('a malformed JSON body answers the 400 documented for that route', async () => {
    const document = await documentOf(service);
    const withBody = service.routes.find((route) => {
      const operation = document.paths[pathOf(service, route)]?.[route.method.toLowerCase()] as Json;
      return Boolean((operation.requestBody as { content?: Json } | undefined)?.content?.['application/json']);
    });
    if (!withBody) {
      expect(service.routes.every((route) => route.method === 'GET')).toBe(true);
      return;
    }
    const answer = await answerOf<Json>(
      await fetch(`${stack.restUrl}${service.basePath}${concretePath(withBody.path)}`, {
        method: withBody.method,
        headers: { 'content-type': 'application/json' },
        body: '{"broken": ',
      }),
    );
    expect(answer.status).toBe(400);
    const responses = document.paths[pathOf(service, withBody)][withBody.method.toLowerCase()].responses as Record<
      string,
      Json
    >;
    expectDocumentedError(document, responses['400'], answer, ErrorCode.VALIDATION_ERROR);
  });

  test('serves the interactive reference page with its assets, from the adapter itself', async () => {
    const page = await fetch(`${stack.restUrl}${service.basePath}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      // Same origin: the page loads nothing from the internet.
      expect(asset.startsWith(`${service.basePath}/docs/`)).toBe(true);
      const response = await fetch(`${stack.restUrl}${asset}`);
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
      const types: Record<string, RegExp> = {
        css: /^text\/css/,
        js: /^(text|application)\/javascript/,
        png: /^image\/png/,
      };
      expect(response.headers.get('content-type')).toMatch(types[asset.split('.').pop()!]);
      const text = await response.text();
      if (asset.endsWith('swagger-ui-bundle.js')) expect(text).toContain('SwaggerUIBundle');
      if (asset.endsWith('reference.js')) expect(text).toContain(JSON.stringify(`${service.basePath}/openapi.json`));
    }
    // Only the page's own assets: the package's demo page (which fetches a document from the internet) is not served.
    const demo = await fetch(`${stack.restUrl}${service.basePath}/docs/assets/index.html`);
    expect(demo.status).toBe(404);
  });
});

describe('what the documents derive from the route tables', () => {
  const training = SERVICES.find((service) => service.name === 'training')!;
  const compliance = SERVICES.find((service) => service.name === 'compliance')!;
  const factory = SERVICES.find((service) => service.name === 'factory')!;
  const operation = async (service: ServiceDefinition, method: string, path: string) =>
    (await documentOf(service)).paths[path][method] as Json;

  test('query parameters as the route reads them, typed by the GraphQL variables they become', async () => {
    const parameters = (await operation(training, 'get', '/courses')).parameters as {
      name: string;
      in: string;
      schema: Json;
      required: boolean;
    }[];
    const byName = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter]));
    expect(byName.page).toMatchObject({ in: 'query', required: false, schema: { type: 'integer' } });
    expect(byName.include_unpublished).toMatchObject({ schema: { type: 'boolean' } });
    // listParam: a comma-separated list of slugs.
    expect(byName.category).toMatchObject({
      schema: { type: 'array', items: { type: 'string' } },
      style: 'form',
      explode: false,
    });
    const verify = (await operation(training, 'get', '/verify')).parameters as { name: string; required: boolean }[];
    expect(verify).toEqual([expect.objectContaining({ name: 'certificate_number', required: true })]);
  });

  test("bodies with the legacy field names and enum spellings, from the routes' declarations", async () => {
    const bulk = ((await operation(training, 'patch', '/courses/bulk')).requestBody as Json).content as Record<
      string,
      { schema: Json }
    >;
    expect(bulk['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['ids', 'updates'],
      properties: {
        ids: { type: 'array', items: { type: 'string' } },
        updates: {
          type: 'object',
          properties: { is_published: { type: 'boolean' }, status: { type: 'string', enum: ['active', 'deleted'] } },
        },
      },
    });
    const entity = ((await operation(compliance, 'post', '/api/v1/entities')).requestBody as Json).content as Record<
      string,
      { schema: Json }
    >;
    // Declared strict, as GraphQL took the legacy body whole: unknown fields are refused.
    expect(entity['application/json'].schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string' },
        tenantId: { type: 'string' },
        entityType: { type: 'string', enum: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'LLP'] },
        profileData: { type: 'object' },
      },
    });
  });

  test("compliance's document routes: multipart fields, bodies, parameters and answers from their declarations", async () => {
    const upload = ((await operation(compliance, 'post', '/api/v1/documents/upload')).requestBody as Json)
      .content as Record<string, { schema: Json }>;
    expect(upload['multipart/form-data'].schema).toMatchObject({
      properties: {
        file: { type: 'string', format: 'binary' },
        entityId: { type: 'string' },
        // Spelt as the legacy contract spells it (any case is taken).
        documentType: { type: 'string', enum: expect.arrayContaining(['PAN_CARD', 'CERTIFICATE_OF_INCORPORATION']) },
        triggerExtraction: { type: 'boolean' },
      },
      required: expect.arrayContaining(['file', 'entityId', 'documentType']),
    });
    const uploaded = (await operation(compliance, 'post', '/api/v1/documents/upload')).responses as Record<
      string,
      Json
    >;
    expect(uploaded['201']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            required: ['documentId', 'jobId', 'status', 'message'],
            properties: { status: { enum: ['processing', 'completed', 'failed', 'uploaded'] } },
          },
        },
      },
    });
    const save = ((await operation(compliance, 'post', '/api/v1/documents/verification/save')).requestBody as Json)
      .content as Record<string, { schema: Json }>;
    expect(save['application/json'].schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['entityId', 'verifiedData'],
      properties: { entityId: { type: 'string' }, version: { type: 'integer' }, verifiedData: { type: 'object' } },
    });
    const vault = (await operation(compliance, 'get', '/api/v1/documents/vault')).parameters as {
      name: string;
      schema: Json;
    }[];
    expect(Object.fromEntries(vault.map((parameter) => [parameter.name, parameter.schema]))).toMatchObject({
      entityId: { type: 'string' },
      source: { type: 'string', enum: ['UPLOAD', 'VAULT'] },
      page: { type: 'integer' },
      limit: { type: 'integer' },
    });
    const job = (await operation(compliance, 'get', '/api/v1/idp/extract/{jobId}')).responses as Record<string, Json>;
    expect(job['200']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: {
              status: { enum: ['processing', 'completed', 'failed'] },
              confidence: { anyOf: expect.arrayContaining([{ type: 'null' }]) },
              overallConfidence: { type: ['number', 'null'] },
              createdAt: { type: 'string', format: 'date-time' },
            },
          },
        },
      },
    });
    const file = (await operation(compliance, 'get', '/api/v1/documents/files/{token}')).responses as Record<
      string,
      Json
    >;
    expect(file['200'].content).toHaveProperty(['application/octet-stream']);
  });

  test("factory's parameters, bodies and answers are its routes' declarations", async () => {
    const tenants = (await operation(factory, 'get', '/tenant')).parameters as { name: string; schema: Json }[];
    expect(tenants.find((parameter) => parameter.name === 'status')).toMatchObject({
      schema: { type: 'string', enum: ['active', 'suspended'] },
    });
    const worker = ((await operation(factory, 'post', '/worker/create')).requestBody as Json).content as Record<
      string,
      { schema: Json }
    >;
    expect(worker['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, skills: { type: 'array', items: { type: 'string' } } },
    });
    const payment = ((await operation(factory, 'post', '/transaction/makePayment')).requestBody as Json)
      .content as Record<string, { schema: Json }>;
    expect(payment['application/json'].schema).toMatchObject({
      required: ['amount'],
      properties: {
        workerId: { type: 'string' },
        worker: { type: 'string' },
        amount: { type: ['string', 'number'] },
      },
    });
    const job = (await operation(factory, 'get', '/job/{id}')).responses as Record<string, Json>;
    expect(job['200']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: {
              data: {
                properties: {
                  job: {
                    properties: {
                      _id: { type: 'string' },
                      status: { enum: ['active', 'completed', 'cancelled'] },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const deleted = (await operation(factory, 'delete', '/job/{id}')).responses as Record<string, Json>;
    expect(deleted['204']).not.toHaveProperty('content');
  });

  test('routes sharing a method and path are all there, each with the rule that picks it', async () => {
    const form = await operation(training, 'post', '/training-plan');
    expect(form['x-variants']).toEqual([
      expect.objectContaining({
        operationId: 'requestTrainingPlanA',
        interfaceVariant: 'A',
        auth: 'challenge',
        selectedWhen: expect.stringMatching(/unless the `authorization` header is sent/),
      }),
      expect.objectContaining({
        operationId: 'createTrainingPlanRequestB',
        interfaceVariant: 'B',
        auth: 'admin',
        selectedWhen: expect.stringMatching(/when the `authorization` header is sent/),
      }),
    ]);
    expect(form.security).toEqual([{}, { bearerAuth: [] }]);
    const job = await operation(factory, 'patch', '/job/{id}');
    expect((job['x-variants'] as Json[]).map((variant) => [variant.operationId, variant.selectedWhen])).toEqual([
      ['factoryCancelJob', expect.stringContaining('body field `status` is `cancelled`')],
      ['factoryMoveJobStep', expect.stringContaining('no route listed before it')],
    ]);
  });

  test('success statuses and bodies from the routes, security from their auth', async () => {
    const tenant = (await operation(factory, 'post', '/tenant')).responses as Record<string, Json>;
    expect(Object.keys(tenant)).toEqual(expect.arrayContaining(['201', '207']));
    expect(tenant['201']).toMatchObject({
      content: { 'application/json': { schema: { properties: { status: { const: 'success' } } } } },
    });
    expect(tenant['207']).toMatchObject({
      content: { 'application/json': { schema: { properties: { status: { const: 'partial' } } } } },
    });
    const brochure = (await operation(training, 'get', '/interests/brochure/{token}')).responses as Record<
      string,
      Json
    >;
    expect(brochure['200'].content).toHaveProperty(['application/octet-stream']);
    expect((await operation(compliance, 'post', '/api/v1/mca/form-mappings')).security).toEqual([
      { bearerAuth: [], 'x-admin': [] },
    ]);
    expect((await operation(compliance, 'get', '/api/v1/plans')).security).toEqual([]);
    const rateLimited = (await documentOf(compliance)).components as { responses: Record<string, { headers: Json }> };
    expect(Object.keys(rateLimited.responses.Error429.headers)).toEqual(
      expect.arrayContaining([
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'X-Correlation-Id',
      ]),
    );
  });
});
