import type { IncomingMessage } from 'node:http';
import proxyAddress from 'proxy-addr';

/**
 * Whether an address is one of the proxies whose X-Forwarded-For is believed: Express's compiled `trust proxy`
 * (proxy-addr's function of an address and its hop), so that the admission layer and `req.ip` follow one rule.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

export const TRUST_NO_PROXY: TrustProxy = () => false;

/** One key per client: an IPv4 client is the same whether the socket reports it plain or IPv4-mapped. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/** Whether a socket's peer is a trusted proxy (its connections are not capped by its own address). */
export function isTrustedProxy(address: string | undefined, trust: TrustProxy): boolean {
  return address !== undefined && trust(address, 0);
}

/**
 * The client a trusted proxy forwards a request for, as Express resolves `req.ip` (proxy-addr): the X-Forwarded-For
 * entries from the right, past every trusted hop. Undefined when the proxy forwarded none: the request is the
 * proxy's own (the gateway's queries to a subgraph, say).
 */
export function forwardedClient(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const header = req.headers['x-forwarded-for'];
  if (!header) return undefined;
  const forwarded = [header]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  if (!forwarded.length) return undefined;
  const hops = [req.socket.remoteAddress ?? '', ...forwarded];
  for (let hop = 0; hop < hops.length - 1; hop++) if (!trust(hops[hop], hop)) return clientKey(hops[hop]);
  return clientKey(hops[hops.length - 1]);
}

/**
 * A request's client as Express's `req.ip` finds it, for a request served ahead of Express too (a front door): by the
 * app's compiled `trust proxy`, with proxy-addr as Express uses it.
 */
export function appClientAddress(
  req: IncomingMessage & { ip?: string },
  app: { get(setting: 'trust proxy fn'): unknown },
): string {
  return req.ip ?? proxyAddress(req, app.get('trust proxy fn') as TrustProxy);
}
