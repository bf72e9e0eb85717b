import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes, randomInt } from 'node:crypto';
import { conflict, notFound, validationError } from '../../../platform/errors.js';
import { publicTrainingUrl } from '../../../platform/public-urls.js';
import { verifyChallenge } from '../../shared/challenge.js';
import { signFileLink, type FileLink } from '../../shared/file-links.js';
import { utcDate } from '../../shared/filters.js';
import { htmlMail, sendMail } from '../../shared/mail.js';
import { configuredStorage, type FileStorage } from '../../shared/storage.js';
import type { Course } from '../catalogue/course.entity.js';
import type { TrainingContext } from '../context.js';
import { TrainingFiles } from '../files/training-files.js';
import { renderCertificatePdf } from './certificate.pdf.js';
import { Certificate, type Enrollment } from './enrollment.entity.js';
import type { CertificateVerification, CredentialVerification } from './enrollment.types.js';

/** Crockford's base32: digits and capitals without I, L, O and U, which are read or typed wrongly. */
const UNAMBIGUOUS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const NUMBER_LENGTH = 8;
/** With 32^8 numbers per year a collision is rare; several in a row mean something else is wrong. */
const MAX_NUMBER_ATTEMPTS = 8;
const MAX_IDENTIFIER_LENGTH = 128;
const PDF_LINK_SECONDS = 60;
const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;

/** `CERT-<year>-` and 8 unambiguous base32 characters, e.g. `CERT-2026-4F7K2Q9M`. */
export function newCertificateNumber(year: number): string {
  let code = '';
  for (let index = 0; index < NUMBER_LENGTH; index++) code += UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)];
  return `CERT-${year}-${code}`;
}

/** The public identifier of Variant B: 144 random bits, URL-safe (24 characters), so that it cannot be guessed. */
export function newCredentialId(): string {
  return randomBytes(18).toString('base64url');
}

/** Where anyone can check a certificate (the legacy REST verification, Variant A). */
export function certificateVerificationUrl(certificateNumber: string): string {
  return publicTrainingUrl(`/verify?certificate_number=${encodeURIComponent(certificateNumber)}`);
}

const pdfFilename = (certificate: Certificate) => `certificate-${certificate.certificateNumber}.pdf`;

/** A looked-up identifier: trimmed; blank is a VALIDATION_ERROR, absurdly long simply matches nothing. */
function identifier(value: string, field: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) throw validationError(`${field} is required`, { fields: { [field]: ['is required'] } });
  return trimmed.length > MAX_IDENTIFIER_LENGTH ? null : trimmed;
}

/**
 * Certificates: issuing one (number, credential id, PDF in storage, mail with the PDF attached), mailing it
 * again, and the public verification and download. Issuing happens in the caller's transaction; the files it
 * wrote are remembered so that `discardUncommitted` can remove them when that transaction fails.
 */
export class CertificateService {
  readonly #written: string[] = [];

  readonly #storage: FileStorage;

  constructor(private readonly context: Pick<TrainingContext, 'em' | 'jobs' | 'request' | 'config'>) {
    this.#storage = configuredStorage(context.config);
  }

  /**
   * Issues the certificate of a finished enrollment, in `em`'s transaction: a new number (retried on the rare
   * collision), the PDF stored under `TrainingFiles.certificate(id)`, and the mail queued with it attached.
   * A PDF that cannot be stored throws, so that the caller's transaction (and the status change) rolls back.
   */
  async issue(em: EntityManager, enrollment: Enrollment, course: Course): Promise<Certificate> {
    const completionDate = enrollment.completedAt ?? utcDate();
    const certificate = em.create(Certificate, {
      enrollment,
      certificateNumber: await this.#unusedNumber(em, Number(completionDate.slice(0, 4))),
      credentialId: newCredentialId(),
      learnerName: enrollment.learnerName,
      courseTitle: course.title,
      completionDate,
      storageKey: '',
    });
    certificate.storageKey = TrainingFiles.certificate(certificate.id);
    const pdf = await renderCertificatePdf({
      learnerName: certificate.learnerName,
      courseTitle: certificate.courseTitle,
      completionDate: certificate.completionDate,
      certificateNumber: certificate.certificateNumber,
      credentialId: certificate.credentialId,
      verificationUrl: certificateVerificationUrl(certificate.certificateNumber),
    });
    this.#written.push(certificate.storageKey);
    await this.#storage.write(certificate.storageKey, pdf, { accept: ['pdf'], maxBytes: MAX_CERTIFICATE_BYTES });
    await this.mail(em, certificate, enrollment.learnerEmail);
    return certificate;
  }

