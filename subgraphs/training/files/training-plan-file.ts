import type { Config } from '../../../platform/config.js';
import { AppError, ErrorCode } from '../../../platform/errors.js';
import { signFileLink, type FileLink, type FileReference } from '../../shared/file-links.js';
import { configuredStorage } from '../../shared/storage.js';
import { TrainingFiles } from './training-files.js';

/** Signed links to the training plan live one minute (the spec's limit): long enough to start the download, too short to share. */
export const TRAINING_PLAN_LINK_TTL_SECONDS = 60;

/** The current training plan as downloads name it. */
export const TRAINING_PLAN_FILE: FileReference = {
  key: TrainingFiles.trainingPlan,
  filename: 'training-plan.pdf',
  contentType: 'application/pdf',
};

/**
 * A signed link to the current training plan, for admins and for holders of a mailed token alike (one place,
 * so that both serve the same file under the same name); NOT_FOUND before the first upload.
 */
export async function trainingPlanLink(settings: Config): Promise<FileLink> {
  if (!(await configuredStorage(settings).stat(TRAINING_PLAN_FILE.key)))
    throw new AppError(ErrorCode.NOT_FOUND, 'No training plan has been uploaded yet');
  return signFileLink(settings, 'training', TRAINING_PLAN_FILE, TRAINING_PLAN_LINK_TTL_SECONDS);
}
