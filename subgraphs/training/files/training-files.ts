/**
 * Where the training service keeps its files in `FileStorage` (the links its mails carry are platform/public-urls.ts).
 * One place, so that the upload that stores a file and the download that serves it cannot disagree.
 */
export const TrainingFiles = {
  /** The current training plan PDF (the "assets area"), replaced by each upload. */
  trainingPlan: 'training/assets/training-plan.pdf',
  /** A course's brochure (the "course-brochures area"). */
  courseBrochure: (courseId: string) => `training/course-brochures/${courseId.toLowerCase()}.pdf`,
  /** An issued certificate. */
  certificate: (certificateId: string) => `training/certificates/${certificateId.toLowerCase()}.pdf`,
} as const;
