import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { ErrorCode } from '../../platform/errors.js';
import type { ParsedInput, RouteInput } from './input.js';
import type { AnswerOf, RouteAnswers } from './output.js';
import type { RouteRule } from './rules.js';

/**
 * The declarative route-table format of the REST adapter. Each legacy service is one `ServiceDefinition`:
 * a base path, its error body shape and a table of routes. A route names the GraphQL operation it runs on the
 * gateway and how the request maps to its variables and the result back to the legacy body. The generic
 * engine (`engine/router.ts`) runs the tables; no route holds business logic (the subgraphs enforce rules and auth).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `jwt`, `admin` and `super-admin` routes need a bearer token in the Authorization header,
 * `cookie` routes the service's session cookie (`ServiceCredentials.cookie`): called without, the engine answers
 * 401 in the service's error shape before it looks at anything else of the request (`credentials.ts`). Whether
 * credentials that are there are good, and what they allow, the subgraphs decide.
 */
export type RouteAuth = 'public' | 'challenge' | 'jwt' | 'admin' | 'super-admin' | 'webhook' | 'cookie';

/** What a route sees of the HTTP request. */
export interface RouteRequest {
  readonly method: string;
  /** Path parameters (express syntax `:id`). */
  readonly params: Readonly<Record<string, string>>;
  /** Query string, repeated keys as arrays (`?a=1&a=2` → `['1','2']`). */
  readonly query: Readonly<Record<string, unknown>>;
  /** Parsed JSON body; `undefined` when the request had none. */
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
  readonly correlationId: string;
  /** The gateway's origin, to resolve the `/files/...` paths of file links against (`streamFrom`). */
  readonly gatewayOrigin: string;
}

/** A JSON answer. */
export interface JsonResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A streamed answer (a file): the engine pipes `stream` to the client with the given headers. */
export interface StreamResponse {
  status: number;
  stream: Readable;
  headers?: Record<string, string>;
}

export type RouteResponse = JsonResponse | StreamResponse;

/**
 * A multipart route: each file field of the request becomes a GraphQL `Upload` variable at `variablePath`
 * (e.g. `variables.file`), sent on as a GraphQL multipart request; the text fields become the route's `body`.
 */
export interface UploadSpec {
  files: Record<string, { variablePath: string; required?: boolean }>;
}

/** What every route declares beside its input, variables and answers. */
interface RouteBase {
  /** A short name for logs and tests, e.g. `listCourses`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Express path syntax, relative to the service's base path. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** Which legacy interface variant the route comes from (documentation). */
  readonly variant?: 'A' | 'B';
  /**
   * The GraphQL operation executed on the gateway (a single named operation plus its fragments): a typed document
   * of `rest-adapter/generated/` (`graphql(...)`, see the README), whose result type `respond` takes.
   */
  readonly document: DocumentNode;
  /**
   * Tells apart routes that share method and path but mean different things (interface variants), declared
   * with `rules.ts` (`sent`, `is`, `not`, `all`): a request that does not meet it is tried on the next route of
   * the table with a matching path. The OpenAPI documents put the same rule in words.
   */
  readonly when?: RouteRule;
  /**
   * The failures the route's operation can answer, by code (e.g. `NOT_FOUND` for an id that names nothing), beside
   * those the engine answers for any route of its `auth` and input (`openapi-errors.ts`). The OpenAPI documents
   * list them, each in the service's error body unless `ownErrors` says otherwise.
   */
  readonly errors?: readonly ErrorCode[];
  /** Fields of a GraphQL error's `extensions` copied into the error body (e.g. `currentVersion`). */
  readonly errorFields?: readonly string[];
  /** Multipart uploads (see `UploadSpec`). */
  readonly upload?: UploadSpec;
}

/**
 * An operation's data as `respond` receives it: every root field there. The schema makes root fields nullable so
 * that a failure stays local to its field; the engine answers a failed operation (errors, or a root field null
 * without one) before `respond` runs.
 */
export type AnsweredData<TData> = { [K in keyof TData]: NonNullable<TData[K]> };

