import type { Readable } from 'node:stream';

/** What `FileStorage.write` kept. */
export interface StoredFile {
  readonly key: string;
  readonly size: number;
  /** The MIME type the content showed (e.g. `image/tiff`), `application/octet-stream` when unrecognised. */
  readonly contentType: string;
  /** Hex SHA-256 of the bytes kept. */
  readonly sha256: string;
}

export interface StoredFileInfo {
  readonly size: number;
  readonly modifiedAt: Date;
}

/**
 * Where the bytes of `FileStorage` live. Keys reach a backend already validated (`assertStorageKey`). Writing
 * is in two steps so that the facade can judge a complete file before the backend makes it visible.
 */
export interface StorageBackend {
  /** A fresh file path where `write` collects the bytes of `key` before they are judged. */
  stagingPath(key: string): Promise<string>;
  /**
   * Makes the staged, accepted file the content of `key`, replacing any previous one at once (a reader sees
   * the old or the new file, never a mix). The staged file may be consumed; the caller removes what is left.
   */
  commit(key: string, stagedPath: string, file: StoredFile): Promise<void>;
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The bytes of `key`; a missing file errors the stream with an error whose `code` is 'ENOENT'. */
  read(key: string): Readable;
  /** Deletes the file; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of lower-case words: `training/course-brochures/fa-101.pdf`. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses keys that could name something outside the storage (`..`, absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key "${key}"`);
}

/** The error a read of a missing file fails with, shaped like the file system's so that callers need no backend check. */
export function missingFileError(key: string, cause?: unknown): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file "${key}"`, { cause }), { code: 'ENOENT' });
}
