import { forbidden, validationError } from '../../../platform/errors.js';
import { requireId } from '../../shared/ids.js';
import { findOneById } from '../../shared/relations.js';
import { BusinessEntity } from '../business-entities/business-entity.entity.js';
import { profileUpdatedRoutingKey } from '../business-entities/business-entity.events.js';
import type { ComplianceContext } from '../context.js';
import { ExtractionJob } from '../documents/extraction-job.entity.js';
import { extractionRoutingKey, type ExtractionEventType } from '../documents/extraction.events.js';
import type { EventSubscriptionAccess } from './subscription-access.types.js';

type Arguments = Readonly<Record<string, unknown>>;

/** An id argument in the form routing keys carry it; anything else (wildcards included) is refused. */
function idArgument(args: Arguments, name: string): string {
  const value = args[name];
  return requireId(name, typeof value === 'string' ? value : String(value));
}

function optionalIdArgument(args: Arguments, name: string): string | null {
  return args[name] == null ? null : idArgument(args, name);
}

/**
 * Who may subscribe to which compliance events: the subscription fields are served by the gateway, which asks
 * here (as the subscriber) before it binds a subscription. A record of another tenant is as unknown as a missing
 * one, and every event a subscriber receives must be of its tenant.
 */
export class SubscriptionAccessService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth'>) {}

  async access(field: string, args: Arguments): Promise<EventSubscriptionAccess> {
    switch (field) {
      case 'profileUpdated':
        return this.#profileUpdates(args);
      case 'extractionCompleted':
        return this.#extractions('extraction.completed', args);
      case 'extractionFailed':
        return this.#extractions('extraction.failed', args);
      default:
        throw validationError(`No compliance subscription named ${field}`);
    }
  }

  async #profileUpdates(args: Arguments): Promise<EventSubscriptionAccess> {
    const entityId = idArgument(args, 'entityId');
    const { tenantId } = await this.context.auth.requireTenant();
    await this.#requireEntity(entityId);
    return { routingKey: profileUpdatedRoutingKey(entityId), payloadMatch: [{ field: 'tenantId', value: tenantId }] };
  }

  /** The extraction events of one job, of one entity, or of the whole tenant. */
  async #extractions(eventType: ExtractionEventType, args: Arguments): Promise<EventSubscriptionAccess> {
    const jobId = optionalIdArgument(args, 'jobId');
    const entityId = optionalIdArgument(args, 'entityId');
    const { tenantId } = await this.context.auth.requireTenant();
    if (jobId && !(await this.context.em.findOne(ExtractionJob, { id: jobId }))) {
      throw forbidden(`No extraction job ${jobId} in your tenant`);
    }
    if (entityId) await this.#requireEntity(entityId);
    return {
      routingKey: extractionRoutingKey(eventType, jobId ?? '*'),
      payloadMatch: [
        { field: 'tenantId', value: tenantId },
        ...(entityId ? [{ field: 'entityId', value: entityId }] : []),
      ],
    };
  }

  /** An entity of the caller's tenant (the request's scope), FORBIDDEN otherwise. */
  async #requireEntity(entityId: string): Promise<void> {
    if (!(await findOneById(this.context.em, BusinessEntity, entityId, {})))
      throw forbidden(`No entity ${entityId} in your tenant`);
  }
}
