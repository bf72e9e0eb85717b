import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, validationError } from '../../../platform/errors.js';
import type { FactoryContext } from '../context.js';
import { CorsOrigin } from './cors-origin.entity.js';

/** `scheme://host[:port]` exactly as browsers send it in `Origin`; anything else is refused. */
export function canonicalOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw validationError(`"${value}" is not an origin (scheme://host[:port])`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.origin !== value.trim().replace(/\/$/, '').toLowerCase()
  ) {
    throw validationError(`"${value}" is not an origin (scheme://host[:port], http or https, no path)`);
  }
  return url.origin;
}

/** The dynamic CORS origins: listed, added and removed by super-admins; read by the gateway and the REST adapter. */
export class CorsOriginService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth' | 'audit'>) {}

  async list(): Promise<CorsOrigin[]> {
    await this.context.auth.requireSuper();
    return this.context.em.find(CorsOrigin, {}, { orderBy: { origin: 'asc' } });
  }

  /** The allowed origins, for the components that enforce CORS (public: browsers learn them anyway). */
  async allowed(): Promise<string[]> {
    return (await this.context.em.find(CorsOrigin, {}, { orderBy: { origin: 'asc' } })).map((entry) => entry.origin);
  }

  async add(value: string): Promise<CorsOrigin> {
    const caller = await this.context.auth.requireSuper();
    const origin = canonicalOrigin(value);
    try {
      return await this.context.em.transactional(async (em) => {
        const entry = em.create(CorsOrigin, { origin });
        await this.context.audit.record(
          em,
          { userId: caller.id },
          { action: 'cors_origin.add', entityType: 'cors_origin', entityId: origin, after: { origin } },
        );
        await em.flush();
        return entry;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw conflict(`The origin ${origin} is already allowed`);
      throw error;
    }
  }

  async remove(value: string): Promise<CorsOrigin> {
    const caller = await this.context.auth.requireSuper();
    const origin = canonicalOrigin(value);
    return this.context.em.transactional(async (em) => {
      const entry = await em.findOneOrFail(CorsOrigin, { origin });
      em.remove(entry);
      await this.context.audit.record(
        em,
        { userId: caller.id },
        { action: 'cors_origin.remove', entityType: 'cors_origin', entityId: origin, before: { origin } },
      );
      await em.flush();
      return entry;
    });
  }
}
