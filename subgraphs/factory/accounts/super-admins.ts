import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../../../platform/errors.js';
import { emailAddress } from '../../shared/email-address.js';
import { acrossTenants } from '../../shared/tenancy.js';
import { assertAcceptablePassword, hashPassword } from './passwords.js';
import { User } from './user.entity.js';

/**
 * Creates a super-admin (operators: `npm run cli -- factory:create-superadmin`, or FACTORY_SUPERADMIN_* at
 * start). Super-admins belong to no tenant, so this reads across tenants (`acrossTenants`).
 */
export async function createSuperAdmin(
  em: EntityManager,
  email: string,
  password: string,
  name = 'Super admin',
): Promise<User> {
  const address = emailAddress(email);
  assertAcceptablePassword(password);
  if (await acrossTenants(em).count(User, { email: address }))
    throw conflict(`A user with the email ${address} already exists`);
  const user = em.create(User, {
    tenant: null,
    name,
    email: address,
    passwordHash: await hashPassword(password),
    role: 'super-admin',
  });
  await em.flush();
  return user;
}

/** At start: FACTORY_SUPERADMIN_EMAIL/PASSWORD create a super-admin when the service has none yet. */
export async function ensureSuperAdmin(
  em: EntityManager,
  email: string | undefined,
  password: string | undefined,
): Promise<User | null> {
  if (!email || !password) return null;
  if (await acrossTenants(em).count(User, { role: 'super-admin' })) return null;
  return createSuperAdmin(em, email, password);
}
