import type { Config } from '../../platform/config.js';
import { AppError, ErrorCode, forbidden, serviceUnavailable, validationError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';

/**
 * Bot-challenge verification against a Cloudflare Turnstile `siteverify`-compatible service. Public forms
 * call `verifyChallenge` before they write anything. Without CHALLENGE_VERIFY_URL any non-empty token passes,
 * with a warning (production refuses to start that way, see platform/config.ts).
 */

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

let bypassWarned = false;

export type ChallengeSettings = Pick<
  Config,
  'CHALLENGE_VERIFY_URL' | 'CHALLENGE_SECRET' | 'CHALLENGE_ALLOWED_HOSTNAMES'
>;

export async function verifyChallenge(
  settings: ChallengeSettings,
  token: string | null | undefined,
  remoteIp: string,
): Promise<void> {
  if (typeof token !== 'string' || token.trim() === '') {
    throw validationError('challengeToken is required', { fields: { challengeToken: ['is required'] } });
  }
  if (token.length > 4096) throw validationError('challengeToken is too long');
  const { CHALLENGE_VERIFY_URL, CHALLENGE_SECRET, CHALLENGE_ALLOWED_HOSTNAMES } = settings;
  if (!CHALLENGE_VERIFY_URL) {
    if (!bypassWarned) {
      bypassWarned = true;
      logger('challenge').warn('CHALLENGE_VERIFY_URL is not set: any non-empty challenge token is accepted');
    }
    return;
  }
  const form = new URLSearchParams({ secret: CHALLENGE_SECRET ?? '', response: token });
  if (remoteIp && remoteIp !== 'unknown') form.set('remoteip', remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(CHALLENGE_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`challenge service answered ${response.status}`);
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    logger('challenge').warn({ err: error }, 'bot-challenge verification unavailable');
    throw serviceUnavailable('Bot-challenge verification is temporarily unavailable');
  }
  const allowed = (CHALLENGE_ALLOWED_HOSTNAMES ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
  if (answer.success !== true) throw challengeFailed(answer['error-codes']);
  if (allowed.length && !allowed.includes(hostname))
    throw forbidden('Bot challenge was solved on a host that is not allowed');
}

function challengeFailed(codes: unknown): AppError {
  const reasons = Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [];
  return new AppError(ErrorCode.FORBIDDEN, 'Bot challenge failed', reasons.length ? { details: { reasons } } : {});
}
