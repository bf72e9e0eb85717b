/** RFC 6750's `Bearer <b64token>`, the one form every surface accepts a credential in. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

/**
 * The token of an `Authorization` value: undefined when there is none (absent or empty), null when it is not a
 * bearer token (a subgraph answers that differently from a missing one).
 */
export function bearerTokenOf(authorization: string | undefined): string | null | undefined {
  if (authorization === undefined || authorization === '') return undefined;
  return BEARER.exec(authorization)?.[1] ?? null;
}