/**
 * What a declared route's `variables` answers: the operation's variables but those the engine fills in itself,
 * the uploaded files (`UploadSpec`, the generated `Upload` scalar).
 */
export type MappedVariables<TVariables> = {
  [K in keyof TVariables as NonNullable<TVariables[K]> extends UploadedFile ? never : K]: TVariables[K];
};

/** The generated type of the `Upload` scalar (`codegen.ts`): a file of the multipart request, sent by the engine. */
export interface UploadedFile {
  readonly uploadedBy: 'engine';
}

/**
 * A route: it declares its inputs and answers. For example
 *
 * ```ts
 * route({
 *   name: 'updateInterestStatus',
 *   method: 'PATCH',
 *   path: '/interests/:id',
 *   auth: 'admin',
 *   errors: ['NOT_FOUND'],
 *   document: graphql(`mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) { ... }`),
 *   input: {
 *     params: z.object({ id: z.string() }),
 *     body: z.object({ status: legacyEnum(['new', 'contacted', ...]) }),
 *   },
 *   variables: ({ params, body }) => ({ id: params.id, status: enumValue(body.status) }),
 *   answers: { 200: successBody(LEGACY_INTEREST) },
 *   respond: ({ updateInterestStatus }) => success(legacyInterest(updateInterestStatus)),
 * })
 * ```
 *
 * `input` holds zod schemas of the path parameters, query parameters and body, in the legacy names and spellings
 * (`input.ts`: `legacyEnum`, `int`, `queryInt`, `queryList`...); the engine refuses a request that does not
 * match them with a 400 naming the legacy field, and documents them in the OpenAPI document. `variables` receives
 * the parsed input and must answer the operation's variables, `respond` receives the operation's data (both typed
 * by the generated document) and must answer one of the `answers` (`output.ts`), which the document describes; a
 * route whose answer depends on the request too declares `respondWithRequest` instead (see RouteResponder).
 * `errors` names the failures the operation can answer beside those of every route of its kind (an id that names
 * nothing, here), which the document lists in the service's error body (`errorSchema`).
 */
export type DeclaredRoute<
  TData,
  TVariables,
  TInput extends RouteInput,
  TAnswers extends RouteAnswers,
> = RouteDeclaration<TVariables, TInput, TAnswers> & RouteResponder<TData, TAnswers>;

/** What a route declares beside how it responds. */
interface RouteDeclaration<TVariables, TInput extends RouteInput, TAnswers extends RouteAnswers> extends RouteBase {
  readonly input: TInput;
  /**
   * Maps the parsed input to the operation's variables; none by default. Made of the input alone, never of headers:
   * a GET's URL is then all its operation depends on, which the front door relies on (`front-door.ts`).
   */
  variables?(input: ParsedInput<TInput>): MappedVariables<TVariables>;
  /** The success answers, by status (`output.ts`): what `respond` may return, and what the documents say. */
  readonly answers: TAnswers;
  /**
   * The failures of the operation the route answers in a shape of its own rather than the service's error body
   * (e.g. a health check's 500 `{status:'unhealthy'}`), by code, each with the status of `answers` it is answered
   * with; `respondError` builds the answer. The engine's own refusals keep the service's shape.
   */
  readonly ownErrors?: Readonly<Partial<Record<ErrorCode, NoInfer<keyof TAnswers & number>>>>;
  /** The answer to a failure of the operation that `ownErrors` lists. */
  respondError?(error: ErrorInfo, req: RouteRequest): NoInfer<AnswerOf<TAnswers>>;
}

/** One of a route's declared answers, as `respond` or `respondWithRequest` returns it. */
type RouteAnswer<TAnswers extends RouteAnswers> = NoInfer<AnswerOf<TAnswers>> | Promise<NoInfer<AnswerOf<TAnswers>>>;

/**
 * How a route maps the operation's data to one of its declared answers, one way or the other:
 *
 * - `respond(data)`: from the data alone, which is what most routes do. The engine never hands it the request, so
 *   its answer to the same data is the same: for a response-cache hit, whose data is the entry's frozen object until
 *   the entry goes, the answer it made is kept with it and sent again, neither mapped, serialised nor hashed again
 *   (`answerOf` in `answer.ts`).
 * - `respondWithRequest(data, req)`: from the request too (a file route resolves the file's path against
 *   `req.gatewayOrigin`); asked for every answer.
 */
