import type { NextFunction, Request, Response } from 'express';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import Upload from 'graphql-upload/Upload.mjs';
import { PassThrough, type Readable } from 'node:stream';
import { loadOnFirstUse } from '../platform/lazy.js';

/** form-data (with a MIME table of its own), loaded by the first upload forwarded. */
const formData = loadOnFirstUse(() => import('form-data'));

/** Objects of JSON input; the gateway builds each subgraph's variables with Object.create(null). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** One file found in a subgraph request's variables, with its path in GraphQL multipart `map` notation. */
export interface PendingFile {
  /** e.g. `variables.input.files.1` */
  readonly path: string;
  readonly upload: Upload;
}

/**
 * Finds every Upload (placed in the variables by graphql-upload at the gateway) and returns a copy of the
 * variables in which each is replaced by `null`, as the GraphQL multipart request spec wants `operations`.
 */
export function extractUploads(variables: Record<string, unknown> | undefined): {
  variables: Record<string, unknown> | undefined;
  files: PendingFile[];
} {
  const files: PendingFile[] = [];
  if (!variables) return { variables, files };
  // A loop, not recursion: clients nest JSON variables deeper than the call stack reaches.
  const replaced: Record<string, unknown> = { ...variables };
  const pending: { container: Record<string, unknown>; path: string }[] = [{ container: replaced, path: 'variables' }];
  for (let next = 0; next < pending.length; next++) {
    const { container, path } = pending[next];
    for (const [key, value] of Object.entries(container)) {
      if (value instanceof Upload) {
        files.push({ path: `${path}.${key}`, upload: value });
        container[key] = null;
      } else if (Array.isArray(value) || isPlainObject(value)) {
        const copy = Array.isArray(value) ? [...(value as unknown[])] : { ...value };
        container[key] = copy;
        pending.push({ container: copy as Record<string, unknown>, path: `${path}.${key}` });
      }
    }
  }
  return files.length ? { variables: replaced, files } : { variables, files };
}

export interface MultipartBody {
  /** The request body, streamed: the files are read from graphql-upload's buffers as the subgraph takes them. */
  readonly body: Readable;
  /** `content-type` with the boundary. */
  readonly headers: Record<string, string>;
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) for one subgraph:
 * `operations` (the JSON the data source would have sent, files as null), `map`, then each file as a stream.
 * A file that fails while streaming (for example one cut off by the upload size limit) errors the body.
 */
export async function multipartBody(operations: string, files: readonly PendingFile[]): Promise<MultipartBody> {
  const resolved: FileUpload[] = await Promise.all(files.map((file) => file.upload.promise));
  const { default: FormData } = await formData();
  // form-data's default 2 MB cap only concerns data buffered before piping; files are paused until their turn.
  const form = new FormData({ maxDataSize: Infinity });
  form.append('operations', operations, { contentType: 'application/json' });
  form.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))), {
    contentType: 'application/json',
  });
  resolved.forEach((file, index) => {
    // busboy answers '' for a name that is only a directory part ('..'); without a name the part would reach the
    // subgraph as a text field instead of a file.
    form.append(String(index), file.createReadStream(), {
      filename: file.filename || 'upload',
      contentType: file.mimetype,
    });
  });
  // form-data is an old-style stream: hand its bytes to a modern Readable and carry its errors over.
  const body = new PassThrough();
  form.on('error', (error: Error) => body.destroy(error));
  form.pipe(body);
  return { body, headers: form.getHeaders() };
}

/** The headers Apollo Server's CSRF prevention takes as a sign of a preflighted request (its defaults). */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'] as const;

/**
 * Refuses a multipart request (a file upload) that Apollo Server's CSRF prevention would refuse, before its files
 * are read, with a message naming the header to send. Apollo's own message, written for every kind of request,
 * suggests changing the content type first, which an upload cannot do.
 */
export function requireUploadPreflight(req: Request, _res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data') || PREFLIGHT_HEADERS.some((header) => req.get(header))) return next();
  const message =
    'Send the header "Apollo-Require-Preflight: true" with a multipart request (a file upload): without it the gateway refuses it as a potential Cross-Site Request Forgery (CSRF)';
  next(Object.assign(new Error(message), { status: 400, expose: true }));
}
