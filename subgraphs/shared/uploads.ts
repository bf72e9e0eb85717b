import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError, ErrorCode, validationError } from '../../platform/errors.js';
import type { FileStorage, StoredFile, WriteOptions } from './storage.js';
import { acceptedContentType, sniffFileType } from './storage/file-kinds.js';

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
  try {
    const upload = await file;
    const stored = await storage.write(key, upload.createReadStream(), options);
    return { filename: displayName(upload.filename), stored };
  } catch (error) {
    throw uploadFailure(error);
  }
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
  try {
    const upload = await file;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of upload.createReadStream()) {
      size += (chunk as Buffer).length;
      if (options.maxBytes !== undefined && size > options.maxBytes) {
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `File exceeds the limit of ${options.maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    if (size === 0) throw validationError('The file is empty');
    const content = Buffer.concat(chunks);
    return {
      filename: displayName(upload.filename),
      content,
      contentType: acceptedContentType(await sniffFileType(content), options.accept),
    };
  } catch (error) {
    throw uploadFailure(error);
  }
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
