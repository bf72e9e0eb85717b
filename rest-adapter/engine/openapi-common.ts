import type { JsonSchema } from './json-schema.js';
import type { RouteDefinition } from './types.js';

/** What the parts of the OpenAPI generator (`openapi.ts`) hand one another: one route's operation, its headers. */

export const BEARER = 'bearerAuth';

export const HEADERS = {
  'X-Correlation-Id': {
    description: "The request's correlation id (the client's own when it sent a uuid)",
    required: true,
    schema: { type: 'string', format: 'uuid' },
  },
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current window (rate-limited operations)',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the window resets (Unix seconds)', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds until a request may be retried', schema: { type: 'integer' } },
} as const;

const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

export const CORRELATION_HEADER = { 'X-Correlation-Id': headerRef('X-Correlation-Id') };

export const ANSWER_HEADERS = {
  ...CORRELATION_HEADER,
  'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
  'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
  'X-RateLimit-Reset': headerRef('X-RateLimit-Reset'),
};

export const RATE_LIMITED_HEADERS = {
  ...ANSWER_HEADERS,
  'X-RateLimit-Limit': { ...HEADERS['X-RateLimit-Limit'], required: true },
  'X-RateLimit-Remaining': { ...HEADERS['X-RateLimit-Remaining'], required: true },
  'X-RateLimit-Reset': { ...HEADERS['X-RateLimit-Reset'], required: true },
  'Retry-After': { ...HEADERS['Retry-After'], required: true },
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: string;
  explode?: boolean;
}

/** One route as an OpenAPI operation, before routes sharing a method and path are put together (`openapi-variants.ts`). */
export interface RouteOperation {
  readonly route: RouteDefinition;
  readonly parameters: Parameter[];
  readonly requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  readonly responses: Record<string, unknown>;
  readonly security: Record<string, string[]>[];
  readonly description: string;
}
