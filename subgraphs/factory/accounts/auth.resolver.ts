import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RateLimitPolicy } from '../../../platform/rate-limits/index.js';
import { AddressLimit, PUBLIC_SUBMIT } from '../../shared/address-limits.js';
import { FactoryUserOnly } from '../../shared/authorization.js';
import { Cost } from '../../shared/demand-control.js';
import { CacheGate } from '../../shared/response-cache.js';
import type { FactoryContext } from '../context.js';
import { confirmedCacheView } from '../request-gate.js';
import { FactoryAuthService } from './auth.service.js';
import { FactoryLoginArgs, FactoryResetPasswordArgs, FactorySession, FactorySignupArgs } from './auth.types.js';
import { User } from './user.entity.js';

/** Password guessing is slowed per client address (argon2 already makes each guess cost). */
export const FACTORY_LOGIN: RateLimitPolicy = { name: 'factory-login', points: 20, windowSeconds: 600 };

const service = (context: FactoryContext) => new FactoryAuthService(context);

@Resolver()
export class FactoryAuthResolver {
  @Authorized()
  @FactoryUserOnly()
  @CacheGate()
  @Query(() => String, {
    description:
      "What the caller may see (tenant/role, * for a super-admin's tenant), once the request has passed every check and count a factory request passes and our records confirm its token's tenant and role (the gateway asks it before serving a cached factory answer, and serves only the entries of the view it answers)",
  })
  factoryCacheGate(@Ctx() context: FactoryContext): Promise<string> {
    return confirmedCacheView(context);
  }

  @AddressLimit(FACTORY_LOGIN)
  @Mutation(() => FactorySession, {
    description:
      'Signs in with email and password: an access token, and the refreshToken cookie. UNAUTHORIZED for a wrong email or password alike',
  })
  @Cost(10)
  factoryLogin(
    @Args(() => FactoryLoginArgs) args: FactoryLoginArgs,
    @Ctx() context: FactoryContext,
  ): Promise<FactorySession> {
    return service(context).login(args);
  }

  @Mutation(() => FactorySession, {
    description:
      'Exchanges the refreshToken cookie for a new access token and a new cookie; a token used twice ends its whole sign-in',
  })
  factoryRefresh(@Ctx() context: FactoryContext): Promise<FactorySession> {
    return service(context).refresh();
  }

  @Mutation(() => Boolean, {
    description: 'Ends the sign-in of the refreshToken cookie and clears the cookie; always true',
  })
  factoryLogout(@Ctx() context: FactoryContext): Promise<boolean> {
    return service(context).logout();
  }

  @Authorized()
  @FactoryUserOnly()
  @Mutation(() => User, { description: "Adds an admin to the caller's tenant, within the tenant's maxUsers" })
  factorySignup(@Args(() => FactorySignupArgs) args: FactorySignupArgs, @Ctx() context: FactoryContext): Promise<User> {
    return service(context).signup(args);
  }

  @AddressLimit(PUBLIC_SUBMIT)
  @Mutation(() => String, {
    description: 'Mails a password-reset token when the email has an account; the same answer either way',
  })
  factoryForgotPassword(@Arg('email', () => String) email: string, @Ctx() context: FactoryContext): Promise<string> {
    return service(context).forgotPassword(email);
  }

  @Mutation(() => FactorySession, {
    description: 'Sets a new password with a mailed token (once), ends every other sign-in, and signs in',
  })
  factoryResetPassword(
    @Args(() => FactoryResetPasswordArgs) args: FactoryResetPasswordArgs,
    @Ctx() context: FactoryContext,
  ): Promise<FactorySession> {
    return service(context).resetPassword(args);
  }
}
