import { z } from 'zod';
import { FILE, queryValue, route, streamFrom, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { success, successBody } from './legacy.js';

/** Public certificate verification: Variant A by certificate number, Variant B by credential id (behind the bot challenge). */
export const verificationRoutes: RouteDefinition[] = [
  route({
    name: 'verifyCertificate',
    variant: 'A',
    method: 'GET',
    path: '/verify',
    auth: 'public',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query TrainingVerifyCertificate($certificateNumber: String!) {
        verifyCertificate(certificateNumber: $certificateNumber) {
          valid
          learnerName
          courseTitle
          completionDate
          certificateNumber
        }
      }
    `),
    input: { query: z.object({ certificate_number: queryValue(z.string()) }) },
    variables: ({ query }) => ({ certificateNumber: query.certificate_number }),
    answers: {
      200: successBody(
        z.object({
          valid: z.boolean(),
          learner_name: z.string(),
          course_title: z.string(),
          completion_date: z.string(),
          certificate_number: z.string(),
        }),
      ),
    },
    respond: ({ verifyCertificate: verified }) =>
      success({
        valid: verified.valid,
        learner_name: verified.learnerName,
        course_title: verified.courseTitle,
        completion_date: verified.completionDate,
        certificate_number: verified.certificateNumber,
      }),
  }),
  route({
    name: 'verifyCredential',
    variant: 'B',
    method: 'POST',
    path: '/verify',
    auth: 'challenge',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query TrainingVerifyCredential($credentialId: String!, $challengeToken: String) {
        verifyCredential(credentialId: $credentialId, challengeToken: $challengeToken) {
          credentialId
          candidateName
          courseTitle
          issueDate
          certificateNumber
        }
      }
    `),
    input: { body: z.object({ credential_id: z.string(), challengeToken: z.string().nullish() }) },
    variables: ({ body }) => ({ credentialId: body.credential_id, challengeToken: body.challengeToken }),
    answers: {
      200: successBody(
        z.object({
          credential_id: z.string(),
          candidate_name: z.string(),
          course_title: z.string(),
          issue_date: z.string(),
          certificate_number: z.string(),
        }),
      ),
    },
    respond: ({ verifyCredential: verified }) =>
      success({
        credential_id: verified.credentialId,
        candidate_name: verified.candidateName,
        course_title: verified.courseTitle,
        issue_date: verified.issueDate,
        certificate_number: verified.certificateNumber,
      }),
  }),
  route({
    name: 'certificatePdf',
    variant: 'B',
    method: 'GET',
    path: '/verify/:id/pdf',
    auth: 'public',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query TrainingCertificatePdf($credentialId: String!) {
        certificatePdf(credentialId: $credentialId) {
          path
        }
      }
    `),
    input: { params: z.object({ id: z.string() }) },
    variables: ({ params }) => ({ credentialId: params.id }),
    answers: { 200: FILE },
    respondWithRequest: ({ certificatePdf }, req) => streamFrom(new URL(certificatePdf.path, req.gatewayOrigin)),
  }),
];
