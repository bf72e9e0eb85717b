import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { config, type Config } from './config.js';

/** Absolute path of something kept under the data directory (`.data` unless DATA_DIR says otherwise). */
export function dataPath(...parts: string[]): string {
  return resolve(config().DATA_DIR, ...parts);
}

/**
 * Every secret the platform generates when its variable is unset, and the file under `DATA_DIR/secrets` that keeps
 * it. Components that share DATA_DIR (one machine, one volume) agree on these by themselves; replicas with data
 * folders of their own must be given the variables (README, Operations).
 */
export const GENERATED_SECRETS = {
  /** The identity provider's access tokens: compliance and the gateway's subscriptions check them. */
  IDP_JWT_SECRET: 'idp-jwt-secret',
  /** The factory's access tokens. */
  FACTORY_JWT_SECRET: 'factory-jwt-secret',
  /** The kit's signed file links (training, compliance). */
  FILE_LINK_SECRET: 'file-links',
  /** Event cursors (the outbox relays of the three subgraphs issue them, compliance checks them). */
  EVENT_CURSOR_SECRET: 'event-cursors',
} as const satisfies Partial<Record<keyof Config, string>>;

export type GeneratedSecret = keyof typeof GENERATED_SECRETS;

/** What of a configuration a secret needs: its variable, and the data directory that keeps a generated one. */
export type SecretSettings<Secret extends GeneratedSecret = GeneratedSecret> = Pick<Config, Secret | 'DATA_DIR'>;

/** The secret `variable` gives, else the one generated once under DATA_DIR for it. */
export function secretOf<Secret extends GeneratedSecret>(
  variable: Secret,
  settings: SecretSettings<Secret> = config(),
): string {
  return settings[variable] ?? persistentSecret(GENERATED_SECRETS[variable], settings);
}

/**
 * Generated secrets this process has read, by data directory and name: a request that checks a token must neither
 * read a file (it did, once per request: 1.6% of the factory report's time) nor resolve its path. A secret file is
 * written once and never changed; a new one reaches a process when it restarts.
 */
const secretsRead = new Map<string, string>();

/**
 * A secret generated on first use and kept under `.data/secrets`, so that development tokens and signed
 * links stay valid across restarts and are shared by every component of the stack.
 */
function persistentSecret(name: string, settings: Pick<Config, 'DATA_DIR'>): string {
  const key = `${settings.DATA_DIR}\0${name}`;
  let secret = secretsRead.get(key);
  if (secret === undefined) {
    secret = readOrCreateSecret(resolve(settings.DATA_DIR, 'secrets', name));
    secretsRead.set(key, secret);
  }
  return secret;
}

function readOrCreateSecret(file: string): string {
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
