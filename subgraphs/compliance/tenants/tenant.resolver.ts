import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authenticated, CompliancePlatformAdminOnly } from '../../shared/authorization.js';
import { AssumedListSize, Cost, PageListSize } from '../../shared/demand-control.js';
import { GatewayRole } from '../../shared/gateway-roles.js';
import { CacheGate, Invalidates } from '../../shared/response-cache.js';
import { AUDIT_TAG } from '../audit/audit.events.js';
import type { ComplianceContext } from '../context.js';
import { Tenant } from './tenant.entity.js';
import { TenantService } from './tenant.service.js';
import {
  AddTenantUserInput,
  ComplianceMembership,
  ComplianceTenantSort,
  CreateTenantInput,
  TenantPage,
  TenantSignup,
  SignUpTenantInput,
  UserContext,
} from './tenant.types.js';
import { User } from './user.entity.js';

const service = (context: ComplianceContext) => new TenantService(context);

@Resolver()
export class ComplianceTenantResolver {
  @Invalidates([AUDIT_TAG])
  @Mutation(() => TenantSignup, {
    description: 'Self-service signup: identity-provider user, tenant (FREE plan) and owner, all or nothing (public)',
  })
  @Cost(20)
  signUpTenant(
    @Arg('input', () => SignUpTenantInput) input: SignUpTenantInput,
    @Ctx() context: ComplianceContext,
  ): Promise<TenantSignup> {
    return service(context).signup(input);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([AUDIT_TAG])
  @Mutation(() => User, { description: "Adds a user to the caller's tenant (an owner), within the plan's user limit" })
  addTenantUser(
    @Arg('input', () => AddTenantUserInput) input: AddTenantUserInput,
    @Ctx() context: ComplianceContext,
  ): Promise<User> {
    return service(context).addUser(input);
  }

  @Authorized('ADMIN')
  @CompliancePlatformAdminOnly()
  @Invalidates([AUDIT_TAG])
  @Mutation(() => Tenant, { description: 'Creates a tenant (platform admin)' })
  createTenant(
    @Arg('input', () => CreateTenantInput) input: CreateTenantInput,
    @Ctx() context: ComplianceContext,
  ): Promise<Tenant> {
    return service(context).create(input);
  }

  @Authorized()
  @Authenticated()
  @CacheGate()
  @Query(() => ID, {
    description:
      "The caller's tenant, once the request has passed every check and count a compliance request passes, its x-admin and x-audit-access switches included (the gateway asks it before serving a per-tenant answer from its cache, and serves only the entries of the tenant it answers)",
  })
  async complianceCacheGate(@Ctx() context: ComplianceContext): Promise<string> {
    return (await context.auth.requireStanding()).tenantId;
  }

  @Authorized()
  @Authenticated()
  @GatewayRole('subscriberMembership')
  @Query(() => ComplianceMembership, {
    description:
      "The caller's membership in the tenant its token names, confirmed against this service's users (FORBIDDEN when the token's user is not one of them): what the gateway asks before it admits a subscriber",
  })
  async complianceMembership(@Ctx() context: ComplianceContext): Promise<ComplianceMembership> {
    const { userId, tenantId } = await context.auth.requireTenant();
    return { userId, tenantId };
  }

  @Authorized()
  @Authenticated()
  @GatewayRole('callerScopes')
  // compliance:user, compliance:platform-admin, compliance:audit
  @AssumedListSize(3)
  @Query(() => [String], {
    description:
      "The authorization scopes this service's own records grant the caller's token: compliance:user (a user of the tenant its token names), compliance:platform-admin, compliance:audit (its role's permissions); what the gateway's @requiresScopes and @policy decide on",
  })
  complianceCallerScopes(@Ctx() context: ComplianceContext): Promise<string[]> {
    return context.auth.grantedScopes();
  }

  @Authorized()
  @Authenticated()
  @Query(() => TenantPage, {
    description:
      "Every tenant for a platform admin (x-admin), else the caller's own, newest first unless `sort` says otherwise",
  })
  @PageListSize(20)
  complianceTenants(
    @Arg('sort', () => [ComplianceTenantSort], { nullable: true }) sort: ComplianceTenantSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() context: ComplianceContext,
  ): Promise<TenantPage> {
    return service(context).list(sort, page, limit);
  }

  @Authorized()
  @Authenticated()
  @Query(() => UserContext, {
    description: "A user of the caller's tenant by email (the caller without one): tenant, entity, role",
  })
  userContext(
    @Arg('email', () => String, { nullable: true }) email: string | null | undefined,
    @Ctx() context: ComplianceContext,
  ): Promise<UserContext> {
    return service(context).userContext(email);
  }
}
