import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageBackend, StoredFileInfo } from './backend.js';

/**
 * Files under a local directory. Staged files sit next to their target, on the same file system, so that
 * `commit` is one atomic rename.
 */
export class LocalDirectoryBackend implements StorageBackend {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Second line of defence behind the key rules: whatever the key, the path stays below the root. */
  #path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key "${key}"`);
    return path;
  }

  async stagingPath(key: string): Promise<string> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    return `${path}.${randomUUID()}.part`;
  }

  async commit(key: string, stagedPath: string): Promise<void> {
    await rename(stagedPath, this.#path(key));
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.#path(key));
      return { size: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string): Readable {
    return createReadStream(this.#path(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}
