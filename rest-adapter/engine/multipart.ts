import busboy from 'busboy';
import type { Request } from 'express';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '../../platform/errors.js';
import { badRequest, RestError } from './errors.js';
import type { UploadSpec } from './types.js';

/** A file of a legacy multipart request, kept on disk until the GraphQL multipart request has been sent. */
export interface ReceivedFile {
  readonly field: string;
  readonly variablePath: string;
  readonly filename: string;
  readonly mimetype: string;
  readonly path: string;
  readonly size: number;
}

export interface ReceivedMultipart {
  /** The text fields, as a JSON body would give them. */
  readonly fields: Record<string, string>;
  readonly files: readonly ReceivedFile[];
  /** Removes the spooled files. */
  cleanup(): Promise<void>;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles?: number;
  maxFields?: number;
}

export function isMultipart(req: Request): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads a legacy multipart request. Files are spooled to a private temporary directory because legacy
 * clients may send text fields after the file, while a GraphQL multipart request must state every variable
 * before its first file. Limits are enforced while reading: an oversized file is refused with 413 without
 * being kept, and no file outside the route's declaration is accepted.
 *
 * However the request ends (complete, refused, malformed, cut off by its client or by the server's request
 * timeout), nothing is left behind: the file being spooled is closed and the directory removed.
 */
export async function receiveMultipart(
  req: Request,
  spec: UploadSpec,
  limits: MultipartLimits,
): Promise<ReceivedMultipart> {
  refuseDeclaredOversize(req, spec, limits);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble every name outside ASCII.
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles ?? Object.keys(spec.files).length,
        fields: limits.maxFields ?? 50,
        fieldSize: 64 * 1024,
      },
    });
  } catch {
    req.resume();
    throw badRequest('Malformed multipart request');
  }
  const directory = await mkdtemp(join(tmpdir(), 'rest-upload-'));
  const cleanup = () => rm(directory, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const spooling: Promise<void>[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      // A file over the limit: busboy drops the rest of it and parsing goes on to the end of the body, so that
      // the client reads the 413 rather than a reset connection.
      let oversize: RestError | undefined;
      const fail = (error: RestError) => {
        req.unpipe(parser);
        // Destroying the parser destroys the file it is in the middle of, which closes that file's spool stream.
        parser.destroy();
        // The rest of a request still arriving is read and dropped, for the same reason.
        if (!req.destroyed) req.resume();
        reject(error);
      };
      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (field, stream, info) => {
        const declared = spec.files[field];
        if (!declared || files.some((file) => file.field === field)) {
          // Destroying the parser below fails this file's stream with "Unexpected end of file": nobody reads it.
          stream.on('error', () => undefined);
          stream.resume();
          fail(badRequest(`Unexpected file field "${field}"`));
          return;
        }
        const path = join(directory, String(files.length));
        // busboy answers '' for a name that is only a directory part ('..'); the file still needs one on its way to
        // the gateway, where form-data would otherwise name it after the spool file ("0").
        const received = {
          field,
          variablePath: declared.variablePath,
          filename: info.filename || 'upload',
          mimetype: info.mimeType,
          path,
          size: 0,
        };
        files.push(received);
        stream.on('data', (chunk: Buffer) => {
          received.size += chunk.length;
        });
        stream.on('limit', () => {
          oversize ??= new RestError(
            ErrorCode.PAYLOAD_TOO_LARGE,
            `File "${field}" exceeds the limit of ${limits.maxFileBytes} bytes`,
          );
        });
        const spooled = pipeline(stream, createWriteStream(path));
        // Awaited below (or settled on failure); until then a parser error that fails it must not count as unhandled.
        spooled.catch(() => undefined);
        spooling.push(spooled);
      });
      parser.on('filesLimit', () => fail(badRequest('Too many files')));
      parser.on('fieldsLimit', () => fail(badRequest('Too many fields')));
      parser.on('error', () => fail(badRequest('Malformed multipart request')));
      parser.on('close', () => (oversize ? reject(oversize) : resolve()));
      // Gone before its body ended: the client went away, or the server's request timeout cut the connection.
      req.once('close', () => {
        if (!req.readableEnded) fail(badRequest('The request ended before its body was complete'));
      });
      req.pipe(parser);
    });
    await Promise.all(spooling);
    for (const [field, declared] of Object.entries(spec.files)) {
      if (declared.required !== false && !files.some((file) => file.field === field)) {
        throw badRequest(`Missing file field "${field}"`);
      }
    }
    return { fields, files, cleanup };
  } catch (error) {
    await Promise.allSettled(spooling);
    await cleanup();
    throw error;
  }
}

/** Room for the text fields and the multipart framing around the files. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/**
 * A request whose declared length cannot fit the route's files is refused before a byte of it is read, so a
 * client is told at once instead of after uploading everything (the stream limit still catches the rest).
 */
function refuseDeclaredOversize(req: Request, spec: UploadSpec, limits: MultipartLimits): void {
  const declared = Number(req.headers['content-length']);
  const largest = limits.maxFileBytes * Object.keys(spec.files).length + MULTIPART_OVERHEAD_BYTES;
  if (Number.isFinite(declared) && declared > largest) {
    // Discarded as it arrives (never kept), so that the client can read the answer instead of a reset connection.
    req.resume();
    throw new RestError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The request exceeds the upload limit of ${limits.maxFileBytes} bytes per file`,
    );
  }
}
