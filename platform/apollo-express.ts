import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server on an Express route, for the gateway and every subgraph: what `@as-integrations/express5` does, as
 * Apollo's guide to integrations describes it (build an HTTPGraphQLRequest, hand it to `executeHTTPGraphQLRequest`,
 * write the answer), without its two costs that show in a CPU profile of a cached answer, about an eighth of it:
 * Node's legacy `url.parse` for the query string, and `res.send`, which hashes every body into an ETag no client of
 * a GraphQL POST asks for. The body is written with `res.end`, which gives it its Content-Length.
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

/** The query string of a request target, with its `?` (what `url.parse(target).search` gives), or ''. */
function searchOf(target: string): string {
  const start = target.indexOf('?');
  if (start === -1) return '';
  const end = target.indexOf('#', start);
  return end === -1 ? target.slice(start) : target.slice(start, end);
}
