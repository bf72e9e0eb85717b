import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Makes an HTTP server stoppable the way a rolling restart needs (Apollo's drain plugin does the same for the servers
 * Apollo runs): `close` stops listening at once, so that new connections are refused and go to another replica; closes
 * the idle keep-alive connections; answers every request still under way with `Connection: close`, so that its client
 * sends nothing more on that connection and it closes as soon as the answer is out; and cuts what is still open after
 * `graceMs`. Call it right after creating the server: it tracks the requests from then on.
 */
export function gracefulCloser(server: Server): (graceMs: number) => Promise<void> {
  const underway = new Set<ServerResponse>();
  let closing = false;
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    // A streamed answer whose headers are out already: its connection ends with it.
    else res.once('finish', () => res.socket?.end());
  };
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    underway.add(res);
    res.once('close', () => underway.delete(res));
    // A request that raced the close on a kept-alive connection is still answered, and its connection closed after.
    if (closing) lastOnItsConnection(res);
  });

  let closed: Promise<void> | undefined;
  return (graceMs) =>
    (closed ??= new Promise<void>((resolve) => {
      closing = true;
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
      for (const res of underway) lastOnItsConnection(res);
    }));
}
