import { PdfFont, renderPdf } from '../../shared/pdf.js';

/** What a certificate states. */
export interface CertificateDetails {
  readonly learnerName: string;
  readonly courseTitle: string;
  /** YYYY-MM-DD */
  readonly completionDate: string;
  readonly certificateNumber: string;
  readonly credentialId: string;
  /** Where anyone can check the certificate. */
  readonly verificationUrl: string;
}

const INK = '#1f2937';
const ACCENT = '#1d4ed8';
const MUTED = '#6b7280';

/** "2026-03-05" → "5 March 2026" (the date is a calendar date: no time zone applies). */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The certificate document: one A4 page with a border, the learner, the course, the date and both identifiers. */
export function renderCertificatePdf(details: CertificateDetails): Promise<Buffer> {
  return renderPdf(
    (document) => {
      const { width, height } = document.page;
      const inner = {
        x: document.page.margins.left,
        width: width - document.page.margins.left - document.page.margins.right,
      };
      document
        .lineWidth(3)
        .strokeColor(ACCENT)
        .rect(28, 28, width - 56, height - 56)
        .stroke();
      document
        .lineWidth(0.75)
        .rect(36, 36, width - 72, height - 72)
        .stroke();

      const centred = { width: inner.width, align: 'center' as const };
      document.moveDown(6);
      document
        .font(PdfFont.bold)
        .fontSize(30)
        .fillColor(ACCENT)
        .text('Certificate of Completion', inner.x, undefined, centred);
      document.moveDown(2);
      document.font(PdfFont.regular).fontSize(14).fillColor(MUTED).text('This is to certify that', centred);
      document.moveDown(0.8);
      document.font(PdfFont.bold).fontSize(26).fillColor(INK).text(details.learnerName, centred);
      document.moveDown(0.8);
      document
        .font(PdfFont.regular)
        .fontSize(14)
        .fillColor(MUTED)
        .text('has successfully completed the course', centred);
      document.moveDown(0.8);
      document.font(PdfFont.bold).fontSize(20).fillColor(INK).text(details.courseTitle, centred);
      document.moveDown(1.5);
      document
        .font(PdfFont.regular)
        .fontSize(14)
        .fillColor(INK)
        .text(`Completed on ${longDate(details.completionDate)}`, centred);

      document.moveDown(6);
      document.fontSize(11).fillColor(INK).text(`Certificate number: ${details.certificateNumber}`, centred);
      document.moveDown(0.3);
      document.text(`Credential ID: ${details.credentialId}`, centred);
      document.moveDown(1);
      document.fontSize(9).fillColor(MUTED).text('Verify this certificate at', centred);
      document
        .fillColor(ACCENT)
        .text(details.verificationUrl, { ...centred, link: details.verificationUrl, underline: true });
    },
    {
      Title: `Certificate ${details.certificateNumber}`,
      Subject: `${details.courseTitle}: certificate of completion for ${details.learnerName}`,
      Author: 'Course training service',
    },
  );
}
