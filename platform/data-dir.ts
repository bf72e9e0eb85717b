import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { config } from './config.js';

/** Absolute path of something kept under the data directory (`.data` unless DATA_DIR says otherwise). */
export function dataPath(...parts: string[]): string {
  return resolve(config().DATA_DIR, ...parts);
}

/**
 * A secret generated on first use and kept under `.data/secrets`, so that development tokens and signed
 * links stay valid across restarts and are shared by every component of the stack.
 */
export function persistentSecret(name: string): string {
  const file = dataPath('secrets', name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    // Only the secrets folder is private: the data directory itself must stay traversable, because the
    // embedded PostgreSQL runs as another user (when started by root) and keeps its files below it.
    mkdirSync(dirname(dirname(file)), { recursive: true });
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    try {
      // 'wx' makes concurrent first starts agree on one secret: the loser reads the winner's.
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
