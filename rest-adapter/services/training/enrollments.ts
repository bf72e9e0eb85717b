import { z } from 'zod';
import {
  enumOut,
  enumValue,
  legacyEnum,
  querySort,
  queryList,
  queryString,
  route,
  timestamp,
  type RouteDefinition,
} from '../../engine/index.js';
import type { TrainingCertificateFieldsFragment, TrainingEnrollmentFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import {
  listFilter,
  pageBody,
  paginated,
  PAGING,
  SEARCH_AND_DATES,
  searchAndDates,
  success,
  successBody,
} from './legacy.js';

graphql(`
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
`);

graphql(`
  fragment TrainingCertificateFields on Certificate {
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
`);

const ENROLLMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'in_progress',
  'achieved',
  'dropped',
] as const;
const NULLABLE_TEXT = z.string().nullable();

/** An enrollment as the legacy surface answers it. */
const LEGACY_ENROLLMENT = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: NULLABLE_TEXT,
  interest_id: NULLABLE_TEXT,
  learner_name: z.string(),
  learner_email: z.string(),
  organisation: NULLABLE_TEXT,
  scheduled_date: NULLABLE_TEXT,
  status: z.enum(ENROLLMENT_STATUSES),
  completed_at: timestamp().nullable(),
  certificate_number: NULLABLE_TEXT,
  credential_id: NULLABLE_TEXT,
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** A certificate as the legacy surface answers it. */
const LEGACY_CERTIFICATE = z.object({
  id: z.string(),
  enrollment_id: z.string(),
  certificate_number: z.string(),
  credential_id: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  completion_date: z.string(),
  issued_at: timestamp(),
  emailed_at: timestamp().nullable(),
});

/** The one enrollment mapper: GraphQL Enrollment → legacy snake_case enrollment. */
export function legacyEnrollment(enrollment: TrainingEnrollmentFieldsFragment): z.input<typeof LEGACY_ENROLLMENT> {
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

export function legacyCertificate(certificate: TrainingCertificateFieldsFragment): z.input<typeof LEGACY_CERTIFICATE> {
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

const ENROLLMENT_STATUS = legacyEnum(ENROLLMENT_STATUSES);

/**
 * POST /enrollments body of both variants: A names the course and the learner, B an interest (`interest_id`),
 * whose learner and course the subgraph copies. The subgraph tells them apart by the presence of interestId.
 */
const ENROLLMENT_BODY = z.object({
  course_id: z.string().nullish(),
  interest_id: z.string().nullish(),
  learner_name: z.string().nullish(),
  learner_email: z.string().nullish(),
  organisation: z.string().nullish(),
  /** YYYY-MM-DD, checked by the subgraph. */
  scheduled_date: z.string().nullish(),
  status: ENROLLMENT_STATUS.nullish(),
});

export const enrollmentRoutes: RouteDefinition[] = [
  route({
    name: 'listEnrollments',
    method: 'GET',
    path: '/enrollments',
    auth: 'admin',
    document: graphql(`
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
    `),
    // Both variants' filters on one route (A: status, course_id; B: search, status; both: dates).
    input: {
      query: z.object({
        status: queryList(ENROLLMENT_STATUS),
        course_id: queryString(),
        ...SEARCH_AND_DATES,
        ...PAGING,
        sort: querySort([
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
      }),
    },
    variables: ({ query }) => ({
      filter: listFilter({
        status: query.status?.map((status) => enumValue(status)),
        courseId: query.course_id,
        ...searchAndDates(query),
      }),
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    }),
    answers: { 200: pageBody(LEGACY_ENROLLMENT) },
    respond: ({ enrollments }) => paginated(enrollments, legacyEnrollment),
  }),
  route({
    name: 'createEnrollment',
    method: 'POST',
    path: '/enrollments',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingCreateEnrollment($input: CreateEnrollmentInput!) {
        createEnrollment(input: $input) {
          ...TrainingEnrollmentFields
        }
      }
    `),
    input: { body: ENROLLMENT_BODY },
    variables: ({ body }) => ({
      input: {
        courseId: body.course_id,
        interestId: body.interest_id,
        learnerName: body.learner_name,
        learnerEmail: body.learner_email,
        organisation: body.organisation,
        scheduledDate: body.scheduled_date,
        status: enumValue(body.status),
      },
    }),
    answers: { 201: successBody(LEGACY_ENROLLMENT) },
    respond: ({ createEnrollment }) => success(legacyEnrollment(createEnrollment), 201),
  }),
  route({
    name: 'updateEnrollmentStatus',
    method: 'PATCH',
    path: '/enrollments/:id',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {
        updateEnrollmentStatus(id: $id, status: $status) {
          ...TrainingEnrollmentFields
        }
      }
    `),
    input: { params: z.object({ id: z.string() }), body: z.object({ status: ENROLLMENT_STATUS }) },
    variables: ({ params, body }) => ({ id: params.id, status: enumValue(body.status) }),
    answers: { 200: successBody(LEGACY_ENROLLMENT) },
    respond: ({ updateEnrollmentStatus }) => success(legacyEnrollment(updateEnrollmentStatus)),
  }),
  route({
    name: 'resendCertificate',
    variant: 'B',
    method: 'POST',
    path: '/enrollments/:id/resend-certificate',
    auth: 'admin',
    errors: ['NOT_FOUND', 'CONFLICT'],
    document: graphql(`
      mutation TrainingResendCertificate($enrollmentId: ID!) {
        resendCertificate(enrollmentId: $enrollmentId) {
          ...TrainingCertificateFields
        }
      }
    `),
    input: { params: z.object({ id: z.string() }) },
    variables: ({ params }) => ({ enrollmentId: params.id }),
    answers: { 200: successBody(LEGACY_CERTIFICATE) },
    respond: ({ resendCertificate }) => success(legacyCertificate(resendCertificate)),
  }),
];
