import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../platform/errors.js';
import { ComplianceAudit } from '../audit/audit.service.js';

import { Role, RoleId, User } from './user.entity.js';
import { isUuid } from '../../../platform/ids.js';

export interface GrantResult {
  user: { id: string; email: string; tenantId: string };
  previousRole: string;
  changed: boolean;
}

/**
 * Gives a user the platform-admin role (the operator's `compliance:grant-admin`); the `x-admin` header alone
 * never makes anyone an admin. Idempotent; the change is audited as the operator's.
 */
export async function grantPlatformAdmin(em: EntityManager, userIdOrEmail: string): Promise<GrantResult> {
  const key = userIdOrEmail.trim().toLowerCase();
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, isUuid(key) ? { id: key } : { email: key }, { populate: ['role', 'tenant'] });
    if (!user) throw notFound(`Compliance user "${userIdOrEmail}"`);
    const previousRole = user.role.id;
    const result = {
      user: { id: user.id, email: user.email, tenantId: user.tenant.id },
      previousRole,
      changed: previousRole !== RoleId.PLATFORM_ADMIN,
    };
    if (!result.changed) return result;
    user.role = tx.getReference(Role, RoleId.PLATFORM_ADMIN);
    await new ComplianceAudit({ headers: {}, clientAddress: 'cli', correlationId: randomUUID() }).record(
      tx,
      { userId: 'operator:cli', email: null, tenantId: user.tenant.id },
      {
        action: 'USER_ROLE_CHANGED',
        resourceType: 'user',
        resourceId: user.id,
        changes: [{ field: 'role', oldValue: previousRole, newValue: RoleId.PLATFORM_ADMIN }],
      },
    );
    await tx.flush();
    return result;
  });
}
