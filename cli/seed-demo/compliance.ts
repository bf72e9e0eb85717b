import { LockMode } from '@mikro-orm/core';
import { mintAccessToken } from '../../platform/auth/access-token.js';
import { BusinessEntity } from '../../subgraphs/compliance/business-entities/business-entity.entity.js';
import { BusinessEntityService } from '../../subgraphs/compliance/business-entities/business-entity.service.js';
import type { ComplianceContext } from '../../subgraphs/compliance/context.js';
import { DocumentTemplate } from '../../subgraphs/compliance/document-templates/document-template.entity.js';
import { DocumentTemplateService } from '../../subgraphs/compliance/document-templates/document-template.service.js';
import { Tenant } from '../../subgraphs/compliance/tenants/tenant.entity.js';
import { TenantService } from '../../subgraphs/compliance/tenants/tenant.service.js';
import { User } from '../../subgraphs/compliance/tenants/user.entity.js';
import { WorkflowInstance } from '../../subgraphs/compliance/workflows/workflow-instance.entity.js';
import { WorkflowInstanceService } from '../../subgraphs/compliance/workflows/workflow-instance.service.js';
import { findTask } from '../../subgraphs/compliance/workflows/workflow-structure.js';
import { WorkflowTemplate } from '../../subgraphs/compliance/workflows/workflow-template.entity.js';
import { WorkflowTemplateService } from '../../subgraphs/compliance/workflows/workflow-template.service.js';
import { acrossTenants, withinTenant } from '../../subgraphs/shared/tenancy.js';
import {
  DEMO_PLAN,
  DOCUMENT_TEMPLATES,
  ENTITIES,
  PROFILE_UPDATE,
  SIGNUP,
  WORKFLOW_INSTANCES,
  WORKFLOW_TEMPLATES,
} from './compliance.data.js';
import { OPERATOR_ID, type OperatorSession } from './operator-session.js';
import { findOrCreate, Ids, step, type SeedStep, type ServiceSeeder, type StepOutcome } from './steps.js';

/** How long the token printed for the newcomer lives: a working day of exploring. */
const PRINTED_TOKEN_TTL = '24h';

interface Owner {
  readonly userId: string;
  readonly tenantId: string;
}

/**
 * The compliance demo: a tenant signed up as any customer does, moved to a plan with room for three companies,
 * its entities (one with a profile update, hence an event), workflows under way and document templates.
 * Everything after the signup is done as the tenant's owner, with an access token minted for it.
 */
export class ComplianceSeeder implements ServiceSeeder {
  readonly service = 'compliance';
  #owner: Owner | undefined;
  readonly #entityIds = new Ids();
  readonly #templateIds = new Ids();

  constructor(private readonly session: OperatorSession<ComplianceContext>) {}

  get #signedUp(): Owner {
    if (!this.#owner) throw new Error('seed:demo: the compliance tenant is needed before the step that makes it ran');
    return this.#owner;
  }

