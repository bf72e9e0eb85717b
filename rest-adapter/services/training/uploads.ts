import { z } from 'zod';
import { publicTrainingUrl } from '../../../platform/public-urls.js';
import { FILE, route, streamFrom, timestamp, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';
import { LEGACY_COURSE, legacyCourse } from './courses.js';
import { success, successBody } from './legacy.js';

/** The signed token of a gateway file link: the last segment of its `/files/training/<token>` path. */
const tokenOf = (link: { path: string }) => link.path.slice(link.path.lastIndexOf('/') + 1);

export const uploadRoutes: RouteDefinition[] = [
  route({
    name: 'uploadTrainingPlan',
    method: 'POST',
    path: '/upload/training-plan',
    auth: 'admin',
    upload: { files: { file: { variablePath: 'variables.file' } } },
    input: {},
    document: graphql(`
      mutation TrainingUploadTrainingPlan($file: Upload!) {
        uploadTrainingPlan(file: $file) {
          filename
          originalFilename
          contentType
          size
          uploadedAt
        }
      }
    `),
    answers: {
      201: successBody(
        z.object({
          filename: z.string(),
          original_filename: z.string(),
          content_type: z.string(),
          size: z.int(),
          uploaded_at: timestamp(),
        }),
      ),
    },
    respond: ({ uploadTrainingPlan: stored }) =>
      success(
        {
          filename: stored.filename,
          original_filename: stored.originalFilename,
          content_type: stored.contentType,
          size: stored.size,
          uploaded_at: stored.uploadedAt,
        },
        201,
      ),
  }),
  // The signed URL of the spec is one of the legacy surface, served by the public route below.
  route({
    name: 'trainingPlanSignedUrl',
    method: 'GET',
    path: '/upload/training-plan/download',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    input: {},
    document: graphql(`
      query TrainingPlanFile {
        trainingPlanFile {
          path
          expiresAt
          expiresIn
        }
      }
    `),
    answers: { 200: successBody(z.object({ url: z.string(), expires_in: z.int(), expires_at: timestamp() })) },
    respond: ({ trainingPlanFile: link }) =>
      success({
        url: publicTrainingUrl(`/upload/training-plan/file/${tokenOf(link)}`),
        expires_in: link.expiresIn,
        expires_at: link.expiresAt,
      }),
  }),
  route({
    name: 'trainingPlanSignedFile',
    method: 'GET',
    path: '/upload/training-plan/file/:token',
    auth: 'public',
    errors: ['FORBIDDEN'],
    document: graphql(`
      query TrainingSignedFile($token: String!) {
        signedTrainingFile(token: $token) {
          path
          expiresAt
          expiresIn
        }
      }
    `),
    input: { params: z.object({ token: z.string() }) },
    variables: ({ params }) => ({ token: params.token }),
    answers: { 200: FILE },
    respondWithRequest: ({ signedTrainingFile: link }, req) => streamFrom(new URL(link.path, req.gatewayOrigin)),
  }),
  route({
    name: 'uploadCourseBrochure',
    method: 'POST',
    path: '/upload/course-brochure',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    upload: { files: { file: { variablePath: 'variables.file' } } },
    document: graphql(`
      mutation TrainingUploadCourseBrochure($file: Upload!, $shortCode: String!) {
        uploadCourseBrochure(file: $file, shortCode: $shortCode) {
          ...TrainingCourseFields
        }
      }
    `),
    input: { body: z.object({ short_code: z.string() }) },
    variables: ({ body }) => ({ shortCode: body.short_code }),
    answers: { 201: successBody(LEGACY_COURSE) },
    respond: ({ uploadCourseBrochure }) => success(legacyCourse(uploadCourseBrochure), 201),
  }),
];
