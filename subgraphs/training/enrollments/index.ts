import type { SubgraphArea } from '../../shared/area.js';
import { CertificateResolver } from './certificate.resolver.js';
import { Certificate, Enrollment } from './enrollment.entity.js';
import { EnrollmentResolver } from './enrollment.resolver.js';

export const enrollmentsArea: SubgraphArea = {
  entities: [Enrollment, Certificate],
  resolvers: [EnrollmentResolver, CertificateResolver],
};
