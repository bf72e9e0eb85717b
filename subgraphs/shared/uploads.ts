import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { Readable } from 'node:stream';
import { AppError, ErrorCode, validationError } from '../../platform/errors.js';
import { acceptedContentType, sniffFileType } from './storage/file-kinds.js';
import type { FileStorage, StoredFile, WriteOptions } from './storage.js';

/**
 * A failure of a GraphQL upload stream in our error codes: graphql-upload reports its size limit and broken
 * requests as HTTP errors; our own errors (a refused file type, the storage's size limit) pass unchanged.
 */
export function uploadFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : 'Upload failed';
  if (status === 413) return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message);
  if (typeof status === 'number' && status >= 400 && status < 500) return validationError(`Upload failed: ${message}`);
  return error;
}

/**
 * The one way the subgraphs read a GraphQL upload: `consume` gets the file's bytes and the client's name for it, and
 * a failure of the upload comes out in our error codes (see `uploadFailure`).
 *
 * graphql-upload destroys a file's read streams with its error when the request breaks (PayloadTooLargeError once
 * the file passes MAX_UPLOAD_BYTES, a disconnect), whenever that happens: also while the stream waits for `consume`
 * to start reading (storage.write first awaits its staging path). An 'error' event nobody listens to is an uncaught
 * exception, which ends the process. The listener here only keeps the event from being unhandled: the error
 * stays the stream's, and whatever reads it (pipeline, for await) still gets it. A stream `consume` left unread is
 * destroyed, or it would keep graphql-upload's temporary file for the life of the process.
 */
async function readUploadWith<T>(
  file: Promise<FileUpload>,
  consume: (stream: Readable, filename: string) => Promise<T>,
): Promise<T> {
  let stream: Readable | undefined;
  try {
    const upload = await file;
    stream = upload.createReadStream();
    stream.on('error', () => undefined);
    return await consume(stream, displayName(upload.filename));
  } catch (error) {
    throw uploadFailure(error);
  } finally {
    stream?.destroy();
  }
}

export interface ReceivedUpload {
  /** The name the client gave the file (a display name only: never a storage path). */
  readonly filename: string;
  readonly stored: StoredFile;
}

/**
 * Streams a GraphQL upload into storage under `key`, checked as it arrives (size, kind of content): a refused
 * file leaves nothing behind and answers VALIDATION_ERROR or PAYLOAD_TOO_LARGE.
 */
export async function storeUpload(
  key: string,
  file: Promise<FileUpload>,
  options: WriteOptions,
  storage: FileStorage,
): Promise<ReceivedUpload> {
  return readUploadWith(file, async (stream, filename) => ({
    filename,
    stored: await storage.write(key, stream, options),
  }));
}

export interface UploadInMemory {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

/**
 * Reads a GraphQL upload that is only worked on, never kept, with the same checks as `storeUpload`: the size
 * limit while it arrives and the kind of content once it is complete.
 */
export async function readUpload(file: Promise<FileUpload>, options: WriteOptions): Promise<UploadInMemory> {
  return readUploadWith(file, async (stream, filename) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (options.maxBytes !== undefined && size > options.maxBytes) {
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `File exceeds the limit of ${options.maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    if (size === 0) throw validationError('The file is empty');
    const content = Buffer.concat(chunks);
    return {
      filename,
      content,
      contentType: acceptedContentType(await sniffFileType(content), options.accept),
    };
  });
}

/** The client's file name without any directory part or control characters, at most 255 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : 'upload';
}
