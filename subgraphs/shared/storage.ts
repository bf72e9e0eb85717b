import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { config, type Config } from '../../platform/config.js';
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
 * Uploaded and generated files: in the S3-compatible bucket S3_BUCKET when configured (shared by all
 * replicas), else under STORAGE_DIR (default `.data/storage`); an explicit directory always means that
 * directory. A write is collected in a private staging file and judged (size, content) before the backend
 * makes it visible, so that a reader never sees half a file and a refused upload leaves nothing behind.
 */
export class FileStorage {
  readonly backend: StorageBackend;

  constructor(location?: string | StorageBackend) {
    if (typeof location === 'string') this.backend = new LocalDirectoryBackend(location);
    else this.backend = location ?? configuredBackend();
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

let configured: { config: Config; backend: StorageBackend } | undefined;

/** The backend the configuration names; an S3 client is kept while the configuration stays the same. */
function configuredBackend(): StorageBackend {
  const current = config();
  if (!current.S3_BUCKET) return new LocalDirectoryBackend(current.STORAGE_DIR ?? dataPath('storage'));
  if (configured?.config !== current) {
    // The replaced client is left to finish what it is doing; its idle connections do not hold the process.
    configured = { config: current, backend: s3BackendOf(current, current.S3_BUCKET) };
  }
  return configured.backend;
}

function s3BackendOf(settings: Config, bucket: string): S3Backend {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return new S3Backend({
    bucket,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    keyPrefix: settings.S3_KEY_PREFIX,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
