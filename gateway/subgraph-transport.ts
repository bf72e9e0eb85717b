import { fetch, request as undiciRequest, type Agent } from 'undici';
import { deadline, type Deadline } from './subgraph-timeout.js';
import { multipartBody, type PendingFile } from './uploads.js';

/** One subgraph call as it goes on the wire. */
export interface SubgraphRequest {
  readonly url: string;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON operation (with any file as null, as the GraphQL multipart request spec wants `operations`). */
  readonly body: string;
  /** The client's files, streamed on as a GraphQL multipart request. */
  readonly files: readonly PendingFile[];
  /** Settles once the client has sent its files (GatewayContext.uploadReceived). */
  readonly uploadReceived?: Promise<void>;
}

export interface TransportSettings {
  /** Keep-alive connection pools to the subgraphs, shared by all data sources. */
  readonly agent: Agent;
  /** How long one subgraph call may take before it is aborted. */
  readonly timeoutMs: number;
}

/**
 * A subgraph's answer, read whole: what the data source, the deduplication (which hands one answer to every caller
 * sharing it) and the error mapping read of it. A plain value rather than a Fetch Response, whose web streams cost
 * more than the rest of a call when the body is written into one and read back out.
 */
export interface SubgraphAnswer {
  readonly status: number;
  /** Lower-case names; a repeated header (Set-Cookie) as a list. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The body's text, decoded from its bytes when first read (an answer passed on unchanged never is). */
  readonly body: string;
  /** The body's bytes as they came: what an answer passed on unchanged is written as, without encoding it again. */
  readonly bytes: Buffer;
}

class AnswerReadAsBytes implements SubgraphAnswer {
  #text: string | undefined;

  constructor(
    readonly status: number,
    readonly headers: SubgraphAnswer['headers'],
    readonly bytes: Buffer,
  ) {}

  get body(): string {
    this.#text ??= this.bytes.toString('utf8');
    return this.#text;
  }
}

const answerOf = (status: number, headers: SubgraphAnswer['headers'], body: ArrayBuffer): SubgraphAnswer =>
  new AnswerReadAsBytes(status, headers, Buffer.from(body));

const DATA_ALONE_OPENING = Buffer.from('{"data":');
const APOLLO_SERVER_CLOSING = Buffer.from('}\n');

/**
 * Whether an answer's bytes begin as an answer of data alone does (`{"data":`) and, with `asApolloServerWrites`, end
 * as Apollo Server ends the one it writes (`}` and a newline): read off the bytes, which stay undecoded.
 */
export function readsAsDataAlone(answer: SubgraphAnswer, asApolloServerWrites = false): boolean {
  const { bytes } = answer;
  return (
    bytes.subarray(0, DATA_ALONE_OPENING.length).equals(DATA_ALONE_OPENING) &&
    (!asApolloServerWrites || bytes.subarray(bytes.length - APOLLO_SERVER_CLOSING.length).equals(APOLLO_SERVER_CLOSING))
  );
}

/** A call that failed because the client's upload did (cut off by the size limit, client gone): not the subgraph's fault. */
export class UploadInterruptedError extends Error {
  override name = 'UploadInterruptedError';
}

/** Sends one call with undici over the shared keep-alive agent, within the call's deadline; files as a GraphQL multipart request. */
export async function transmit(request: SubgraphRequest, settings: TransportSettings): Promise<SubgraphAnswer> {
  const callDeadline = deadline(settings.timeoutMs);
  try {
    return await (request.files.length ? sendMultipart : sendJson)(request, settings, callDeadline);
  } finally {
    callDeadline.release();
  }
}

async function sendJson(
  request: SubgraphRequest,
  settings: TransportSettings,
  { signal, arm }: Deadline,
): Promise<SubgraphAnswer> {
  arm();
  // undici's request() rather than fetch(): the body is read whole anyway, and fetch's web streams cost more.
  const answer = await undiciRequest(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal,
    dispatcher: settings.agent,
  });
  return answerOf(answer.statusCode, answer.headers, await answer.body.arrayBuffer());
}

/** A call with the client's files, as a GraphQL multipart request. */
async function sendMultipart(
  request: SubgraphRequest,
  settings: TransportSettings,
  { signal, arm }: Deadline,
): Promise<SubgraphAnswer> {
  let multipart: Awaited<ReturnType<typeof multipartBody>>;
  try {
    multipart = await multipartBody(request.body, request.files);
  } catch (error) {
    throw new UploadInterruptedError('The upload failed before it was sent to the subgraph', { cause: error });
  }
  const { 'content-type': _json, ...headers } = request.headers;
  let uploadFailure: Error | undefined;
  multipart.body.once('error', (error: Error) => (uploadFailure = error));
  // An upload takes as long as the client takes to send it: the deadline starts once the subgraph has it all, or once
  // the client has sent it all, whichever comes first.
  multipart.body.once('end', arm);
  void request.uploadReceived?.then(arm);
  try {
    const answer = await fetch(request.url, {
      method: 'POST',
      headers: { ...headers, ...multipart.headers, 'apollo-require-preflight': 'true' },
      body: multipart.body,
      duplex: 'half',
      signal,
      dispatcher: settings.agent,
    });
    const answerHeaders: Record<string, string | string[]> = Object.fromEntries(answer.headers);
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) answerHeaders['set-cookie'] = cookies;
    return answerOf(answer.status, answerHeaders, await answer.arrayBuffer());
  } catch (error) {
    if (uploadFailure) throw new UploadInterruptedError(uploadFailure.message, { cause: uploadFailure });
    throw error;
  }
}