type RouteResponder<TData, TAnswers extends RouteAnswers> =
  | {
      respond(data: AnsweredData<TData>): RouteAnswer<TAnswers>;
      readonly respondWithRequest?: never;
    }
  | {
      respondWithRequest(data: AnsweredData<TData>, req: RouteRequest): RouteAnswer<TAnswers>;
      readonly respond?: never;
    };

/** A route of a table, whatever its data, variables, input and answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds routes of any variables and input
export type RouteDefinition = DeclaredRoute<any, any, any, any>;

/** What the engine knows about a failed request, before a service shapes it into its legacy error body. */
export interface ErrorInfo {
  status: number;
  code: ErrorCode;
  message: string;
  details?: unknown;
  /** Extra fields copied from the GraphQL error (see `RouteDefinition.errorFields`). */
  extra: Record<string, unknown>;
  correlationId: string;
}

export interface ServiceDefinition {
  readonly name: string;
  /** Where the legacy surface hangs, e.g. `/training/api/v1`. */
  readonly basePath: string;
  /** The service's legacy error body. */
  errorBody(error: ErrorInfo): Record<string, unknown>;
  /** The schema of what `errorBody` answers, `retryAfter` and the `errorFields` of its routes among its optional fields: the OpenAPI documents' `Error`. */
  readonly errorSchema: z.ZodObject;
  /** Fields of GraphQL error extensions copied into every error body of this service. */
  readonly errorFields?: readonly string[];
  /** How the service's routes take credentials, for the engine's 401 to a request without any (see `RouteAuth`). */
  readonly credentials?: ServiceCredentials;
  readonly routes: readonly RouteDefinition[];
  /** What the service's OpenAPI document says beyond what its routes tell (`engine/openapi.ts`). */
  readonly documentation?: ServiceDocumentation;
}

/**
 * How a service refuses a bearer token, for the gateway's refusals of it (its authorization directives): whose
 * tokens it takes (one of another issuer is no credential of this service: 401), and its words for an invalid and
 * an expired one.
 */
export interface RefusedTokenWords {
  readonly issuer: 'factory' | 'identity-provider';
  readonly invalid: string;
  readonly expired: string;
}

/** What a service takes as credentials, beyond the bearer token every authenticated route takes. */
export interface ServiceCredentials {
  /** The 401 message to a request without a bearer token, in the service's own words ('Missing Authorization header' by default). */
  readonly missingToken?: string;
  /**
   * The 401 messages the service gives a bearer token it refuses, when the gateway refused it first (its
   * authorization directives): the same words whichever wall stopped the token.
   */
  readonly refusedToken?: RefusedTokenWords;
  /** The session cookie `cookie` routes take (e.g. a refresh token), and the 401 message without it. */
  readonly cookie?: { readonly name: string; readonly missing: string };
  /**
   * Whether the service asks for credentials at all; when it answers false (a development bypass that skips
   * authentication) requests without credentials go on to the service. Asked per request; true by default.
   */
  required?(): boolean;
}

/** A request header a legacy surface documents. */
export interface HeaderDocumentation {
  readonly name: string;
  readonly description: string;
}

export interface ServiceDocumentation {
  readonly title: string;
  /** Markdown. */
  readonly description?: string;
  /** Headers that, with the bearer token, make up the credentials of `admin` routes (e.g. `x-admin: true`). */
  readonly adminHeaders?: readonly HeaderDocumentation[];
  /** Headers that authenticated routes may carry (e.g. a tenant id). */
  readonly headers?: readonly HeaderDocumentation[];
}

/** Declares a route, its data and variables typed by its (generated, typed) document. */
export function route<TData, TVariables, TInput extends RouteInput, TAnswers extends RouteAnswers>(
  definition: DeclaredRoute<TData, TVariables, TInput, TAnswers> & {
    readonly document: TypedDocumentNode<TData, TVariables>;
  },
): RouteDefinition {
  return definition;
}
