import { LocalJsonServer, reply, type JsonReply, type ReceivedRequest } from './json-http-server.js';

/** How the provisioner answers one step. */
export type ProvisionerBehaviour =
  | { readonly kind: 'succeed' }
  | { readonly kind: 'fail'; readonly status: number; readonly text: string }
  | { readonly kind: 'hang' };

export type ProvisioningStep = 'hosting' | 'dns';

export const succeed: ProvisionerBehaviour = { kind: 'succeed' };
export const fail = (status: number, text: string): ProvisionerBehaviour => ({ kind: 'fail', status, text });
/** Never answers (until the server stops): the client's timeout has to end the request. */
export const hang: ProvisionerBehaviour = { kind: 'hang' };

/**
 * Plays the hosting and DNS provisioner of CONTRACT.md: `POST /hosting` and `POST /dns` with `{subdomain}`.
 * Each step succeeds unless scripted otherwise; every request is kept for tests to inspect.
 */
export class TestProvisioner extends LocalJsonServer {
  readonly received: { step: string; subdomain: unknown }[] = [];
  readonly #behaviour: Record<ProvisioningStep, ProvisionerBehaviour> = { hosting: succeed, dns: succeed };

  /** Sets how `step` answers from now on. */
  script(step: ProvisioningStep, behaviour: ProvisionerBehaviour): this {
    this.#behaviour[step] = behaviour;
    return this;
  }

  /** Every step succeeds again, and the requests seen so far are forgotten. */
  reset(): this {
    this.#behaviour.hosting = succeed;
    this.#behaviour.dns = succeed;
    this.received.length = 0;
    return this;
  }

  /** The subdomains requested of `step`, in order. */
  subdomainsOf(step: ProvisioningStep): unknown[] {
    return this.received.filter((request) => request.step === step).map((request) => request.subdomain);
  }

  protected answer(request: ReceivedRequest): JsonReply | Promise<JsonReply> {
    const step = request.path.replace(/^\//, '');
    if (request.method !== 'POST' || (step !== 'hosting' && step !== 'dns')) return reply(404, { error: 'Not found' });
    const subdomain = (JSON.parse(request.body || '{}') as { subdomain?: unknown }).subdomain;
    this.received.push({ step, subdomain });
    const behaviour = this.#behaviour[step];
    if (behaviour.kind === 'hang') return new Promise<JsonReply>(() => {});
    if (behaviour.kind === 'fail') return reply(behaviour.status, { error: behaviour.text });
    return reply(201, { subdomain, status: 'provisioned' });
  }
}
