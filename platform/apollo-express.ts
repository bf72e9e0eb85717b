import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream/promises';

/** A multipart body's media type, whatever its case and parameters (what `req.is('multipart/form-data')` matches). */
const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;

/**
 * Apollo Server on an Express route, for the gateway and every subgraph: what `@as-integrations/express5` does, as
 * Apollo's guide to integrations describes it (build an HTTPGraphQLRequest, hand it to `executeHTTPGraphQLRequest`,
 * write the answer), without its two costs that show in a CPU profile of a cached answer, about an eighth of it:
 * Node's legacy `url.parse` for the query string, and `res.send`, which hashes every body into an ETag no client of
 * a GraphQL POST asks for. The body is written with `res.end`, which gives it its Content-Length, once the request's
 * own body is all read.
 */
export function apolloMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (http: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('apolloMiddleware()');
  return async (req, res) => {
    if (!('body' in req)) throw new Error('apolloMiddleware needs a body parser before it (express.json)');
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: searchOf(req.url),
      body: req.body,
    };
    const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context({ req, res }) });
    // A file upload's operation runs while graphql-upload still reads the files. It releases the temporary files
    // when the response closes, so a file it reaches after an early answer (a refusal that never read it) would
    // stay on disk, open, for the process's life. graphqlUploadExpress makes `res.send` wait for the body; `res.end`
    // must wait the same way.
    await uploadArriving(req);
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.end(answer.body.string);
      return;
    }
    // Incremental delivery: each part as soon as it is ready.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

/**
 * Settles once a file upload's body has all arrived (graphql-upload reads it while the operation runs); undefined
 * for any other request, whose body a parser has read already or that has none.
 */
export function uploadArriving(req: IncomingMessage): Promise<void> | undefined {
  if (req.readableEnded || !MULTIPART.test(req.headers['content-type'] ?? '')) return undefined;
  return finished(req).catch(() => undefined);
}

/** The query string of a request target, with its `?` (what `url.parse(target).search` gives), or ''. */
function searchOf(target: string): string {
  const start = target.indexOf('?');
  if (start === -1) return '';
  const end = target.indexOf('#', start);
  return end === -1 ? target.slice(start) : target.slice(start, end);
}
