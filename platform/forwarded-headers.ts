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

/**
 * Express's `trust proxy` for TRUSTED_PROXIES, the one rule of the gateway and the REST adapter: X-Forwarded-For
 * is believed only from the listed proxies (`req.ip` is then the address they forwarded); with none, `req.ip` is
 * the socket's own address and a client cannot choose its address by sending the header.
 */
export function trustProxySetting(trustedProxies: readonly string[]): string[] | false {
  return trustedProxies.length ? [...trustedProxies] : false;
}
