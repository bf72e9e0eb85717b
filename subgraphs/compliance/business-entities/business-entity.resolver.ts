import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authenticated } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { GatewayRole } from '../../shared/gateway-roles.js';
import { idOf } from '../../shared/read-models.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { selectsField } from '../../shared/selection.js';
import { AUDIT_TAG } from '../audit/audit.events.js';
import type { ComplianceContext } from '../context.js';
import { BusinessEntity, type BusinessEntityRecord } from './business-entity.entity.js';
import { ENTITIES_TAG } from './business-entity.events.js';
import { BusinessEntityService } from './business-entity.service.js';
import {
  BusinessEntityPage,
  BusinessEntitySort,
  CreateBusinessEntityInput,
  EntityProfileUpdate,
} from './business-entity.types.js';

const service = (context: ComplianceContext) => new BusinessEntityService(context);

@Resolver(() => BusinessEntity)
export class BusinessEntityResolver {
  @Authorized()
  @Authenticated()
  @Cacheable([ENTITIES_TAG], 'TENANT')
  @Query(() => BusinessEntityPage, { description: "The business entities of the caller's tenant" })
  @PageListSize(20)
  businessEntities(
    @Arg('tenantId', () => ID, { nullable: true, description: "The caller's tenant (any other is refused)" })
    tenantId: string | null | undefined,
    @Arg('sort', () => [BusinessEntitySort], { nullable: true }) sort: BusinessEntitySort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() context: ComplianceContext,
  ): Promise<BusinessEntityPage> {
    return service(context).list(tenantId, sort, page, limit);
  }

  @Authorized()
  @Authenticated()
  @GatewayRole('eventEntity')
  @Cacheable([ENTITIES_TAG], 'TENANT')
  @Query(() => BusinessEntity, { description: "A business entity of the caller's tenant" })
  businessEntity(
    @Arg('id', () => ID) id: string,
    @Ctx() context: ComplianceContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<BusinessEntityRecord> {
    return service(context).get(id, { withDocuments: selectsField(info, 'documents') });
  }

  @Authorized()
  @Authenticated()
  @Invalidates([ENTITIES_TAG, AUDIT_TAG], 'TENANT')
  @Mutation(() => BusinessEntity, { description: "Creates a business entity of the caller's tenant, within its plan" })
  createBusinessEntity(
    @Arg('input', () => CreateBusinessEntityInput) input: CreateBusinessEntityInput,
    @Ctx() context: ComplianceContext,
  ): Promise<BusinessEntity> {
    return service(context).create(input);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([ENTITIES_TAG, AUDIT_TAG], 'TENANT')
  @Mutation(() => EntityProfileUpdate, {
    description:
      'Merges top-level profile fields (null removes one) if `version` is still current: MISSING_VERSION without it, VERSION_CONFLICT (with currentVersion and currentData) when stale; publishes profile.updated',
  })
  updateEntityProfile(
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int, { nullable: true, description: 'The version the update was made against (required)' })
    version: number | null | undefined,
    // A JSON scalar is never validated (see shared/validation.ts).
    @Arg('profileData', () => GraphQLJSONObject) profileData: Record<string, unknown>,
    @Ctx() context: ComplianceContext,
  ): Promise<EntityProfileUpdate> {
    return service(context).updateProfile(id, version, profileData);
  }

  @FieldResolver(() => ID)
  tenantId(@Root() entity: BusinessEntity | BusinessEntityRecord): string {
    return idOf(entity.tenant);
  }
}
