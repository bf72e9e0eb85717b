import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Interest } from '../interests/interest.entity.js';
import { Certificate } from './enrollment.entity.js';

/** Per-request loaders of what an enrollment refers to, so that a page of enrollments costs one query per relation. */
export interface EnrollmentLoaders {
  interestById: DataLoader<string, Interest | null>;
  certificateByEnrollmentId: DataLoader<string, Certificate | null>;
}

export function createEnrollmentLoaders(em: EntityManager): EnrollmentLoaders {
  return {
    interestById: new DataLoader(async (ids) => {
      const interests = await em.find(Interest, { id: { $in: [...ids] } });
      const byId = new Map(interests.map((interest) => [interest.id, interest]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    certificateByEnrollmentId: new DataLoader(async (ids) => {
      const certificates = await em.find(Certificate, { enrollment: { $in: [...ids] } });
      const byEnrollment = new Map(certificates.map((certificate) => [certificate.enrollment.id, certificate]));
      return ids.map((id) => byEnrollment.get(id) ?? null);
    }),
  };
}
