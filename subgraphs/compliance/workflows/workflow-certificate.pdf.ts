import { PdfFont, renderPdf } from '../../shared/pdf.js';
import { WorkflowStatus, type InstancePhase } from './workflow-instance.entity.js';

/** What a workflow's compliance certificate states. */
export interface WorkflowCertificateDetails {
  readonly certificateId: string;
  readonly tenantName: string;
  readonly entityName: string;
  readonly workflowName: string;
  readonly legalReference: string | null;
  readonly status: WorkflowStatus;
  readonly startedAt: Date;
  readonly completedAt: Date | null;
  readonly filingConfirmation: readonly string[];
  readonly phases: readonly InstancePhase[];
  readonly generatedAt: Date;
}

const INK = '#1f2937';
const ACCENT = '#1d4ed8';
const MUTED = '#6b7280';
const DONE = '#15803d';
const OPEN = '#b45309';

/** "2025-07-01 09:30 UTC": unambiguous wherever the document is read. */
export const utcMinute = (instant: Date | string) =>
  `${new Date(instant).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const titleOf = (status: WorkflowStatus) =>
  status === WorkflowStatus.COMPLETED ? 'Compliance Certificate' : 'Compliance Status Report';

/**
 * The certificate of a workflow instance: who (tenant, entity), what (workflow, legal reference), its status and
 * every phase with its tasks and their completion. An instance still in progress gets a status report that says
 * plainly it is not a certificate of completion, so that a printout can never be mistaken for one.
 */
export function renderWorkflowCertificatePdf(details: WorkflowCertificateDetails): Promise<Buffer> {
  const completed = details.status === WorkflowStatus.COMPLETED;
  return renderPdf(
    (document) => {
      const left = document.page.margins.left;
      const width = document.page.width - left - document.page.margins.right;
      const row = (label: string, value: string) => {
        document
          .font(PdfFont.bold)
          .fontSize(10)
          .fillColor(MUTED)
          .text(`${label}: `, left, undefined, { continued: true, width });
        document.font(PdfFont.regular).fillColor(INK).text(value);
      };

      document
        .font(PdfFont.bold)
        .fontSize(24)
        .fillColor(ACCENT)
        .text(titleOf(details.status), left, undefined, { width, align: 'center' });
      document.moveDown(0.3);
      document.font(PdfFont.regular).fontSize(14).fillColor(INK).text(details.workflowName, { width, align: 'center' });
      document.moveDown(1.2);

      row('Organisation', details.tenantName);
      row('Entity', details.entityName);
      row('Workflow', details.workflowName);
      row('Legal reference', details.legalReference ?? 'None given');
      row('Status', completed ? 'COMPLETED' : 'IN PROGRESS');
      row('Started', utcMinute(details.startedAt));
      if (details.completedAt) row('Completed', utcMinute(details.completedAt));
      if (details.filingConfirmation.length) row('Filing confirmation', details.filingConfirmation.join(', '));
      const tasks = details.phases.flatMap((phase) => phase.tasks);
      const mandatory = tasks.filter((task) => task.mandatory);
      row(
        'Progress',
        `${mandatory.filter((task) => task.completed).length} of ${mandatory.length} mandatory tasks and ` +
          `${tasks.filter((task) => task.completed).length} of ${tasks.length} tasks completed`,
      );
      if (!completed) {
        document.moveDown(0.6);
        document
          .font(PdfFont.bold)
          .fontSize(10)
          .fillColor(OPEN)
          .text(
            'This workflow is still in progress: this report is not a certificate of completion.',
            left,
            undefined,
            { width },
          );
      }

      details.phases.forEach((phase, index) => {
        document.moveDown(1);
        document
          .font(PdfFont.bold)
          .fontSize(13)
          .fillColor(ACCENT)
          .text(`Phase ${index + 1}: ${phase.name}`, left, undefined, { width });
        for (const task of phase.tasks) {
          document.moveDown(0.3);
          document
            .font(PdfFont.regular)
            .fontSize(11)
            .fillColor(task.completed ? DONE : OPEN)
            .text(task.completed ? '✓ ' : '○ ', left + 8, undefined, { continued: true, width: width - 8 });
          document.fillColor(INK).text(`${task.name} (${task.id})`);
          const state =
            task.completed && task.completedAt ? `Completed ${utcMinute(task.completedAt)}` : 'Not completed';
          document
            .fontSize(9)
            .fillColor(MUTED)
            .text(`${task.mandatory ? 'Mandatory' : 'Optional'} · ${state}`, left + 22, undefined, {
              width: width - 22,
            });
        }
      });

      document.moveDown(2);
      document
        .font(PdfFont.regular)
        .fontSize(9)
        .fillColor(MUTED)
        .text(`Generated ${utcMinute(details.generatedAt)} · Reference ${details.certificateId}`, left, undefined, {
          width,
          align: 'center',
        });
    },
    {
      Title: `${titleOf(details.status)}: ${details.workflowName}`,
      Subject: `${details.workflowName} for ${details.entityName} (${details.tenantName})`,
      Author: 'Compliance management service',
      CreationDate: details.generatedAt,
    },
  );
}
