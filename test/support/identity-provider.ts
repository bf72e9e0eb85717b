import { randomUUID } from 'node:crypto';
import { LocalJsonServer, reply, type JsonReply, type ReceivedRequest } from './json-http-server.js';

export interface IdentityUser {
  id: string;
  email: string;
  user_metadata?: Record<string, unknown>;
}

/**
 * A GoTrue-compatible identity provider of our own (the protocol of CONTRACT.md): GET /auth/v1/user answers
 * the user of a known token (checking the service key), 401 otherwise; the admin user endpoints keep users
 * in memory. Tokens are opaque here: the platform asks the provider instead of verifying them itself.
 */
export class TestIdentityProvider extends LocalJsonServer {
  readonly serviceKey = 'service-key-for-tests';
  readonly tokens = new Map<string, IdentityUser>();
  readonly users = new Map<string, IdentityUser>();
  /** How often GET /auth/v1/user was asked, to check the platform's caching. */
  userCalls = 0;
  /** Ids the next created users get, in order (then random ones), to provoke conflicts on our side. */
  readonly nextUserIds: string[] = [];

  protected answer(request: ReceivedRequest): JsonReply {
    if (request.headers.apikey !== this.serviceKey) return reply(401, { message: 'Invalid API key' });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (request.method === 'GET' && request.url === '/auth/v1/user') {
      this.userCalls++;
      const user = bearer ? this.tokens.get(bearer) : undefined;
      return user
        ? reply(200, { ...user, aud: 'authenticated', role: 'authenticated' })
        : reply(401, { code: 401, msg: 'invalid JWT' });
    }
    if (bearer !== this.serviceKey) return reply(403, { msg: 'not admin' });
    if (request.method === 'POST' && request.url === '/auth/v1/admin/users') {
      const { email, user_metadata } = JSON.parse(request.body) as {
        email: string;
        user_metadata?: Record<string, unknown>;
      };
      if (this.#findByEmail(email)) {
        return reply(422, {
          code: 422,
          error_code: 'email_exists',
          msg: 'A user with this email address has already been registered',
        });
      }
      const user = { id: this.nextUserIds.shift() ?? randomUUID(), email, user_metadata: user_metadata ?? {} };
      this.users.set(user.id, user);
      return reply(200, user);
    }
    const deleted = /^\/auth\/v1\/admin\/users\/(.+)$/.exec(request.url)?.[1];
    if (request.method === 'DELETE' && deleted) {
      return this.users.delete(deleted) ? reply(200, {}) : reply(404, { msg: 'User not found' });
    }
    return reply(404, { msg: 'not found' });
  }

  /**
   * Signs a user in: registers a random bearer token for the user (created when unknown, with a fresh id and
   * an email derived from it unless given) and returns both.
   */
  issueToken(user: { id?: string; email?: string } = {}): { token: string; user: IdentityUser } {
    const id = user.id ?? randomUUID();
    const known = this.users.get(id);
    const signedIn = { id, email: user.email ?? known?.email ?? `${id.slice(0, 8)}@example.com` };
    if (!known) this.users.set(id, signedIn);
    const token = `token.${randomUUID()}.sig`;
    this.tokens.set(token, signedIn);
    return { token, user: signedIn };
  }

  /** The bearer token of a new sign-in of `userId` (see `issueToken`). */
  issue(userId: string): string {
    return this.issueToken({ id: userId }).token;
  }

  /** The user registered with `email`, if any. */
  findByEmail(email: string): IdentityUser | undefined {
    return this.#findByEmail(email);
  }

  #findByEmail(email: string): IdentityUser | undefined {
    return [...this.users.values()].find((user) => user.email === email);
  }
}
