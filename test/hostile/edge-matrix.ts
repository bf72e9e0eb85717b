/**
 * The hostile-client matrix: for every channel a client can reach and every class of attack, the test that proves
 * the edge holds there, or why the class cannot arise on that channel. `edge-matrix.test.ts` fails on an empty
 * cell, so a new channel or class shows up as a row to fill.
 */

export const CHANNELS = [
  'http-post',
  'http-get',
  'multipart',
  'websocket',
  'sse',
  'rest-training',
  'rest-compliance',
  'rest-factory',
  'file-links',
  'subgraph-training',
  'subgraph-compliance',
  'subgraph-factory',
] as const;

export const CLASSES = ['connections', 'sizes', 'nesting', 'counts', 'time', 'identity', 'error-shape'] as const;

export type Channel = (typeof CHANNELS)[number];
export type AttackClass = (typeof CLASSES)[number];

/** A test of the suite (its file from the repository's root, and its title as written) that proves a cell. */
export interface Proven {
  readonly file: string;
  readonly test: string;
}

/** A cell where the class cannot arise, and why (a file link carries no body, say). */
export interface NotApplicable {
  readonly notApplicable: string;
}

export type Cell = Proven | NotApplicable;

export type Row = Partial<Record<Channel, Cell>>;

/** One row per class; each cell names its proof. */
/** Test files, by what they prove. */
const CONNECTIONS = 'test/hostile/connections.test.ts';
const SUBSCRIPTIONS = 'test/hostile/subscriptions.test.ts';
const PIPELINE = 'test/hostile/request-pipeline.test.ts';
const IDENTITY = 'test/hostile/identity.test.ts';
const ABUSE = 'test/security/graphql-abuse.test.ts';
const LISTENERS = 'test/security/listener-limits.test.ts';

const proof = (file: string, test: string): Proven => ({ file, test });

/** Accept-time caps hold before a request says what it is, so they prove every channel of the gateway's listener. */
const gatewayAcceptCap = proof(
  CONNECTIONS,
  'the gateway closes the connections of one client beyond its cap at accept and serves another client',
);
/** The request head's deadline likewise holds on every listener before any route is chosen. */
const headDeadline = proof(LISTENERS, 'closes a connection that trickles its request head');
const subgraphForwardedCap = (name: string) =>
  proof(
    CONNECTIONS,
    `the ${name} subgraph counts the requests the gateway forwards by forwarded client and answers 429 beyond the cap`,
  );
const subgraphAnonymousShare = (name: string) =>
  proof(
    CONNECTIONS,
    `the ${name} subgraph answers 429 to requests without credentials beyond the share of the client the gateway forwards`,
  );
const subgraphSlowBody = (name: string) =>
  proof(CONNECTIONS, `the ${name} subgraph cuts a body trickled below the minimum rate once the grace has passed`);
const subgraph413 = (name: string) =>
  proof(CONNECTIONS, `the ${name} subgraph answers 413 without 100 Continue to a length over its largest body`);
const restSlowBody = (service: string) =>
  proof(
    CONNECTIONS,
    `the REST adapter cuts a ${service} body trickled below the minimum rate once the grace has passed`,
  );
const rest413 = (service: string) =>
  proof(
    CONNECTIONS,
    `the REST adapter answers 413 in the ${service} shape without 100 Continue to a length over its largest body`,
  );
const restAnonymousShare = (service: string) =>
  proof(
    CONNECTIONS,
    `the REST adapter answers 429 in the ${service} shape to requests without credentials beyond one client share`,
  );
const subgraphNesting = proof(
  PIPELINE,
  'every subgraph listener refuses variables nested 7,000 levels deep over GET and POST with 400',
);
const subgraphErrors = proof(
  PIPELINE,
  'every GraphQL listener answers malformed requests with 4xx and a client code, never INTERNAL_ERROR',
);
const gatewayNesting = proof(
  PIPELINE,
  'the gateway refuses variables nested 7,000 levels deep over GET, POST and multipart with 400 (GET answered 500)',
);
const restNesting = proof(
  'test/hostile/rest-nesting.test.ts',
  'every REST surface refuses a body nested 5,000 levels deep with 400 in its own error shape',
);
const trainingIdentity = proof(
  IDENTITY,
  'training: a signed-in user who is no member of the training tenant is refused 403 on the REST surface and the subgraph, whatever its user_metadata claims; a member still works',
);
const factoryIdentity = proof(
  IDENTITY,
  'factory: an identity-provider token signed with the factory secret is no factory token, even with the claims a factory token has: 401 on the REST surface and the subgraph',
);
const perUserSubscriptions = proof(
  SUBSCRIPTIONS,
  'a subscription beyond SUBSCRIPTION_MAX_PER_USER across WebSockets and SSE is refused with RATE_LIMIT_EXCEEDED, and closing a connection releases its places',
);
const perUserConnections = proof(
  SUBSCRIPTIONS,
  'a WebSocket beyond SUBSCRIPTION_MAX_CONNECTIONS_PER_USER is closed with 1008, an SSE stream beyond it is answered 429, and a closed connection frees its place',
);
const crafted = proof(ABUSE, 'a crafted document in a GET request or a multipart request is refused the same way');
const noBody = (what: string): NotApplicable => ({
  notApplicable: `a file link is a GET of a signed token: it carries no body, no document and no variables, so ${what}`,
});