  /** Queues the certificate mail with the stored PDF attached, in `em`'s transaction, and sets `emailedAt`. */
  async mail(em: EntityManager, certificate: Certificate, to: string): Promise<void> {
    if (!(await this.#storage.stat(certificate.storageKey))) {
      throw conflict(
        `The PDF of certificate ${certificate.certificateNumber} is missing from storage; it cannot be sent`,
      );
    }
    const verificationUrl = certificateVerificationUrl(certificate.certificateNumber);
    const paragraphs = [
      `Dear ${certificate.learnerName},`,
      `Congratulations on completing ${certificate.courseTitle}. Your certificate is attached to this email.`,
      `Certificate number: ${certificate.certificateNumber}`,
      `Credential ID: ${certificate.credentialId}`,
      'Anyone can check that your certificate is genuine with the link below.',
    ];
    await sendMail(this.context.jobs, em, {
      to,
      subject: `Your certificate for ${certificate.courseTitle}`,
      text: `${paragraphs.join('\n\n')}\n\n${verificationUrl}\n`,
      html: htmlMail(paragraphs, { href: verificationUrl, label: 'Verify this certificate' }),
      attachments: [
        { filename: pdfFilename(certificate), storageKey: certificate.storageKey, contentType: 'application/pdf' },
      ],
    });
    certificate.emailedAt = new Date();
  }

  /** Removes the PDFs this service wrote: call it when the transaction they belonged to failed. */
  async discardUncommitted(): Promise<void> {
    const keys = this.#written.splice(0);
    await Promise.all(keys.map((key) => this.#storage.remove(key)));
  }

  /** Variant A: a certificate by its number (case-insensitive); NOT_FOUND when it does not verify. */
  async verifyNumber(certificateNumber: string): Promise<CertificateVerification> {
    const number = identifier(certificateNumber, 'certificateNumber')?.toUpperCase();
    const certificate = number ? await this.context.em.findOne(Certificate, { certificateNumber: number }) : null;
    if (!certificate) throw notFound('Certificate');
    return {
      valid: true,
      learnerName: certificate.learnerName,
      courseTitle: certificate.courseTitle,
      completionDate: certificate.completionDate,
      certificateNumber: certificate.certificateNumber,
    };
  }

  /** Variant B, behind the bot challenge: a certificate by its credential id (exact); NOT_FOUND when it does not verify. */
  async verifyCredential(
    credentialId: string,
    challengeToken: string | null | undefined,
  ): Promise<CredentialVerification> {
    await verifyChallenge(this.context.config, challengeToken, this.context.request.clientAddress);
    const certificate = await this.#byCredential(credentialId);
    return {
      valid: true,
      candidateName: certificate.learnerName,
      courseTitle: certificate.courseTitle,
      issueDate: utcDate(certificate.issuedAt),
      credentialId: certificate.credentialId,
      certificateNumber: certificate.certificateNumber,
    };
  }

  /** Variant B: a 60-second link to the stored PDF of a credential. */
  async pdfLink(credentialId: string): Promise<FileLink> {
    const certificate = await this.#byCredential(credentialId);
    return signFileLink(
      this.context.config,
      'training',
      { key: certificate.storageKey, filename: pdfFilename(certificate), contentType: 'application/pdf' },
      PDF_LINK_SECONDS,
    );
  }

  async #byCredential(credentialId: string): Promise<Certificate> {
    const id = identifier(credentialId, 'credentialId');
    const certificate = id ? await this.context.em.findOne(Certificate, { credentialId: id }) : null;
    if (!certificate) throw notFound('Certificate');
    return certificate;
  }

  async #unusedNumber(em: EntityManager, year: number): Promise<string> {
    for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
      const candidate = newCertificateNumber(year);
      if (!(await em.count(Certificate, { certificateNumber: candidate }))) return candidate;
    }
    throw new Error(`No unused certificate number found in ${MAX_NUMBER_ATTEMPTS} attempts`);
  }
}
