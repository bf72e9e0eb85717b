import { randomUUID } from 'node:crypto';
import { signFileLink, type FileLink } from '../../shared/file-links.js';
import { configuredStorage, type FileStorage } from '../../shared/storage.js';
import type { ComplianceContext } from '../context.js';
import { renderWorkflowCertificatePdf } from './workflow-certificate.pdf.js';
import { findTenantInstance } from './workflow-instance.service.js';

/** Download links live one minute: long enough to start the download, too short to pass around. */
const LINK_SECONDS = 60;
const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;

/** Each generation is a file of its own, so that a link always serves the document it was issued for. */
export const certificateKey = (instanceId: string, certificateId: string) =>
  `compliance/workflow-certificates/${instanceId}/${certificateId}.pdf`;

/**
 * Compliance certificates of workflow instances: the PDF is rendered from the instance as it stands, stored,
 * audited (WORKFLOW_CERTIFICATE_GENERATED) and answered as a signed link, since files never travel inside
 * GraphQL. When the transaction fails the file is removed again, so that no certificate exists unaudited.
 */
export class WorkflowCertificateService {
  readonly #storage: FileStorage;

  constructor(private readonly context: Pick<ComplianceContext, 'em' | 'auth' | 'audit' | 'config'>) {
    this.#storage = configuredStorage(context.config);
  }

  async generate(instanceId: string): Promise<FileLink> {
    const caller = await this.context.auth.requireTenant();
    const certificateId = randomUUID();
    const key = (id: string) => certificateKey(id, certificateId);
    let written: string | undefined;
    let instanceIdRead: string;
    try {
      instanceIdRead = await this.context.em.transactional(async (em) => {
        const instance = await findTenantInstance(em, instanceId);
        await em.populate(instance, ['template', 'entity', 'tenant']);
        const pdf = await renderWorkflowCertificatePdf({
          certificateId,
          tenantName: instance.tenant.name,
          entityName: instance.entity.name,
          workflowName: instance.template.workflowName,
          legalReference: instance.template.legalReference,
          status: instance.status,
          startedAt: instance.createdAt,
          completedAt: instance.completedAt,
          filingConfirmation: instance.template.completionCriteria.filingConfirmation ?? [],
          phases: instance.currentData.phases,
          generatedAt: new Date(),
        });
        written = key(instance.id);
        await this.#storage.write(written, pdf, { accept: ['pdf'], maxBytes: MAX_CERTIFICATE_BYTES });
        await this.context.audit.record(em, caller, {
          action: 'WORKFLOW_CERTIFICATE_GENERATED',
          resourceType: 'workflow_instance',
          resourceId: instance.id,
          entityId: instance.entity.id,
          details: { certificateId, status: instance.status, workflowName: instance.template.workflowName },
        });
        await em.flush();
        return instance.id;
      });
    } catch (error) {
      if (written) await this.#storage.remove(written);
      throw error;
    }
    return signFileLink(
      this.context.config,
      'compliance',
      {
        key: key(instanceIdRead),
        filename: `compliance-certificate-${instanceIdRead}.pdf`,
        contentType: 'application/pdf',
      },
      LINK_SECONDS,
    );
  }
}
