import {
  enumIn,
  enumOut,
  gql,
  legacySort,
  objectBody,
  renameFields,
  route,
  stringParam,
  type RouteDefinition,
  type RouteRequest,
} from '../../engine/index.js';
import { listFilter, listVariables, paginated, searchAndDates, statusList, success, type PageData } from './legacy.js';

export interface CertificateData {
  id: string;
  enrollmentId: string;
  certificateNumber: string;
  credentialId: string;
  learnerName: string;
  courseTitle: string;
  completionDate: string;
  issuedAt: string;
  emailedAt: string | null;
}

export interface EnrollmentData {
  id: string;
  courseId: string;
  course: { title: string } | null;
  interestId: string | null;
  learnerName: string;
  learnerEmail: string;
  organisation: string | null;
  scheduledDate: string | null;
  status: string;
  completedAt: string | null;
  certificate: { certificateNumber: string; credentialId: string } | null;
  createdAt: string;
  updatedAt: string;
}

const ENROLLMENT_FIELDS = gql`
  fragment TrainingEnrollmentFields on Enrollment {
    id
    courseId
    course {
      title
    }
    interestId
    learnerName
    learnerEmail
    organisation
    scheduledDate
    status
    completedAt
    certificate {
      certificateNumber
      credentialId
    }
    createdAt
    updatedAt
  }
`;

/** The one enrollment mapper: GraphQL Enrollment → legacy snake_case enrollment. */
export function legacyEnrollment(enrollment: EnrollmentData) {
  return {
    id: enrollment.id,
    course_id: enrollment.courseId,
    course_title: enrollment.course?.title ?? null,
    interest_id: enrollment.interestId,
    learner_name: enrollment.learnerName,
    learner_email: enrollment.learnerEmail,
    organisation: enrollment.organisation,
    scheduled_date: enrollment.scheduledDate,
    status: enumOut(enrollment.status),
    completed_at: enrollment.completedAt,
    certificate_number: enrollment.certificate?.certificateNumber ?? null,
    credential_id: enrollment.certificate?.credentialId ?? null,
    created_at: enrollment.createdAt,
    updated_at: enrollment.updatedAt,
  };
}

export function legacyCertificate(certificate: CertificateData) {
  return {
    id: certificate.id,
    enrollment_id: certificate.enrollmentId,
    certificate_number: certificate.certificateNumber,
    credential_id: certificate.credentialId,
    learner_name: certificate.learnerName,
    course_title: certificate.courseTitle,
    completion_date: certificate.completionDate,
    issued_at: certificate.issuedAt,
    emailed_at: certificate.emailedAt,
  };
}

/** GET /enrollments filters of both variants on one route (A: status, course_id; B: search, status; both: dates). */
const enrollmentFilter = (query: RouteRequest['query']) =>
  listFilter({ status: statusList(query.status), courseId: stringParam(query.course_id), ...searchAndDates(query) });

/**
 * POST /enrollments body of both variants: A names the course and the learner, B an interest (`interest_id`),
 * whose learner and course the subgraph copies. The subgraph tells them apart by the presence of interestId.
 */
function enrollmentInput(body: unknown) {
  return renameFields(objectBody(body), {
    course_id: 'courseId',
    interest_id: 'interestId',
    learner_name: 'learnerName',
    learner_email: 'learnerEmail',
    organisation: 'organisation',
    scheduled_date: 'scheduledDate',
    status: ['status', (value) => enumIn(value)],
  });
}

export const enrollmentRoutes: RouteDefinition[] = [
  route<{ enrollments: PageData<EnrollmentData> }>({
    name: 'listEnrollments',
    method: 'GET',
    path: '/enrollments',
    auth: 'admin',
    document: gql`
      query TrainingListEnrollments($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {
        enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) {
          items {
            ...TrainingEnrollmentFields
          }
          total
          page
          limit
        }
      }
      ${ENROLLMENT_FIELDS}
    `,
    sort: legacySort([
      'created_at',
      'createdAt',
      'updated_at',
      'updatedAt',
      'learner_name',
      'learnerName',
      'learner_email',
      'learnerEmail',
      'organisation',
      'status',
      'scheduled_date',
      'scheduledDate',
      'completed_at',
      'completedAt',
    ]),
    variables: ({ query }) => listVariables(query, enrollmentFilter(query)),
    respond: ({ enrollments }) => paginated(enrollments, legacyEnrollment),
  }),
  route<{ createEnrollment: EnrollmentData }>({
    name: 'createEnrollment',
    method: 'POST',
    path: '/enrollments',
    auth: 'admin',
    document: gql`
      mutation TrainingCreateEnrollment($input: CreateEnrollmentInput!) {
        createEnrollment(input: $input) {
          ...TrainingEnrollmentFields
        }
      }
      ${ENROLLMENT_FIELDS}
    `,
    variables: ({ body }) => ({ input: enrollmentInput(body) }),
    respond: ({ createEnrollment }) => success(legacyEnrollment(createEnrollment), 201),
  }),
  route<{ updateEnrollmentStatus: EnrollmentData }>({
    name: 'updateEnrollmentStatus',
    method: 'PATCH',
    path: '/enrollments/:id',
    auth: 'admin',
    document: gql`
      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {
        updateEnrollmentStatus(id: $id, status: $status) {
          ...TrainingEnrollmentFields
        }
      }
      ${ENROLLMENT_FIELDS}
    `,
    variables: ({ params, body }) => ({ id: params.id, status: enumIn(objectBody(body).status) }),
    respond: ({ updateEnrollmentStatus }) => success(legacyEnrollment(updateEnrollmentStatus)),
  }),
  route<{ resendCertificate: CertificateData }>({
    name: 'resendCertificate',
    variant: 'B',
    method: 'POST',
    path: '/enrollments/:id/resend-certificate',
    auth: 'admin',
    document: gql`
      mutation TrainingResendCertificate($enrollmentId: ID!) {
        resendCertificate(enrollmentId: $enrollmentId) {
          id
          enrollmentId
          certificateNumber
          credentialId
          learnerName
          courseTitle
          completionDate
          issuedAt
          emailedAt
        }
      }
    `,
    variables: ({ params }) => ({ enrollmentId: params.id }),
    respond: ({ resendCertificate }) => success(legacyCertificate(resendCertificate)),
  }),
];
