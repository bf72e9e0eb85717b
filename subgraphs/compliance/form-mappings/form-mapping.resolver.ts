import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authenticated, CompliancePlatformAdminOnly } from '../../shared/authorization.js';
import { Cost, PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { AUDIT_TAG } from '../audit/audit.events.js';
import type { ComplianceContext } from '../context.js';
import { FormMapping } from './form-mapping.entity.js';
import { FORM_MAPPINGS_TAG } from './form-mapping.events.js';
import { FormMappingService } from './form-mapping.service.js';
import {
  FormMappingInput,
  FormMappingPage,
  FormMappingUpdateInput,
  McaFormMappingSort,
  WorkflowRedirect,
} from './form-mapping.types.js';
import { McaFillContext } from './mca-fill-context.entity.js';
import { WorkflowRedirectService } from './workflow-redirect.service.js';

const mappings = (context: ComplianceContext) => new FormMappingService(context);
const redirects = (context: ComplianceContext) => new WorkflowRedirectService(context);

@Resolver(() => FormMapping)
export class FormMappingResolver {
  @Authorized()
  @Authenticated()
  @Cacheable([FORM_MAPPINGS_TAG], 'TENANT')
  @Query(() => FormMappingPage, {
    description: 'MCA form mappings (global; any tenant reads them), in formType order unless `sort` says otherwise',
  })
  @PageListSize(20)
  mcaFormMappings(
    @Arg('tenantId', () => ID, { nullable: true, description: "The caller's own tenant (another one is FORBIDDEN)" })
    tenantId: string | null | undefined,
    @Arg('active', () => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) mappings' })
    active: boolean | null | undefined,
    @Arg('sort', () => [McaFormMappingSort], { nullable: true }) sort: McaFormMappingSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
    @Ctx() context: ComplianceContext,
  ): Promise<FormMappingPage> {
    return mappings(context).list({ tenantId, active, sort, page, limit });
  }

  @Authorized()
  @Authenticated()
  @Cacheable([FORM_MAPPINGS_TAG], 'TENANT')
  @Query(() => FormMapping, {
    description: 'The mapping of one form (any case: aoc-4 is AOC-4); NOT_FOUND when there is none',
  })
  mcaFormMapping(
    @Arg('formType', () => String) formType: string,
    @Ctx() context: ComplianceContext,
  ): Promise<FormMapping> {
    return mappings(context).get(formType);
  }

  @Authorized('ADMIN')
  @CompliancePlatformAdminOnly()
  @Invalidates([FORM_MAPPINGS_TAG, AUDIT_TAG])
  @Mutation(() => FormMapping, {
    description: 'Adds the mapping of a form (platform admin); CONFLICT when the form has one',
  })
  createMcaFormMapping(
    @Arg('input', () => FormMappingInput) input: FormMappingInput,
    @Ctx() context: ComplianceContext,
  ): Promise<FormMapping> {
    return mappings(context).create(input);
  }

  @Authorized('ADMIN')
  @CompliancePlatformAdminOnly()
  @Invalidates([FORM_MAPPINGS_TAG, AUDIT_TAG])
  @Mutation(() => FormMapping, {
    description:
      'Changes a mapping based on `input.version` (platform admin): MISSING_VERSION without it, VERSION_CONFLICT (with currentVersion and currentData) when stale; bumps the version',
  })
  updateMcaFormMapping(
    @Arg('formType', () => String) formType: string,
    @Arg('input', () => FormMappingUpdateInput) input: FormMappingUpdateInput,
    @Ctx() context: ComplianceContext,
  ): Promise<FormMapping> {
    return mappings(context).update(formType, input);
  }

  @Authorized('ADMIN')
  @CompliancePlatformAdminOnly()
  @Invalidates([FORM_MAPPINGS_TAG, AUDIT_TAG])
  @Mutation(() => FormMapping, { description: 'Switches a mapping on or off (platform admin); bumps the version' })
  toggleMcaFormMappingActive(
    @Arg('formType', () => String) formType: string,
    @Ctx() context: ComplianceContext,
  ): Promise<FormMapping> {
    return mappings(context).toggleActive(formType);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([AUDIT_TAG])
  @Mutation(() => WorkflowRedirect, {
    description:
      "Checks a workflow instance's entity profile against its filing form; when ready, stores the fill context the browser extension fills the MCA form with",
  })
  @Cost(10)
  prepareMcaWorkflowRedirect(
    @Arg('workflowId', () => ID) workflowId: string,
    @Ctx() context: ComplianceContext,
  ): Promise<WorkflowRedirect> {
    return redirects(context).prepare(workflowId);
  }
}

@Resolver(() => McaFillContext)
export class McaFillContextResolver {
  @Authorized()
  @Authenticated()
  @Query(() => McaFillContext, {
    description:
      'The values to fill an MCA form with (the contextId of a ready redirect), within its tenant, until it expires',
  })
  @Cost(10)
  mcaFillContext(@Arg('id', () => ID) id: string, @Ctx() context: ComplianceContext): Promise<McaFillContext> {
    return redirects(context).fillContext(id);
  }

  @FieldResolver(() => ID)
  workflowInstanceId(@Root() fillContext: McaFillContext): string {
    return fillContext.workflowInstance.id;
  }

  @FieldResolver(() => ID)
  entityId(@Root() fillContext: McaFillContext): string {
    return fillContext.entity.id;
  }
}
