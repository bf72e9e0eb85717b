import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../platform/config.js';
import { dataPath } from '../../platform/data-dir.js';
import { AppError, ErrorCode, validationError } from '../../platform/errors.js';
import { assertStorageKey, type StorageBackend, type StoredFile, type StoredFileInfo } from './storage/backend.js';
import { acceptedContentType, sniffFileTypeOfFile, type FileKind } from './storage/file-kinds.js';
import { LocalDirectoryBackend } from './storage/local-directory-backend.js';
import { S3Backend } from './storage/s3-backend.js';

export type { StorageBackend, StoredFile, StoredFileInfo } from './storage/backend.js';
export { sniffFileType, type FileKind } from './storage/file-kinds.js';
export { LocalDirectoryBackend } from './storage/local-directory-backend.js';
export { S3Backend } from './storage/s3-backend.js';

export interface WriteOptions {
  /** Largest accepted size in bytes; larger input is refused with PAYLOAD_TOO_LARGE and nothing is kept. */
  maxBytes?: number;
  /** The kinds of file accepted, judged by content (not by name or declared type) before anything is kept. */
  accept?: readonly FileKind[];
}

/**
 * Uploaded and generated files, in a directory or a backend (`configuredStorage` gives the one the subgraph's
 * configuration names). A write is collected in a private staging file and judged (size, content) before the backend
 * makes it visible, so that a reader never sees half a file and a refused upload leaves nothing behind.
 */
export class FileStorage {
  readonly backend: StorageBackend;

  constructor(location: string | StorageBackend) {
    this.backend = typeof location === 'string' ? new LocalDirectoryBackend(location) : location;
  }

  async write(key: string, source: Readable | Buffer, options: WriteOptions = {}): Promise<StoredFile> {
    assertStorageKey(key);
    const staged = await this.backend.stagingPath(key);
    const hash = createHash('sha256');
    let size = 0;
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (options.maxBytes !== undefined && size > options.maxBytes) {
          done(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `File exceeds the limit of ${options.maxBytes} bytes`));
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(
        Buffer.isBuffer(source) ? Readable.from([source]) : source,
        guard,
        createWriteStream(staged, { mode: 0o600, flags: 'wx' }),
      );
      if (size === 0) throw validationError('The file is empty');
      // Judged from the complete file: some formats (a TIFF's directory) may sit anywhere in it.
      const contentType = acceptedContentType(await sniffFileTypeOfFile(staged), options.accept);
      const stored: StoredFile = { key, size, contentType, sha256: hash.digest('hex') };
      await this.backend.commit(key, staged, stored);
      return stored;
    } finally {
      await rm(staged, { force: true });
    }
  }

  /** The file's size and modification time, or null when absent. */
  async stat(key: string): Promise<StoredFileInfo | null> {
    assertStorageKey(key);
    return this.backend.stat(key);
  }

  /** The file's bytes; a missing file errors the stream with an ENOENT-coded error. */
  read(key: string): Readable {
    assertStorageKey(key);
    return this.backend.read(key);
  }

  async readAll(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.backend.remove(key);
  }
}

/** What of a subgraph's configuration says where files are kept. */
export type StorageSettings = Pick<
  Config,
  | 'STORAGE_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_KEY_PREFIX'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** One S3 client per configuration (read once at start and handed on), not one per request. */
const s3Backends = new WeakMap<StorageSettings, S3Backend>();

/**
 * The storage the configuration names: the S3-compatible bucket S3_BUCKET when set (shared by all replicas),
 * else the directory STORAGE_DIR (default `.data/storage`).
 */
export function configuredStorage(settings: StorageSettings): FileStorage {
  if (!settings.S3_BUCKET) return new FileStorage(settings.STORAGE_DIR ?? dataPath('storage'));
  let backend = s3Backends.get(settings);
  if (!backend) {
    backend = s3BackendOf(settings, settings.S3_BUCKET);
    s3Backends.set(settings, backend);
  }
  return new FileStorage(backend);
}

function s3BackendOf(settings: StorageSettings, bucket: string): S3Backend {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return new S3Backend({
    bucket,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    keyPrefix: settings.S3_KEY_PREFIX,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
