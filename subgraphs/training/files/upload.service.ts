import { LockMode } from '@mikro-orm/core';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { Config } from '../../../platform/config.js';
import type { AuditActor, AuditEntry } from '../../shared/audit/audit-trail.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { renewFileLink, type FileLink } from '../../shared/file-links.js';
import { configuredStorage } from '../../shared/storage.js';
import { storeUpload } from '../../shared/uploads.js';
import { coursesChanged } from '../catalogue/catalogue.events.js';
import { Course, CourseStatus } from '../catalogue/course.entity.js';
import { CourseService } from '../catalogue/course.service.js';
import type { TrainingContext } from '../context.js';
import { TrainingFiles } from './training-files.js';
import { TRAINING_PLAN_FILE, trainingPlanLink } from './training-plan-file.js';
import type { StoredFileInfo } from './upload.types.js';

const PDF = 'application/pdf';

/**
 * What a course's `brochureUrl` says once a brochure was uploaded: the brochure's place in the storage areas
 * (`course-brochures/<course id>.pdf`). It names the file by the course id, as the storage does, so that it
 * stays true when the slug changes; the file itself is only handed out through expiring links.
 */
export function brochureLocation(courseId: string): string {
  return TrainingFiles.courseBrochure(courseId).replace(/^training\//, '');
}

/** Stores an uploaded PDF under `key`, replacing the previous file at once (PDF judged by content, size capped). */
const storePdf = (settings: Config, key: string, file: Promise<FileUpload>, maxBytes: number) =>
  storeUpload(key, file, { accept: ['pdf'], maxBytes }, configuredStorage(settings));

/**
 * The admin uploads of the training service (the current training plan, course brochures) and the signed
 * links that hand out the training plan. Uploads go through the gateway as GraphQL multipart requests.
 */
export class UploadService {
  constructor(private readonly context: Pick<TrainingContext, 'em' | 'auth' | 'audit' | 'config'>) {}

  /** Replaces the current training plan (audited); a refused file leaves the current one in place. */
  async uploadTrainingPlan(file: Promise<FileUpload>): Promise<StoredFileInfo> {
    const actor = await this.context.auth.requireAdmin();
    const { filename, stored } = await storePdf(
      this.context.config,
      TRAINING_PLAN_FILE.key,
      file,
      this.context.config.MAX_UPLOAD_BYTES,
    );
    const info: StoredFileInfo = {
      filename: TRAINING_PLAN_FILE.filename,
      originalFilename: filename,
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
    return trainingPlanLink(this.context.config);
  }

  /** The link that a signed training file token stands for (see `renewFileLink`). */
  signedFile(token: string): Promise<FileLink> {
    return renewFileLink(this.context.config, 'training', token);
  }

  /**
   * Stores a course's brochure and points the course's `brochureUrl` at it (audited). `shortCode` is the
   * course's slug or uuid; an unknown or deleted course is NOT_FOUND before anything is stored.
   */
  async uploadCourseBrochure(file: Promise<FileUpload>, shortCode: string): Promise<Course> {
    const actor = await this.context.auth.requireAdmin();
    const { id } = await new CourseService(this.context).get(shortCode);
    const { filename, stored } = await storePdf(
      this.context.config,
      TrainingFiles.courseBrochure(id),
      file,
      this.context.config.MAX_UPLOAD_BYTES,
    );
    return this.context.em.transactional(async (em) => {
      const course = await em.findOneOrFail(
        Course,
        { id, status: CourseStatus.ACTIVE },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const before = { brochureUrl: course.brochureUrl };
      course.brochureUrl = brochureLocation(course.id);
      // A new file behind the same location is a change of the course all the same.
      course.updatedAt = new Date();
      recordEvent(em, coursesChanged('brochure_upload', [course]));
      await this.context.audit.record(em, actor, {
        action: 'course.brochure.upload',
        entityType: 'course',
        entityId: course.id,
        before,
        after: { brochureUrl: course.brochureUrl, originalFilename: filename, size: stored.size },
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
