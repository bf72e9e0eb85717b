/**
 * The client of the hosting and DNS provisioner (CONTRACT.md): `POST {url}/hosting` and `POST {url}/dns`, each
 * with `{subdomain}`. A 2xx answer is success; any other answer, no answer within the timeout, or no
 * connection at all is a failure whose text becomes the step's `error`.
 *
 * DNS is only requested once hosting succeeded: a DNS record for a host that does not serve the tenant would
 * send its users to an error page, and `retry-domain` runs both steps again anyway.
 */

export type ProvisioningStepStatus = 'success' | 'failed' | 'skipped';

export interface ProvisioningStepResult {
  readonly status: ProvisioningStepStatus;
  readonly error: string | null;
}

export interface ProvisioningOutcome {
  readonly subdomain: string;
  readonly hosting: ProvisioningStepResult;
  readonly dns: ProvisioningStepResult;
}

/** Whether the subdomain is now served: both steps done, or nothing to provision at all. */
export const isProvisioned = (outcome: ProvisioningOutcome): boolean =>
  outcome.hosting.status !== 'failed' && outcome.dns.status !== 'failed';

export const PROVISIONER_TIMEOUT_MS = 10_000;
/** Error texts of a provisioner are shown to super-admins and audited, not stored without bound. */
const MAX_ERROR_LENGTH = 500;

export interface ProvisionerOptions {
  /** FACTORY_PROVISIONER_URL; undefined: nothing to provision (`<slug>.localhost` resolves already). */
  readonly url: string | undefined;
  /** How long each step may take (the contract's 10 s; tests shorten it). */
  readonly timeoutMs?: number;
}

const SUCCESS: ProvisioningStepResult = { status: 'success', error: null };
const failed = (error: string): ProvisioningStepResult => ({
  status: 'failed',
  error: error.slice(0, MAX_ERROR_LENGTH),
});

export class Provisioner {
  readonly #url: string | undefined;
  readonly #timeoutMs: number;

  constructor(options: ProvisionerOptions) {
    this.#url = options.url && (options.url.endsWith('/') ? options.url : `${options.url}/`);
    this.#timeoutMs = options.timeoutMs ?? PROVISIONER_TIMEOUT_MS;
  }

  /** Provisions hosting, then DNS, for `subdomain` (e.g. `acme.factory.example.com`); never throws. */
  async provision(subdomain: string): Promise<ProvisioningOutcome> {
    if (!this.#url) {
      const skipped: ProvisioningStepResult = { status: 'skipped', error: null };
      return { subdomain, hosting: skipped, dns: skipped };
    }
    const hosting = await this.#step('hosting', subdomain);
    const dns =
      hosting.status === 'success'
        ? await this.#step('dns', subdomain)
        : { status: 'skipped' as const, error: 'Not attempted: hosting failed' };
    return { subdomain, hosting, dns };
  }

  async #step(step: 'hosting' | 'dns', subdomain: string): Promise<ProvisioningStepResult> {
    let response: Response;
    try {
      response = await fetch(new URL(step, this.#url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subdomain }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        return failed(`No answer from the ${step} provisioner within ${this.#timeoutMs / 1000} s`);
      return failed(
        `The ${step} provisioner is unreachable: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`,
      );
    }
    let text: string;
    try {
      text = (await response.text()).trim();
    } catch {
      // The status arrived in time but the body did not: the status decides.
      text = '';
    }
    if (response.ok) return SUCCESS;
    return failed(`HTTP ${response.status}: ${failureText(text) || response.statusText || 'no message'}`);
  }
}

/** A failure's text: the `error` or `message` of a JSON body, else the body itself. */
function failureText(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object') {
      const { error, message } = parsed as { error?: unknown; message?: unknown };
      if (typeof error === 'string') return error;
      if (typeof message === 'string') return message;
    }
  } catch {
    // Not JSON: the text as it came.
  }
  return body;
}
