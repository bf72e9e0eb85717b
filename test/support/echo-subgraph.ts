import { composeServices } from '@apollo/composition';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import express, { type Request, type Response } from 'express';
import { parse } from 'graphql';
import { JSONResolver } from 'graphql-scalars';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { apolloMiddleware } from '../../platform/apollo-express.js';
import { dataAlonePlugin } from '../../platform/subgraph-answers.js';

/** The context of a test subgraph's resolvers: the raw HTTP exchange. */
export interface TestSubgraphContext {
  req: Request;
  res: Response;
}

export interface RunningTestSubgraph {
  /** http://127.0.0.1:PORT/graphql */
  readonly url: string;
  /** The subgraph's SDL, to compose with `composeServices` from @apollo/composition. */
  readonly sdl: string;
  stop(): Promise<void>;
}

export interface TestSubgraphOptions {
  typeDefs: string;
  resolvers: GraphQLResolverMap<TestSubgraphContext>;
  /** Upload limit of the subgraph itself; large by default, so that the gateway's limit is what tests meet. */
  maxFileSize?: number;
}

/**
 * A real Federation 2 subgraph without a database (@apollo/subgraph on Apollo Server and Express, with
 * graphql-upload and Apollo's CSRF prevention, like the project's subgraphs), on an ephemeral port.
 */
export async function startTestSubgraph(options: TestSubgraphOptions): Promise<RunningTestSubgraph> {
  const schema = buildSubgraphSchema([
    { typeDefs: parse(options.typeDefs), resolvers: options.resolvers as GraphQLResolverMap<unknown> },
  ]);
  const app = express();
  app.set('trust proxy', 'loopback');
  const httpServer = createServer(app);
  const apollo = new ApolloServer<TestSubgraphContext>({
    schema,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginInlineTraceDisabled(),
      // As the kit's subgraphs mark an answer that is data alone.
      dataAlonePlugin(),
    ],
  });
  await apollo.start();
  app.get('/health', (_req, res) => {
    res.json({ status: 'healthy' });
  });
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: options.maxFileSize ?? 100 * 1024 * 1024, maxFiles: 5 }),
    express.json(),
    apolloMiddleware(apollo, ({ req, res }) => Promise.resolve({ req, res })),
  );
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(0, '127.0.0.1', resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    sdl: options.typeDefs,
    stop: () => (stopping ??= apollo.stop()),
  };
}

export const ECHO_SUBGRAPH_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@shareable", "@listSize", "@cost"])

  scalar JSON
  scalar Upload

  type UploadInfo @shareable {
    filename: String!
    mimetype: String!
    size: Int!
    sha256: String!
  }

  "A node of an endless tree, to build deep and costly operations."
  type TreeNode @shareable {
    id: Int!
    child: TreeNode!
    children(limit: Int!): [TreeNode!]! @listSize(slicingArguments: ["limit"])
  }

  type Query {
    "The root of the endless tree."
    tree: TreeNode!
    "The request headers this subgraph received, plus the address Express derived (ip)."
    echoHeaders: JSON!
    "Answers after ms milliseconds."
    slow(ms: Int!): Boolean!
  }

  type Mutation {
    "echoHeaders, as a mutation's call carries them."
    echoWriteHeaders: JSON!
    "Sets a cookie on this subgraph's response."
    setCookie(name: String!, value: String!): Boolean!
    "Reads the whole file and describes it."
    uploadFile(file: Upload!): UploadInfo!
  }
`;

/** Describes an uploaded file after reading its stream to the end. */
export async function describeUpload(
  upload: Promise<FileUpload>,
): Promise<{ filename: string; mimetype: string; size: number; sha256: string }> {
  const { filename, mimetype, createReadStream } = await upload;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream()) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    hash.update(bytes);
  }
  return { filename, mimetype, size, sha256: hash.digest('hex') };
}

/** The supergraph of the echo subgraph alone, for a gateway in front of it. */
export function echoSupergraph(echo: RunningTestSubgraph): string {
  const { supergraphSdl, errors } = composeServices([{ name: 'echo', url: echo.url, typeDefs: parse(echo.sdl) }]);
  if (errors) throw new Error(errors.map((error) => error.message).join('\n'));
  return supergraphSdl;
}

const echoedHeaders = (_parent: unknown, _args: unknown, { req }: TestSubgraphContext) => ({
  ...req.headers,
  ip: req.ip,
});

/**
 * The echo subgraph: shows what the gateway forwards (headers, cookies, files) and how it copes with a
 * slow subgraph. `echoHeaders` (and `echoWriteHeaders`), `slow(ms)`, `setCookie(name, value)`, `uploadFile(file)`,
 * and `tree` (a recursive type for depth and cost limits).
 */
export function startEchoSubgraph(options: { maxFileSize?: number } = {}): Promise<RunningTestSubgraph> {
  return startTestSubgraph({
    typeDefs: ECHO_SUBGRAPH_SDL,
    maxFileSize: options.maxFileSize,
    resolvers: {
      JSON: JSONResolver,
      Upload: GraphQLUpload,
      TreeNode: {
        child: ({ id }: { id: number }) => ({ id: id + 1 }),
        children: ({ id }: { id: number }, { limit }: { limit: number }) =>
          Array.from({ length: Math.min(limit, 100) }, (_, index) => ({ id: id * 100 + index + 1 })),
      },
      Query: {
        tree: () => ({ id: 0 }),
        echoHeaders: echoedHeaders,
        slow: async (_parent: unknown, { ms }: { ms: number }) => {
          await sleep(ms, undefined, { ref: false });
          return true;
        },
      },
      Mutation: {
        echoWriteHeaders: echoedHeaders,
        setCookie: (
          _parent: unknown,
          { name, value }: { name: string; value: string },
          { res }: TestSubgraphContext,
        ) => {
          res.append('Set-Cookie', `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly`);
          return true;
        },
        uploadFile: (_parent: unknown, { file }: { file: Promise<FileUpload> }) => describeUpload(file),
      },
    },
  });
}
