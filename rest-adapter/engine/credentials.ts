import type { IncomingHttpHeaders } from 'node:http';
import { ErrorCode } from '../../platform/errors.js';
import { RestError } from './errors.js';
import type { RouteAuth, RouteDefinition, ServiceDefinition } from './types.js';

/**
 * The one check the engine makes of credentials: a route that needs them, called without any, is answered 401 at
 * once, whatever its body or parameters hold (otherwise a missing token would come back as whatever GraphQL finds
 * wrong with the rest first). Whether credentials that are there are valid is left to the subgraphs.
 */

const BEARER_ROUTES: ReadonlySet<RouteAuth> = new Set(['jwt', 'admin', 'super-admin']);
const MISSING_TOKEN = 'Missing Authorization header';

/** Whether the Cookie header carries cookie `name` with a value. */
function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((pair) => {
    const separator = pair.indexOf('=');
    return separator > 0 && pair.slice(0, separator).trim() === name && pair.slice(separator + 1).trim() !== '';
  });
}

/** Refuses, when the service starts, a `cookie` route of a service that names no session cookie. */
export function assertCredentialsDeclared(service: ServiceDefinition, route: RouteDefinition): void {
  if (route.auth === 'cookie' && !service.credentials?.cookie) {
    throw new Error(
      `Route ${route.name} of ${service.name} takes a session cookie, but the service names none (credentials.cookie)`,
    );
  }
}

/** The 401 to a request of `route` that carries none of the credentials it needs; undefined otherwise. */
export function missingCredentials(
  service: ServiceDefinition,
  route: RouteDefinition,
  headers: IncomingHttpHeaders,
): RestError | undefined {
  const credentials = service.credentials;
  if (credentials?.required && !credentials.required()) return undefined;
  if (BEARER_ROUTES.has(route.auth)) {
    // An empty header is no credential; any other value, however malformed, is the subgraph's to judge.
    return headers.authorization
      ? undefined
      : new RestError(ErrorCode.UNAUTHORIZED, credentials?.missingToken ?? MISSING_TOKEN);
  }
  if (route.auth === 'cookie' && credentials?.cookie) {
    return hasCookie(headers.cookie, credentials.cookie.name)
      ? undefined
      : new RestError(ErrorCode.UNAUTHORIZED, credentials.cookie.missing);
  }
  return undefined;
}
