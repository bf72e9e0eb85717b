import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../platform/errors.js';
import { isUuid } from '../../../platform/ids.js';
import { acrossTenants } from '../../shared/tenancy.js';
import { ComplianceAuditTrail } from '../audit/audit-trail.js';
import { Role, RoleId, User } from './user.entity.js';

export interface GrantResult {
  user: { id: string; email: string; tenantId: string };
  previousRole: string;
  changed: boolean;
}

/**
 * Gives a user the platform-admin role (the operator's `compliance:grant-admin`); the `x-admin` header alone
 * never makes anyone an admin. Idempotent; the change is audited as the operator's. An operator's command has no
 * caller and names a user of any tenant, so it reads across tenants.
 */
export async function grantPlatformAdmin(em: EntityManager, userIdOrEmail: string): Promise<GrantResult> {
  const key = userIdOrEmail.trim().toLowerCase();
  return acrossTenants(em).transactional(async (tx) => {
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
    await new ComplianceAuditTrail({ headers: {}, clientAddress: 'cli', correlationId: randomUUID() }).record(
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
