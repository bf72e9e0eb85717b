import { print } from 'graphql';
import type { JsonSchema } from './json-schema.js';
import { operationName } from './mapping.js';
import { ANSWER_HEADERS, type Parameter, type RouteOperation } from './openapi-common.js';
import { selectionRule } from './rules.js';
import type { RouteDefinition, ServiceDefinition } from './types.js';

/**
 * One operation of a document per method and path: a route's own, or, for routes sharing a method and path
 * (variants told apart by `when`), one that lists each with the rule that picks it (`rules.ts`).
 */

function humanize(route: RouteDefinition, service: ServiceDefinition): string {
  let name = route.name;
  if (route.variant && name.endsWith(route.variant)) name = name.slice(0, -1);
  if (name.startsWith(service.name) && /^[A-Z]/.test(name.slice(service.name.length)))
    name = name.slice(service.name.length);
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1) + (route.variant ? ` (variant ${route.variant})` : '');
}

function graphqlOperation(route: RouteDefinition) {
  return { name: operationName(route.document), document: print(route.document) };
}

export function operationObject(
  operations: readonly RouteOperation[],
  service: ServiceDefinition,
): Record<string, unknown> {
  const tag = tagOf(operations[0].route.path);
  if (operations.length === 1) {
    const [operation] = operations as [RouteOperation];
    const { route } = operation;
    return {
      operationId: route.name,
      summary: humanize(route, service),
      description: operation.description,
      tags: [tag],
      parameters: operation.parameters,
      ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
      responses: operation.responses,
      security: operation.security,
      'x-auth': route.auth,
      ...(route.variant ? { 'x-interface-variant': route.variant } : {}),
      'x-graphql-operation': graphqlOperation(route),
    };
  }
  const variants = operations.map((operation) => ({ operation, rule: selectionRule(operation.route.when) }));
  const parameters = new Map<string, Parameter>();
  for (const operation of operations) {
    for (const parameter of operation.parameters) {
      const key = `${parameter.in}:${parameter.name}`;
      const required = operations.every((other) =>
        other.parameters.some((p) => p.in === parameter.in && p.name === parameter.name && p.required),
      );
      parameters.set(key, { ...(parameters.get(key) ?? parameter), required });
    }
  }
  const bodies = operations.flatMap((operation) => (operation.requestBody ? [operation.requestBody] : []));
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const body of bodies) {
    for (const [type, { schema }] of Object.entries(body.content)) {
      const known = content[type]?.schema;
      // anyOf, not oneOf: one body may well suit several variants (the request, not the body, may pick the route).
      content[type] = {
        schema: !known
          ? schema
          : known.anyOf
            ? { anyOf: [...(known.anyOf as JsonSchema[]), schema] }
            : { anyOf: [known, schema] },
      };
    }
  }
  const responses: Record<string, unknown> = {};
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses)) {
      const known = responses[status];
      if (!known || JSON.stringify(known) === JSON.stringify(response)) responses[status] = response;
      else responses[status] = { description: 'One of the variants’ answers', 'x-variant-answers': [known, response] };
    }
  }
  const security = [
    ...new Map(
      operations.flatMap((o) => (o.security.length ? o.security : [{}])).map((s) => [JSON.stringify(s), s]),
    ).values(),
  ];
  return {
    operationId: operations
      .map((operation, index) =>
        index ? operation.route.name.charAt(0).toUpperCase() + operation.route.name.slice(1) : operation.route.name,
      )
      .join('Or'),
    summary: operations.map((operation) => humanize(operation.route, service)).join(' / '),
    description: [
      `One method and path, ${operations.length} routes: the engine takes the first whose rule the request meets.`,
      ...variants.map(
        ({ operation, rule }) =>
          `**${humanize(operation.route, service)}** (\`${operation.route.name}\`): ${rule}\n\n${operation.description}`,
      ),
    ].join('\n\n'),
    tags: [tag],
    parameters: [...parameters.values()],
    ...(bodies.length
      ? {
          requestBody: {
            required: bodies.length === operations.length && bodies.every((body) => body.required),
            content,
          },
        }
      : {}),
    responses: flattenVariantAnswers(responses),
    security,
    'x-variants': variants.map(({ operation, rule }) => ({
      operationId: operation.route.name,
      ...(operation.route.variant ? { interfaceVariant: operation.route.variant } : {}),
      auth: operation.route.auth,
      selectedWhen: rule,
      ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
      responses: operation.responses,
      graphqlOperation: graphqlOperation(operation.route),
    })),
  };
}

/** Two variants answering one status differently: one response whose content admits either. */
function flattenVariantAnswers(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const answers = (response as { 'x-variant-answers'?: Record<string, unknown>[] })['x-variant-answers'];
      if (!answers) return [status, response];
      const schemas = answers.flatMap((answer) => {
        const schema = (answer.content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json']
          ?.schema;
        return schema ? [schema] : [];
      });
      return [
        status,
        {
          description: "One of the variants' answers",
          headers: ANSWER_HEADERS,
          ...(schemas.length ? { content: { 'application/json': { schema: { anyOf: schemas } } } } : {}),
        },
      ];
    }),
  );
}

/** The area of a path, for tags: its first segment after an `/api/v1` prefix (`/api/v1/entities/:id` → `entities`). */
export function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const start = segments[0] === 'api' && /^v\d+$/.test(segments[1] ?? '') ? 2 : 0;
  return segments.slice(start).find((segment) => !segment.startsWith(':')) ?? 'root';
}
