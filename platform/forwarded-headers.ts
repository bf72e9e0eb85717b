/**
 * Client headers the REST adapter sends on to the gateway, and the gateway to every subgraph (lower-case names),
 * besides the correlation id and X-Forwarded-For: the credentials and the tenant, admin and audit switches the
 * subgraphs authenticate with. One list, so that the two hops cannot disagree.
 */
export const FORWARDED_HEADERS = ['authorization', 'x-tenant-id', 'x-admin', 'x-audit-access', 'cookie'] as const;

/** The FORWARDED_HEADERS of a request's headers (lower-case names); repeated ones are not forwarded. */
export function forwardedHeadersOf(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return forwarded;
}
