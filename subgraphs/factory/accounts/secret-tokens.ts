import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque secrets handed to clients (refresh tokens, password-reset tokens): 256 random bits, URL-safe.
 * Only their SHA-256 is stored; a fast hash is enough since the secret itself cannot be guessed.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
