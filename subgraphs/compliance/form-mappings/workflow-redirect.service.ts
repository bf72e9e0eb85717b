import { AppError, ErrorCode } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { acrossTenants } from '../../shared/tenancy.js';
import { TENANT_HEADER_REQUIRED, type TenantCaller } from '../auth/compliance-auth.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import type { ComplianceContext } from '../context.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { WorkflowInstance } from '../workflows/workflow-instance.entity.js';
import { fillForm, formTypeKey, type FormFill } from './field-mappings.js';
import { FormMapping } from './form-mapping.entity.js';
import type { WorkflowRedirect } from './form-mapping.types.js';
import { McaFillContext } from './mca-fill-context.entity.js';

/** How long a fill context can be read: long enough to sign in to the MCA portal and open the form, then it is gone. */
export const FILL_CONTEXT_TTL_MS = 24 * 60 * 60 * 1000;

/** The form names a template's completion criteria list (`completionCriteria.filingConfirmation`), normalized, each once. */
function filingForms(completionCriteria: unknown): string[] {
  // Read defensively: the column is JSON, and rows written before the template rules existed may lack the list.
  const names = (completionCriteria as { filingConfirmation?: unknown } | null | undefined)?.filingConfirmation;
  if (!Array.isArray(names)) return [];
  const forms = names.filter((name): name is string => typeof name === 'string' && name.trim() !== '').map(formTypeKey);
  return [...new Set(forms)];
}

function notReadyMessage(formType: string, fill: FormFill): string {
  const count = fill.missingFields.length;
  return `${formType} cannot be filled yet: ${count} required field${count === 1 ? ' is' : 's are'} missing or unusable in the entity profile (${fill.missingFields.join(', ')})`;
}

/**
 * The MCA redirect of a workflow: which government form the workflow is filed with, whether the entity profile
 * holds everything the form requires, and when it does, a stored fill context for the browser extension.
 *
 * The form is the first name in the template's `completionCriteria.filingConfirmation` that has an active form
 * mapping (a workflow may list forms not mapped yet, or mapped but switched off).
 */
export class WorkflowRedirectService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  async prepare(workflowId: string): Promise<WorkflowRedirect> {
    const caller = await this.context.auth.requireTenant(null, TENANT_HEADER_REQUIRED);
    const { em } = this.context;
    const instance = await em.findOneOrFail(
      WorkflowInstance,
      { id: normalizeId(workflowId) },
      { populate: ['template', 'entity'] },
    );

    const forms = filingForms(instance.template.completionCriteria);
    if (!forms.length) {
      throw new AppError(
        ErrorCode.NOT_FOUND,
        `The workflow "${instance.template.workflowName}" names no filing form (completionCriteria.filingConfirmation): there is no MCA form to redirect to`,
      );
    }
    const active = await em.find(FormMapping, { formType: { $in: forms }, isActive: true });
    const mapping = forms
      .map((form) => active.find((candidate) => candidate.formType === form))
      .find((found) => found !== undefined);
    if (!mapping) {
      throw new AppError(
        ErrorCode.NOT_FOUND,
        `No active MCA form mapping for the filing forms of this workflow (${forms.join(', ')})`,
      );
    }

    const fill = fillForm(mapping, instance.entity.profileData);
    const answer = {
      formType: mapping.formType,
      mcaUrl: mapping.mcaUrl,
      missingFields: fill.missingFields,
      unusableFields: fill.unusable,
      requiredDocuments: [...mapping.metadata.requiredDocuments],
    };
    if (fill.missingFields.length)
      return { ...answer, ready: false, contextId: null, message: notReadyMessage(mapping.formType, fill) };

    const contextId = await this.#storeFillContext(caller, instance, mapping, fill);
    return {
      ...answer,
      ready: true,
      contextId,
      message: `${mapping.formType} is ready to file: open the MCA form, and the browser extension fills ${fill.fields.length} field${fill.fields.length === 1 ? '' : 's'} from fill context ${contextId}`,
    };
  }

  /** A fill context of the caller's tenant that has not expired; NOT_FOUND otherwise (another tenant's included). */
  async fillContext(id: string): Promise<McaFillContext> {
    await this.context.auth.requireTenant(null, TENANT_HEADER_REQUIRED);
    return this.context.em.findOneOrFail(McaFillContext, {
      id: normalizeId(id),
      expiresAt: { $gt: new Date() },
    });
  }

  /**
   * Stores the resolved values, audited on the entity (the profile data left for a government form), and
   * deletes expired contexts on the way, so that copies of profile data do not outlive their use.
   */
  async #storeFillContext(
    caller: TenantCaller,
    instance: WorkflowInstance,
    mapping: FormMapping,
    fill: FormFill,
  ): Promise<string> {
    return this.context.em.transactional(async (em) => {
      const now = new Date();
      // Housekeeping of every tenant's expired copies, not a read of the caller's: across tenants on purpose.
      await acrossTenants(em).nativeDelete(McaFillContext, { expiresAt: { $lte: now } });
      const context = em.create(McaFillContext, {
        tenant: em.getReference(Tenant, caller.tenantId),
        workflowInstance: em.getReference(WorkflowInstance, instance.id),
        entity: em.getReference(BusinessEntity, instance.entity.id),
        formType: mapping.formType,
        formVersion: mapping.formVersion,
        mcaUrl: mapping.mcaUrl,
        fields: fill.fields,
        createdBy: caller.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FILL_CONTEXT_TTL_MS),
      });
      await this.context.audit.record(em, caller, {
        action: 'MCA_FILL_CONTEXT_CREATED',
        resourceType: 'mca_fill_context',
        resourceId: context.id,
        entityId: instance.entity.id,
        details: {
          workflowInstanceId: instance.id,
          formType: mapping.formType,
          formVersion: mapping.formVersion,
          filledPaths: fill.fields.map((field) => field.profilePath),
        },
      });
      await em.flush();
      return context.id;
    });
  }
}
