import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { config } from '../../platform/config.js';
import { AppError, ErrorCode, validationError } from '../../platform/errors.js';
import { dataPath } from '../../platform/data-dir.js';

/** Keys are relative paths of lower-case words: `training/course-brochures/fa-101.pdf`. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export interface StoredFile {
  readonly key: string;
  readonly size: number;
}

export interface WriteOptions {
  /** Largest accepted size in bytes; larger input is refused with PAYLOAD_TOO_LARGE and nothing is kept. */
  maxBytes?: number;
  /** Checks the first bytes (e.g. that a file really is a PDF) before anything is kept. */
  expect?: 'pdf';
}

/**
 * Uploaded and generated files, under STORAGE_DIR (default `.data/storage`). Writes go to a temporary file
 * first and are renamed into place, so that a reader never sees half a file and a refused upload leaves none.
 */
export class FileStorage {
  readonly root: string;

  constructor(root: string = config().STORAGE_DIR ?? dataPath('storage')) {
    this.root = resolve(root);
  }

  #path(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key "${key}"`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key "${key}"`);
    return path;
  }

  async write(key: string, source: Readable | Buffer, options: WriteOptions = {}): Promise<StoredFile> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    let size = 0;
    let head = Buffer.alloc(0);
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (options.maxBytes !== undefined && size > options.maxBytes) {
          done(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `File exceeds the limit of ${options.maxBytes} bytes`));
          return;
        }
        if (head.length < 4100) head = Buffer.concat([head, chunk.subarray(0, 4100 - head.length)]);
        done(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, guard, createWriteStream(temporary, { mode: 0o600 }));
      if (size === 0) throw validationError('The file is empty');
      if (options.expect === 'pdf' && !(await isPdf(head))) throw validationError('The file is not a PDF document');
      await rename(temporary, path);
      return { key, size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** The file's size and modification time, or null when absent. */
  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    try {
      const info = await stat(this.#path(key));
      return { size: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string): ReadStream {
    return createReadStream(this.#path(key));
  }

  async readAll(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}

/** Judged by content (magic bytes and structure), never by the name or the declared type. */
async function isPdf(head: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(head);
  return type?.mime === 'application/pdf';
}
