import type { Config } from '../../platform/config.js';
import { conflict, serviceUnavailable, validationError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';

/** A user as the GoTrue-compatible identity provider (the Supabase Auth API) describes it. */
export interface IdentityUser {
  id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface NewIdentityUser {
  email: string;
  password: string;
  userMetadata?: Record<string, unknown>;
}

export interface IdentityProviderOptions {
  /** Base URL of the provider; its API lives under `/auth/v1`. */
  url: string;
  /** The service-role key, sent as `apikey` (and as bearer for admin calls). */
  serviceKey: string;
  /** How long one call may take before the provider counts as unavailable. */
  timeoutMs?: number;
}

/**
 * HTTP client of the identity provider (CONTRACT.md §External protocols). An invalid or expired token is
 * an answer (`getUser` gives null); a provider that does not answer, or answers with a server error, is
 * SERVICE_UNAVAILABLE so that callers never mistake an outage for a refusal.
 */
export class IdentityProviderClient {
  readonly #base: string;
  readonly #serviceKey: string;
  readonly #timeoutMs: number;

  constructor(options: IdentityProviderOptions) {
    this.#base = options.url.replace(/\/+$/, '');
    this.#serviceKey = options.serviceKey;
    this.#timeoutMs = options.timeoutMs ?? 5000;
  }

  /** The user owning an access token, or null when the provider rejects the token (401/403). */
  async getUser(accessToken: string): Promise<IdentityUser | null> {
    const response = await this.#call('GET', '/auth/v1/user', accessToken);
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw await this.#unexpected(response, 'getUser');
    const user = (await response.json()) as IdentityUser;
    if (!user || typeof user.id !== 'string') throw serviceUnavailable('Identity provider returned no user id');
    return user;
  }

  /** Creates a confirmed user; an email already registered is a CONFLICT. */
  async createUser(user: NewIdentityUser): Promise<IdentityUser> {
    const response = await this.#call('POST', '/auth/v1/admin/users', this.#serviceKey, {
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: user.userMetadata ?? {},
    });
    if (response.ok) return (await response.json()) as IdentityUser;
    const body = await readErrorBody(response);
    const text = [body.code, body.error_code, body.msg, body.message, body.error].map(textOf).join(' ');
    if (response.status === 409 || /email_exists|already (been )?registered|already exists/i.test(text)) {
      throw conflict('A user with this email already exists');
    }
    if (response.status >= 400 && response.status < 500) {
      throw validationError(
        `Identity provider refused the user: ${textOf(body.msg ?? body.message ?? body.error_description ?? 'invalid user')}`,
      );
    }
    throw await this.#unexpected(response, 'createUser');
  }

  /** Removes a user; one already gone counts as removed. */
  async deleteUser(id: string): Promise<void> {
    const response = await this.#call('DELETE', `/auth/v1/admin/users/${encodeURIComponent(id)}`, this.#serviceKey);
    if (response.ok || response.status === 404) return;
    throw await this.#unexpected(response, 'deleteUser');
  }

  async #call(method: string, path: string, bearer: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${this.#base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          apikey: this.#serviceKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      logger('identity-provider').error({ err: error, method, path }, 'identity provider unreachable');
      throw serviceUnavailable('Identity provider unavailable');
    }
  }

  async #unexpected(response: Response, operation: string): Promise<Error> {
    const body = await readErrorBody(response);
    logger('identity-provider').error(
      { status: response.status, body, operation },
      'unexpected identity provider answer',
    );
    return serviceUnavailable('Identity provider unavailable');
  }
}

/** A field of the provider's error body as text: a string or number as it is, anything else (absent, an object) as nothing. */
function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

async function readErrorBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The configured provider, or undefined when IDP_URL or IDP_SERVICE_KEY is unset. */
export function identityProviderFromConfig(
  settings: Pick<Config, 'IDP_URL' | 'IDP_SERVICE_KEY'>,
): IdentityProviderClient | undefined {
  const { IDP_URL, IDP_SERVICE_KEY } = settings;
  if (!IDP_URL || !IDP_SERVICE_KEY) return undefined;
  return new IdentityProviderClient({ url: IDP_URL, serviceKey: IDP_SERVICE_KEY });
}
