import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { decodeJwt } from 'jose';
import { config } from '../../../platform/config.js';
import { AppError, ErrorCode, forbidden, notFound, validationError } from '../../../platform/errors.js';
import type { AuditActor, AuditEntry, AuditTrail } from '../../shared/audit/audit-trail.js';
import { signFileLink, verifyFileLink, type FileLink } from '../../shared/file-links.js';
import { FileStorage, type StoredFile } from '../../shared/storage.js';
import type { AdminPrincipal } from '../auth/admin-auth.js';
import { Course, CourseStatus } from '../catalogue/course.entity.js';
import { CourseService } from '../catalogue/course.service.js';
import { TrainingFiles } from './training-files.js';
import { TRAINING_PLAN_FILE, trainingPlanLink } from './training-plan-file.js';
import type { StoredFileInfo } from './upload.types.js';

/** What the upload rules need of the request. */
export interface UploadRequest {
  readonly em: EntityManager;
  readonly audit: AuditTrail;
  readonly auth: { requireAdmin(): Promise<AdminPrincipal>; isAdmin(): Promise<boolean> };
}

const PDF = 'application/pdf';

/**
 * What a course's `brochureUrl` says once a brochure was uploaded: the brochure's place in the storage areas
 * (`course-brochures/<course id>.pdf`). It names the file by the course id, as the storage does, so that it
 * stays true when the slug changes; the file itself is only handed out through expiring links.
 */
export function brochureLocation(courseId: string): string {
  return TrainingFiles.courseBrochure(courseId).replace(/^training\//, '');
}

/**
 * A failure of the upload stream (graphql-upload reports its size limit and broken requests as HTTP errors)
 * in our error codes; our own errors (a non-PDF, the storage's size limit) pass unchanged.
 */
function uploadFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : 'Upload failed';
  if (status === 413) return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message);
  if (typeof status === 'number' && status >= 400 && status < 500) return validationError(`Upload failed: ${message}`);
  return error;
}

/** Stores an uploaded PDF under `key`, replacing the previous file at once (PDF judged by content, size capped). */
async function storePdf(key: string, file: Promise<FileUpload>): Promise<{ upload: FileUpload; stored: StoredFile }> {
  try {
    const upload = await file;
    const stored = await new FileStorage().write(key, upload.createReadStream(), { expect: 'pdf', maxBytes: config().MAX_UPLOAD_BYTES });
    return { upload, stored };
  } catch (error) {
    throw uploadFailure(error);
  }
}

/**
 * The admin uploads of the training service (the current training plan, course brochures) and the signed
 * links that hand out the training plan. Uploads go through the gateway as GraphQL multipart requests.
 */
export class UploadService {
  constructor(private readonly context: UploadRequest) {}

  /** Replaces the current training plan (audited); a refused file leaves the current one in place. */
  async uploadTrainingPlan(file: Promise<FileUpload>): Promise<StoredFileInfo> {
    const actor = await this.context.auth.requireAdmin();
    const { upload, stored } = await storePdf(TRAINING_PLAN_FILE.key, file);
    const info: StoredFileInfo = {
      filename: TRAINING_PLAN_FILE.filename,
      originalFilename: upload.filename,
      contentType: PDF,
      size: stored.size,
      uploadedAt: new Date(),
    };
    await this.#recordAlone(actor, {
      action: 'training_plan.upload',
      entityType: 'training_plan',
      entityId: TRAINING_PLAN_FILE.key,
      after: { originalFilename: info.originalFilename, size: info.size },
    });
    return info;
  }

  /** A 60-second link to the current training plan (admin). */
  trainingPlanFile(): Promise<FileLink> {
    return trainingPlanLink();
  }

  /**
   * The link that a signed file token stands for, as long as the token lives (never longer): FORBIDDEN for a
   * forged or expired one. It lets the legacy surface hand out URLs of its own for the gateway's file links.
   */
  async signedFile(token: string): Promise<FileLink> {
    const file = await verifyFileLink('training', token);
    if (file === null) throw forbidden('Invalid download link');
    if (file === 'expired') throw forbidden('Download link expired');
    const remaining = (decodeJwt(token).exp ?? 0) - Math.floor(Date.now() / 1000);
    if (remaining < 1) throw forbidden('Download link expired');
    return signFileLink('training', file, remaining);
  }

  /**
   * Stores a course's brochure and points the course's `brochureUrl` at it (audited). `shortCode` is the
   * course's slug or uuid; an unknown or deleted course is NOT_FOUND before anything is stored.
   */
  async uploadCourseBrochure(file: Promise<FileUpload>, shortCode: string): Promise<Course> {
    const actor = await this.context.auth.requireAdmin();
    const { id } = await new CourseService(this.context.em, this.context.auth).get(shortCode);
    const { upload, stored } = await storePdf(TrainingFiles.courseBrochure(id), file);
    return this.context.em.transactional(async (em) => {
      const course = await em.findOne(Course, { id, status: CourseStatus.ACTIVE }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!course) throw notFound('Course');
      const before = { brochureUrl: course.brochureUrl };
      course.brochureUrl = brochureLocation(course.id);
      // A new file behind the same location is a change of the course all the same.
      course.updatedAt = new Date();
      await this.context.audit.record(em, actor, {
        action: 'course.brochure.upload',
        entityType: 'course',
        entityId: course.id,
        before,
        after: { brochureUrl: course.brochureUrl, originalFilename: upload.filename, size: stored.size },
      });
      await em.flush();
      return course;
    });
  }

  async #recordAlone(actor: AuditActor, entry: AuditEntry): Promise<void> {
    await this.context.em.transactional(async (em) => {
      await this.context.audit.record(em, actor, entry);
      await em.flush();
    });
  }
}