/** One row per class; each cell names its proof. */
export const MATRIX: Record<AttackClass, Row> = {
  connections: {
    'http-post': proof(
      CONNECTIONS,
      'the gateway answers 429 to POST requests without credentials beyond one client share while they hold their bodies',
    ),
    'http-get': gatewayAcceptCap,
    multipart: gatewayAcceptCap,
    websocket: proof(
      CONNECTIONS,
      'the gateway closes WebSocket upgrades without a token of one client beyond its cap and accepts another client',
    ),
    sse: perUserConnections,
    'rest-training': proof(
      CONNECTIONS,
      'the REST adapter closes the connections of one client beyond its cap at accept and serves another client',
    ),
    'rest-compliance': restAnonymousShare('compliance'),
    'rest-factory': restAnonymousShare('factory'),
    'file-links': gatewayAcceptCap,
    'subgraph-training': subgraphForwardedCap('training'),
    'subgraph-compliance': subgraphForwardedCap('compliance'),
    'subgraph-factory': subgraphForwardedCap('factory'),
  },
  sizes: {
    'http-post': proof(
      CONNECTIONS,
      'the gateway answers 413 without 100 Continue to a POST that expects one with a length over its largest body',
    ),
    'http-get': crafted,
    multipart: proof(
      'test/hostile/subgraph-uploads.test.ts',
      'chunked uploads through a gateway in front of the compliance subgraph whose file grows over MAX_UPLOAD_BYTES answer 413 PAYLOAD_TOO_LARGE, and both survive',
    ),
    websocket: proof(
      SUBSCRIPTIONS,
      'a WebSocket message over 2 MiB before connection_init is refused with 1009 while the client is still writing it',
    ),
    sse: proof(SUBSCRIPTIONS, 'a chunked SSE request body over 2 MiB is answered 413 PAYLOAD_TOO_LARGE'),
    'rest-training': rest413('training'),
    'rest-compliance': rest413('compliance'),
    'rest-factory': rest413('factory'),
    'file-links': noBody('its size is its request head, which every listener bounds (431 beyond 16 KiB)'),
    'subgraph-training': subgraph413('training'),
    'subgraph-compliance': proof(
      'test/hostile/subgraph-uploads.test.ts',
      'chunked uploads whose file grows over MAX_UPLOAD_BYTES leave the compliance subgraph process running, with 413 PAYLOAD_TOO_LARGE answers and no error-level log line',
    ),
    'subgraph-factory': subgraph413('factory'),
  },
  nesting: {
    'http-post': gatewayNesting,
    'http-get': gatewayNesting,
    multipart: gatewayNesting,
    websocket: proof(
      SUBSCRIPTIONS,
      'WebSocket subscribe variables nested deeper than 64 levels are answered with VALIDATION_ERROR for that id, and the connection goes on',
    ),
    sse: proof(
      SUBSCRIPTIONS,
      'SSE variables nested deeper than 64 levels are refused with 400 VALIDATION_ERROR, in a POST body and in a GET URL',
    ),
    'rest-training': restNesting,
    'rest-compliance': restNesting,
    'rest-factory': restNesting,
    'file-links': noBody('nothing in it nests'),
    'subgraph-training': subgraphNesting,
    'subgraph-compliance': subgraphNesting,
    'subgraph-factory': subgraphNesting,
  },
  counts: {
    'http-post': proof(
      ABUSE,
      'more than 20 aliases of one field are refused, whether written side by side, in fragments or in inline fragments',
    ),
    'http-get': crafted,
    multipart: crafted,
    websocket: proof(
      SUBSCRIPTIONS,
      'a subscription beyond SUBSCRIPTION_MAX_PER_CONNECTION is refused with RATE_LIMIT_EXCEEDED for its id alone, and a place freed by a complete is taken again',
    ),
    sse: perUserSubscriptions,
    'rest-training': proof(
      'test/rest/training-rate-limits.e2e.test.ts',
      'repeated GET /courses end with 429 in the training error shape, with the rate-limit headers and Retry-After',
    ),
    'rest-compliance': proof(
      'test/rest/compliance-rate-limits.e2e.test.ts',
      'anonymous requests are limited per address, with the four headers and retryAfter in the body',
    ),
    'rest-factory': proof(
      'test/rest/factory-configuration.e2e.test.ts',
      'applies per tenant, with the headers and a 429 beyond it; other tenants and super-admins are not counted',
    ),
    'file-links': noBody('one request names one file; how many a client holds at once is the connections row'),
    'subgraph-training': subgraphAnonymousShare('training'),
    'subgraph-compliance': subgraphAnonymousShare('compliance'),
    'subgraph-factory': subgraphAnonymousShare('factory'),
  },
  time: {
    'http-post': proof(
      CONNECTIONS,
      'the gateway cuts a body trickled below the minimum rate once the grace has passed',
    ),
    'http-get': headDeadline,
    multipart: proof(
      CONNECTIONS,
      'the gateway cuts an upload whose file is trickled below the minimum rate once the grace has passed',
    ),
    websocket: proof(
      SUBSCRIPTIONS,
      'a WebSocket whose connection_init is not authorized within SUBSCRIPTION_INIT_TIMEOUT_MS is closed with 4408, and one that sends it in time is acknowledged',
    ),
    sse: headDeadline,
    'rest-training': restSlowBody('training'),
    'rest-compliance': restSlowBody('compliance'),
    'rest-factory': restSlowBody('factory'),
    'file-links': headDeadline,
    'subgraph-training': subgraphSlowBody('training'),
    'subgraph-compliance': subgraphSlowBody('compliance'),
    'subgraph-factory': subgraphSlowBody('factory'),
  },
  identity: {
    'http-post': proof(
      IDENTITY,
      'gateway HTTP POST: a tenant claim of another tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused and changes nothing; the owner still works',
    ),
    'http-get': proof(
      IDENTITY,
      'gateway HTTP GET: a tenant claim of another tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused; the owner still works',
    ),
    multipart: proof(
      IDENTITY,
      'gateway multipart: an upload to an entity of another tenant under a tenant claim of that tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused and stores nothing; the owner still uploads',
    ),
    websocket: proof(
      IDENTITY,
      'gateway WebSocket: connection_init with a tenant claim of another tenant or a sub that is no user closes 4403, with a wrong aud, role anon or service_role, a future iat or a factory token 4401; the owner is connected',
    ),
    sse: proof(
      IDENTITY,
      'gateway SSE: a subscription with a tenant claim of another tenant or a sub that is no user answers 403 FORBIDDEN, with a wrong aud, role anon or service_role, a future iat or a factory token 401 UNAUTHORIZED; the owner gets the stream',
    ),
    'rest-training': trainingIdentity,
    'rest-compliance': proof(
      IDENTITY,
      'REST compliance: GET and PATCH /api/v1/entities/:id of another tenant under its tenant claim, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token answer 403 or 401 in the compliance error shape and change nothing; the owner still works',
    ),
    'rest-factory': factoryIdentity,
    'file-links': proof(
      'test/gateway/files.test.ts',
      'answers 403 for an expired or forged link, 404 for a missing file or an unknown source',
    ),
    'subgraph-training': trainingIdentity,
    'subgraph-compliance': proof(
      IDENTITY,
      'compliance subgraph listener: a tenant claim of another tenant, a sub that is no user, a wrong aud, role anon or service_role, a future iat or a factory token is refused and changes nothing; the owner still works',
    ),
    'subgraph-factory': factoryIdentity,
  },
  'error-shape': {
    'http-post': proof(
      PIPELINE,
      'every GraphQL listener answers several operations without operationName with 400 VALIDATION_ERROR (the gateway answered 500)',
    ),
    'http-get': proof(
      PIPELINE,
      'every GraphQL listener answers an unknown operationName with 400 VALIDATION_ERROR (the gateway answered 500)',
    ),
    multipart: proof(
      PIPELINE,
      '500 client-aborted requests are logged below warn and never counted as 5xx, on the gateway and the REST adapter',
    ),
    websocket: proof(
      SUBSCRIPTIONS,
      'a subscribe with a syntax error is answered with an error for its id, and another subscription on the same WebSocket still receives events',
    ),
    sse: proof(
      SUBSCRIPTIONS,
      'an SSE request with a syntax error, or that is no subscription request, is answered 400 VALIDATION_ERROR in GraphQL JSON',
    ),
    'rest-training': proof(
      'test/security/json-errors.test.ts',
      'the REST adapter answers every abuse under a legacy base path in that service’s error shape',
    ),
    'rest-compliance': rest413('compliance'),
    'rest-factory': rest413('factory'),
    'file-links': proof(
      PIPELINE,
      'the gateway answers a link of an unknown source 404 and a bad token 403, in the GraphQL error shape',
    ),
    'subgraph-training': subgraphErrors,
    'subgraph-compliance': subgraphErrors,
    'subgraph-factory': subgraphErrors,
  },
};
