import { LocalJsonServer, reply, type JsonReply, type ReceivedRequest } from './json-http-server.js';

export interface ChallengeCall {
  secret: string;
  response: string;
  remoteip: string;
}

/** The host a token starting with 'other-host' claims to be solved on: never an allowed one. */
export const FOREIGN_CHALLENGE_HOSTNAME = 'evil.example.test';

/**
 * A Cloudflare Turnstile `siteverify`-compatible bot-challenge service (any path, form-encoded or JSON body).
 * Tokens decide the outcome, so that a test just picks one: 'pass…' passes on the configured hostname,
 * 'other-host…' passes on a foreign host, anything else fails; a wrong secret fails every token.
 */
export class TestChallengeServer extends LocalJsonServer {
  readonly secret: string;
  readonly hostname: string;
  readonly calls: ChallengeCall[] = [];
  /** While true every call answers 500, as an unavailable service would. */
  down = false;

  constructor(options: { secret?: string; hostname?: string } = {}) {
    super();
    this.secret = options.secret ?? 'challenge-secret-for-tests';
    this.hostname = options.hostname ?? 'training.example.test';
  }

  /** The platform configuration that points at this server and trusts its hostname. */
  env(): { CHALLENGE_VERIFY_URL: string; CHALLENGE_SECRET: string; CHALLENGE_ALLOWED_HOSTNAMES: string } {
    return {
      CHALLENGE_VERIFY_URL: this.url,
      CHALLENGE_SECRET: this.secret,
      CHALLENGE_ALLOWED_HOSTNAMES: this.hostname,
    };
  }

  protected answer(request: ReceivedRequest): JsonReply {
    if (request.method !== 'POST') return reply(405, { success: false, 'error-codes': ['bad-request'] });
    const fields = readFields(request);
    const call = {
      secret: fields.get('secret') ?? '',
      response: fields.get('response') ?? '',
      remoteip: fields.get('remoteip') ?? '',
    };
    this.calls.push(call);
    if (this.down) return reply(500, { success: false, 'error-codes': ['internal-error'] });
    if (call.secret !== this.secret) return reply(200, { success: false, 'error-codes': ['invalid-input-secret'] });
    const solvedOn = call.response.startsWith('pass')
      ? this.hostname
      : call.response.startsWith('other-host')
        ? FOREIGN_CHALLENGE_HOSTNAME
        : null;
    if (!solvedOn) return reply(200, { success: false, 'error-codes': ['invalid-input-response'] });
    return reply(200, { success: true, hostname: solvedOn, 'error-codes': [], challenge_ts: new Date().toISOString() });
  }
}

/** siteverify takes form fields, or the same fields as JSON. */
function readFields(request: ReceivedRequest): URLSearchParams {
  if (!/json/i.test(request.headers['content-type'] ?? '')) return new URLSearchParams(request.body);
  const json = JSON.parse(request.body || '{}') as Record<string, unknown>;
  return new URLSearchParams(Object.entries(json).map(([name, value]): [string, string] => [name, String(value)]));
}
