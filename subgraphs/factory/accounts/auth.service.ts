import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { factoryTokenSecret, mintFactoryToken } from '../../../platform/auth/factory-token.js';
import { conflict, forbidden, unauthorized, validationError } from '../../../platform/errors.js';
import { emailAddress } from '../../shared/email-address.js';
import { htmlMail, sendMail } from '../../shared/mail.js';
import { acrossTenants, acrossTenantsInPlace } from '../../shared/tenancy.js';
import type { FactoryContext } from '../context.js';
import { forgetUser } from '../request-gate.js';
import { Tenant, TenantStatus } from '../tenants/tenant.entity.js';
import {
  FactoryLoginPanel,
  type FactoryLoginArgs,
  type FactoryResetPasswordArgs,
  type FactorySession,
  type FactorySignupArgs,
} from './auth.types.js';
import { PasswordReset } from './password-reset.entity.js';
import { assertAcceptablePassword, hashPassword, passwordMatches } from './passwords.js';
import { clearedRefreshCookie, presentedRefreshToken, refreshCookie } from './refresh-cookie.js';
import { refreshSessions, type IssuedRefreshToken } from './refresh-sessions.js';
import { newSecretToken, secretTokenHash } from './secret-tokens.js';
import { User } from './user.entity.js';

/** How long a mailed password-reset token works. */
export const PASSWORD_RESET_MINUTES = 30;

const INVALID_CREDENTIALS = 'Incorrect email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token, please log in again';
const INVALID_RESET = 'Password reset token is invalid or has expired';
/** One answer whether or not the address has an account, so that the form reveals nothing. */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a password reset link has been sent to it';

/**
 * Verified against when no user has the email, so that an unknown email costs the same argon2 time as a
 * wrong password and response times do not tell which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(newSecretToken()));

/**
 * Sign-in of factory users: login with a refresh-token family, rotation, logout, admins added by admins
 * within their plan, and password reset by mail. Lookups by email or by a presented secret happen before any
 * caller is known, so they read users across tenants on purpose: `acrossTenantsInPlace` where the request's unit
 * of work goes on to change or relate what it finds, `acrossTenants` for a check.
 */
export class FactoryAuthService {
  constructor(
    private readonly context: Pick<
      FactoryContext,
      'em' | 'auth' | 'audit' | 'jobs' | 'request' | 'response' | 'config'
    >,
  ) {}

  async login(input: FactoryLoginArgs): Promise<FactorySession> {
    if (!input.email.trim() || !input.password) throw validationError('Please provide email and password');
    const email = emailAddress(input.email);
    const { em } = this.context;
    // Before sign-in there is no tenant to scope to; the email is unique across the service.
    const user = await em.findOne(User, { email }, acrossTenantsInPlace({ populate: ['passwordHash', 'tenant'] }));
    const matches = await passwordMatches(user?.passwordHash ?? (await decoy()), input.password);
    if (!user || !matches) throw unauthorized(INVALID_CREDENTIALS);
    assertMaySignIn(user);
    if (input.panel === FactoryLoginPanel.SUPER_ADMIN && user.role !== 'super-admin') {
      throw forbidden('Only super-admins may sign in to the administration panel');
    }
    const issued = refreshSessions.start(em, user);
    await em.flush();
    return this.#signedIn(user, issued);
  }

  /** Rotates the refresh cookie and answers a new access token (`GET /auth/refresh`). */
  async refresh(): Promise<FactorySession> {
    const presented = presentedRefreshToken(this.context.request.headers);
    if (!presented) throw unauthorized('No refresh token, please log in');
    const { rotation, user } = await this.context.em.transactional(async (em) => {
      const result = await refreshSessions.rotate(em, presented);
      if (result.outcome !== 'rotated') return { rotation: result, user: null };
      // The refresh token is the credential here; its user may be of any tenant.
      const owner = await em.findOneOrFail(User, { id: result.userId }, acrossTenantsInPlace({ populate: ['tenant'] }));
      assertMaySignIn(owner);
      return { rotation: result, user: owner };
    });
    // A reused token's family was revoked in the transaction above, which had to commit before refusing.
    if (rotation.outcome === 'reused')
      throw unauthorized(
        'This refresh token was already used; every session of this sign-in has been ended, please log in again',
      );
    if (rotation.outcome !== 'rotated' || !user) throw unauthorized(INVALID_REFRESH);
    return this.#signedIn(user, rotation.issued);
  }

  /** Ends the sign-in of the refresh cookie, if any, and clears the cookie; always succeeds (`GET /auth/logout`). */
  async logout(): Promise<boolean> {
    const presented = presentedRefreshToken(this.context.request.headers);
    if (presented) await this.context.em.transactional((em) => refreshSessions.revokeFamilyOf(em, presented, 'logout'));
    this.context.response.setHeader('Set-Cookie', clearedRefreshCookie(this.context.config));
    return true;
  }