  /** A request of the owner, with its token and tenant header, as the owner's client sends it. */
  async #ownerRequest(): Promise<ComplianceContext> {
    const { userId, tenantId } = this.#signedUp;
    const token = await mintAccessToken({ sub: userId, email: SIGNUP.email, tenantId, ttl: 300 });
    return this.session.context({ authorization: `Bearer ${token}`, 'x-tenant-id': tenantId });
  }

  steps(): SeedStep[] {
    return [
      step(`compliance: signup of ${SIGNUP.organizationName}`, () => this.#signup()),
      step(`compliance: ${DEMO_PLAN} plan`, () => this.#upgradePlan()),
      ...ENTITIES.map((entity) =>
        step(`compliance: entity ${entity.name}`, async () => {
          const context = await this.#ownerRequest();
          const { record, outcome } = await findOrCreate(
            () => context.em.findOne(BusinessEntity, { tenant: this.#signedUp.tenantId, name: entity.name }),
            () => new BusinessEntityService(context).create(entity),
          );
          this.#entityIds.set(entity.key, record.id);
          return outcome;
        }),
      ),
      step('compliance: profile update', () => this.#updateProfile()),
      ...WORKFLOW_TEMPLATES.map((template) =>
        step(`compliance: workflow template ${template.workflowName}`, async () => {
          const context = await this.#ownerRequest();
          const { record, outcome } = await findOrCreate(
            () =>
              context.em.findOne(WorkflowTemplate, {
                tenant: this.#signedUp.tenantId,
                workflowName: template.workflowName,
              }),
            () => new WorkflowTemplateService(context).create(template),
          );
          this.#templateIds.set(template.workflowName, record.id);
          return outcome;
        }),
      ),
      ...WORKFLOW_INSTANCES.map((instance) =>
        step(`compliance: workflow ${instance.template} of ${instance.entity}`, () => this.#workflow(instance)),
      ),
      ...DOCUMENT_TEMPLATES.map((template) =>
        step(`compliance: document template ${template.name}`, async () => {
          const context = await this.#ownerRequest();
          const { outcome } = await findOrCreate(
            () => context.em.findOne(DocumentTemplate, { tenant: this.#signedUp.tenantId, name: template.name }),
            () => new DocumentTemplateService(context).create(template),
          );
          return outcome;
        }),
      ),
    ];
  }

  /** Self-service signup (an identity-provider account too, when IDP_URL is set); its owner is the demo login. */
  async #signup(): Promise<StepOutcome> {
    const context = await this.session.context();
    const { record, outcome } = await findOrCreate(
      async () => {
        // Before the signup there is no tenant to be scoped to: the owner is looked up across tenants.
        const user = await acrossTenants(context.em).findOne(User, { email: SIGNUP.email });
        return user && { userId: user.id, tenantId: user.tenant.id };
      },
      async () => {
        const { tenant, user } = await new TenantService(context).signup(SIGNUP);
        return { userId: user.id, tenantId: tenant.id };
      },
    );
    this.#owner = record;
    return outcome;
  }

  /**
   * The plan change an operator makes when a customer upgrades (the service has no operation for it: plans are
   * billing's business), audited like every change of the tenant.
   */
  async #upgradePlan(): Promise<StepOutcome> {
    const { tenantId } = this.#signedUp;
    const context = await this.session.context();
    return context.em.transactional(async (em) => {
      const tenant = await em.findOneOrFail(Tenant, { id: tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (tenant.subscriptionPlan === DEMO_PLAN) return 'present';
      const previous = tenant.subscriptionPlan;
      tenant.subscriptionPlan = DEMO_PLAN;
      await context.audit.record(
        em,
        { userId: OPERATOR_ID, email: null, tenantId },
        {
          action: 'TENANT_PLAN_CHANGED',
          resourceType: 'tenant',
          resourceId: tenantId,
          changes: [{ field: 'subscriptionPlan', oldValue: previous, newValue: DEMO_PLAN }],
        },
      );
      return 'created';
    });
  }

  /** The first version's profile is changed once, through the path of every profile update. */
  async #updateProfile(): Promise<StepOutcome> {
    const context = await this.#ownerRequest();
    const entityId = this.#entityIds.get(PROFILE_UPDATE.entity);
    const entity = await context.em.findOneOrFail(BusinessEntity, { id: entityId });
    if (entity.version > 1) return 'present';
    await new BusinessEntityService(context).updateProfile(entityId, entity.version, PROFILE_UPDATE.profileData);
    return 'created';
  }

  /** A workflow of an entity, with the tasks done so far checked (the ones still open, on a later run). */
  async #workflow(instance: (typeof WORKFLOW_INSTANCES)[number]): Promise<StepOutcome> {
    const context = await this.#ownerRequest();
    const service = new WorkflowInstanceService(context);
    const templateId = this.#templateIds.get(instance.template);
    const entityId = this.#entityIds.get(instance.entity);
    const { record, outcome } = await findOrCreate(
      () =>
        context.em.findOne(WorkflowInstance, {
          tenant: this.#signedUp.tenantId,
          template: templateId,
          entity: entityId,
        }),
      () => service.create({ templateId, entityId }),
    );
    const open = instance.completedTasks.filter((taskId) => !findTask(record.currentData, taskId)?.completed);
    for (const taskId of open) await service.updateTask(record.id, { taskId, completed: true });
    return open.length ? 'created' : outcome;
  }

  async explore(): Promise<string[]> {
    const { userId, tenantId } = this.#signedUp;
    const em = withinTenant(this.session.fork(), tenantId);
    const entity = await em.findOneOrFail(BusinessEntity, { id: this.#entityIds.get(ENTITIES[0].key) });
    const workflow = await em.findOneOrFail(WorkflowInstance, {
      entity,
      template: this.#templateIds.get(WORKFLOW_INSTANCES[0].template),
    });
    const token = await mintAccessToken({
      sub: userId,
      email: SIGNUP.email,
      tenantId,
      entityId: entity.id,
      ttl: PRINTED_TOKEN_TTL,
    });
    return [
      `tenant:        ${SIGNUP.organizationName} (id ${tenantId}, ${DEMO_PLAN} plan)`,
      `owner:         ${SIGNUP.email} (user id ${userId}; password ${SIGNUP.password} where IDP_URL is set)`,
      `entity:        ${entity.name} (id ${entity.id}, version ${entity.version})`,
      `workflow:      ${WORKFLOW_INSTANCES[0].template} (id ${workflow.id}, ${workflow.status})`,
      `access token:  ${token}`,
      `               (valid ${PRINTED_TOKEN_TTL}: send "Authorization: Bearer <token>" and "x-tenant-id: ${tenantId}"; another one:`,
      `               npm run cli -- compliance:token --sub ${userId} --email ${SIGNUP.email} --tenant ${tenantId} --entity ${entity.id} --ttl ${PRINTED_TOKEN_TTL})`,
    ];
  }
}
