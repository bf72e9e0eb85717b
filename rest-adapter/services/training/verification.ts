import {
  badRequest,
  gql,
  objectBody,
  route,
  stringParam,
  streamFrom,
  type RouteDefinition,
} from '../../engine/index.js';
import { success } from './legacy.js';

/** Public certificate verification: Variant A by certificate number, Variant B by credential id (behind the bot challenge). */
export const verificationRoutes: RouteDefinition[] = [
  route<{
    verifyCertificate: {
      valid: boolean;
      learnerName: string;
      courseTitle: string;
      completionDate: string;
      certificateNumber: string;
    };
  }>({
    name: 'verifyCertificate',
    variant: 'A',
    method: 'GET',
    path: '/verify',
    auth: 'public',
    document: gql`
      query TrainingVerifyCertificate($certificateNumber: String!) {
        verifyCertificate(certificateNumber: $certificateNumber) {
          valid
          learnerName
          courseTitle
          completionDate
          certificateNumber
        }
      }
    `,
    variables: ({ query }) => {
      const certificateNumber = stringParam(query.certificate_number);
      if (certificateNumber === undefined) throw badRequest('Query parameter certificate_number is required');
      return { certificateNumber };
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
  route<{
    verifyCredential: {
      credentialId: string;
      candidateName: string;
      courseTitle: string;
      issueDate: string;
      certificateNumber: string;
    };
  }>({
    name: 'verifyCredential',
    variant: 'B',
    method: 'POST',
    path: '/verify',
    auth: 'challenge',
    document: gql`
      query TrainingVerifyCredential($credentialId: String!, $challengeToken: String) {
        verifyCredential(credentialId: $credentialId, challengeToken: $challengeToken) {
          credentialId
          candidateName
          courseTitle
          issueDate
          certificateNumber
        }
      }
    `,
    variables: ({ body }) => {
      const { credential_id: credentialId, challengeToken } = objectBody(body);
      return { credentialId, challengeToken };
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
  route<{ certificatePdf: { path: string } }>({
    name: 'certificatePdf',
    variant: 'B',
    method: 'GET',
    path: '/verify/:id/pdf',
    auth: 'public',
    document: gql`
      query TrainingCertificatePdf($credentialId: String!) {
        certificatePdf(credentialId: $credentialId) {
          path
        }
      }
    `,
    variables: ({ params }) => ({ credentialId: params.id }),
    respond: ({ certificatePdf }, req) => streamFrom(new URL(certificatePdf.path, req.gatewayOrigin)),
  }),
];