  /**
   * A new admin in the caller's tenant (a super-admin names the tenant), within the tenant's `maxUsers`. The
   * tenant's row is locked while its users are counted, so that concurrent signups cannot pass the limit.
   */
  async signup(input: FactorySignupArgs): Promise<User> {
    const caller = await this.context.auth.requireAdmin();
    const tenantId = await this.context.auth.tenantOf(input.tenantId);
    if (!tenantId)
      throw validationError('A super-admin must name the tenant of the new user (tenantId)', {
        fields: { tenantId: ['required'] },
      });
    if (input.role && input.role !== 'admin')
      throw validationError('Signup creates admins only', { fields: { role: ['must be admin'] } });
    if (input.password !== input.passwordConfirm)
      throw validationError('Passwords do not match', { fields: { passwordConfirm: ['must match password'] } });
    assertAcceptablePassword(input.password);
    const email = emailAddress(input.email);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.context.em.transactional(async (em) => {
        const tenant = await em.findOneOrFail(Tenant, { id: tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const users = await em.count(User, { tenant });
        if (users >= tenant.settings.maxUsers) {
          throw forbidden(`User limit reached: the tenant's plan allows ${tenant.settings.maxUsers} users`);
        }
        // Emails are unique across the service, not only within the tenant.
        if (await acrossTenants(em).count(User, { email })) throw duplicateEmail();
        const user = em.create(User, { tenant, name: input.name.trim(), email, passwordHash, role: 'admin' });
        await em.flush();
        await this.context.audit.record(
          em,
          { userId: caller.id },
          { action: 'user.create', tenantId: tenant.id, entityType: 'user', entityId: user.id, after: auditView(user) },
        );
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw duplicateEmail();
      throw error;
    }
  }

  /**
   * Mails a single-use reset token when the email has an account, queued in the transaction that stores the
   * token; answers the same either way.
   */
  async forgotPassword(rawEmail: string): Promise<string> {
    const email = emailAddress(rawEmail);
    await this.context.em.transactional(async (em) => {
      // Whoever asks is not signed in; the email is unique across the service.
      const user = await em.findOne(User, { email }, acrossTenantsInPlace());
      if (!user) return;
      const token = newSecretToken();
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
      em.create(PasswordReset, { user, tokenHash: secretTokenHash(token), expiresAt });
      await sendMail(this.context.jobs, em, resetMail(this.context.config.PUBLIC_URL, user, token, expiresAt));
      await em.flush();
    });
    return FORGOT_PASSWORD_ANSWER;
  }

  /**
   * Sets a new password with a mailed token: the token (and any other outstanding one of the user) is used
   * up, every refresh family of the user is revoked, and the user is signed in afresh.
   */
  async resetPassword(input: FactoryResetPasswordArgs): Promise<FactorySession> {
    if (input.password !== input.passwordConfirm)
      throw validationError('Passwords do not match', { fields: { passwordConfirm: ['must match password'] } });
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password);
    return this.context.em.transactional(async (em) => {
      const reset = await em.findOne(
        PasswordReset,
        { tokenHash: secretTokenHash(input.token) },
        acrossTenantsInPlace({ lockMode: LockMode.PESSIMISTIC_WRITE }),
      );
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) throw validationError(INVALID_RESET);
      // The reset token is the credential (no caller is signed in); it and its user may be of any tenant.
      const user = await em.findOneOrFail(User, { id: reset.user.id }, acrossTenantsInPlace({ populate: ['tenant'] }));
      assertMaySignIn(user);
      const now = new Date();
      user.passwordHash = passwordHash;
      user.passwordChangedAt = now;
      forgetUser(user.id);
      await acrossTenants(em).nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: now });
      await refreshSessions.revokeAllOf(em, user.id, 'password-reset');
      const issued = refreshSessions.start(em, user);
      await em.flush();
      await this.context.audit.record(
        em,
        { userId: user.id, email: user.email },
        {
          action: 'user.password-reset',
          tenantId: user.tenant?.id ?? null,
          entityType: 'user',
          entityId: user.id,
          after: { passwordChangedAt: now.toISOString() },
        },
      );
      return this.#signedIn(user, issued);
    });
  }

  /** The login answer: an access token in the body, the refresh token in the cookie. */
  async #signedIn(user: User, refresh: IssuedRefreshToken): Promise<FactorySession> {
    const token = await mintFactoryToken(
      { id: user.id, tenantId: user.tenant?.id ?? null, role: user.role },
      factoryTokenSecret(this.context.config),
    );
    this.context.response.setHeader('Set-Cookie', refreshCookie(this.context.config, refresh.token, refresh.expiresAt));
    return { token, user };
  }
}

/** Users of a suspended tenant may not sign in (nor refresh, nor reset into a session). */
function assertMaySignIn(user: User): void {
  if (user.tenant && user.tenant.status === TenantStatus.SUSPENDED) {
    throw forbidden('Your factory account is suspended; contact the service administrator');
  }
}

const duplicateEmail = () => conflict('A user with this email already exists', { fields: { email: ['taken'] } });

const auditView = (user: User) => ({
  id: user.id,
  tenantId: user.tenant?.id ?? null,
  name: user.name,
  email: user.email,
  role: user.role,
});

function resetMail(publicUrl: string, user: User, token: string, expiresAt: Date) {
  const link = `${publicUrl.replace(/\/$/, '')}/factory/api/v1/auth/resetPassword/${token}`;
  const paragraphs = [
    `Hello ${user.name},`,
    `Someone (hopefully you) asked to reset the password of the factory account ${user.email}.`,
    'Open the link below in your factory application to choose a new password; the application sends it with PATCH to that address. ' +
      `The reset token is ${token}.`,
    `The link works once and expires at ${expiresAt.toISOString()} (${PASSWORD_RESET_MINUTES} minutes). If you did not ask for this, ignore this mail: your password stays as it is.`,
  ];
  return {
    to: user.email,
    subject: 'Reset your factory password',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: htmlMail(paragraphs, { href: link, label: 'Choose a new password' }),
  };
}
