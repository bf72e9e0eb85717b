import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { requireId } from '../../shared/ids.js';
import { BusinessEntityService } from '../business-entities/business-entity.service.js';
import type { EntityProfileUpdate } from '../business-entities/business-entity.types.js';
import type { ComplianceContext } from '../context.js';
import type { SaveVerifiedDataInput } from './document.types.js';
import { ExtractionJob, ExtractionStatus } from './extraction-job.entity.js';
import { parseVerifiedFields } from './verified-fields.js';

/** One field's entry in the profile's `_verification` map. */
interface VerificationMark {
  status: 'verified';
  verifiedBy: string;
  verifiedAt: string;
}

/**
 * Human verification: values a person checked (usually read from a document) become the entity's profile
 * fields, each marked in `_verification` with who verified it and when. It goes through the entity's one
 * profile-change path (optimistic locking, version bump, audit, `profile.updated`); the extraction job the
 * values came from is marked verified in the same transaction.
 */
export class VerificationService {
  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit'>) {}

  async save(input: SaveVerifiedDataInput): Promise<EntityProfileUpdate> {
    const caller = await this.context.auth.requireTenant();
    const entityId = requireId('entityId', input.entityId);
    const values = parseVerifiedFields(input.verifiedData);
    const job = input.jobId ? await this.#jobOf(input.jobId, entityId) : null;
    const mark: VerificationMark = {
      status: 'verified',
      verifiedBy: caller.userId,
      verifiedAt: new Date().toISOString(),
    };
    const fields = Object.keys(values);

    return new BusinessEntityService(this.context).changeProfile(
      entityId,
      input.version,
      (current) => ({
        ...values,
        _verification: {
          ...asRecord(current._verification),
          ...Object.fromEntries(fields.map((field) => [field, mark])),
        },
      }),
      {
        action: 'DOCUMENT_DATA_VERIFIED',
        documentId: job?.document.id ?? null,
        details: { fields, ...(job ? { extractionJobId: job.id } : {}) },
        alongside: job ? (em) => this.#markVerified(em, job.id, mark) : undefined,
      },
    );
  }

  async #jobOf(jobId: string, entityId: string): Promise<ExtractionJob> {
    const job = await this.context.em.findOneOrFail(ExtractionJob, { id: normalizeId(jobId) });
    if (job.entityId !== entityId)
      throw validationError('jobId: the extraction job belongs to another entity', {
        fields: { jobId: ['belongs to another entity'] },
      });
    if (job.status !== ExtractionStatus.COMPLETED)
      throw conflict(`The extraction job is ${job.status.toLowerCase()}: only a completed extraction can be verified`);
    return job;
  }

  async #markVerified(em: EntityManager, jobId: string, mark: VerificationMark): Promise<void> {
    await em.nativeUpdate(
      ExtractionJob,
      { id: jobId },
      { verifiedAt: new Date(mark.verifiedAt), verifiedBy: mark.verifiedBy },
    );
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
