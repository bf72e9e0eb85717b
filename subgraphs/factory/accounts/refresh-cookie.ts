import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../../platform/config.js';

/**
 * The refresh-token cookie of the factory spec (`refreshToken`, httpOnly). It is scoped to the legacy auth
 * routes, the only ones that read it (`GET /auth/refresh`, `GET /auth/logout`), so that no other request
 * carries it; SameSite=Strict keeps other sites from making the browser send it; Secure in production.
 */
export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/factory/api/v1/auth';
/** How long a refresh token is valid; each rotation issues a new one for as long again. */
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

function attributes(settings: Pick<Config, 'NODE_ENV'>): string {
  return `Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict${settings.NODE_ENV === 'production' ? '; Secure' : ''}`;
}

/** The Set-Cookie value that hands `token` to the client until `expiresAt`. */
export function refreshCookie(settings: Pick<Config, 'NODE_ENV'>, token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  return `${REFRESH_COOKIE}=${token}; Max-Age=${maxAge}; Expires=${expiresAt.toUTCString()}; ${attributes(settings)}`;
}

/** The Set-Cookie value that makes the client drop the cookie. */
export function clearedRefreshCookie(settings: Pick<Config, 'NODE_ENV'>): string {
  return `${REFRESH_COOKIE}=; Max-Age=0; Expires=${new Date(0).toUTCString()}; ${attributes(settings)}`;
}

/** The refresh token the client sent, if any (the first `refreshToken` of the Cookie header). */
export function presentedRefreshToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== REFRESH_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}
