import { publicTrainingUrl } from '../../../platform/public-urls.js';
import { gql, objectBody, route, streamFrom, type RouteDefinition } from '../../engine/index.js';
import { COURSE_FIELDS, legacyCourse, type CourseData } from './courses.js';
import { success } from './legacy.js';

interface StoredFileData {
  filename: string;
  originalFilename: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

interface FileLinkData {
  path: string;
  expiresAt: string;
  expiresIn: number;
}

/** The signed token of a gateway file link: the last segment of its `/files/training/<token>` path. */
const tokenOf = (link: FileLinkData) => link.path.slice(link.path.lastIndexOf('/') + 1);

export const uploadRoutes: RouteDefinition[] = [
  route<{ uploadTrainingPlan: StoredFileData }>({
    name: 'uploadTrainingPlan',
    method: 'POST',
    path: '/upload/training-plan',
    auth: 'admin',
    upload: { files: { file: { variablePath: 'variables.file' } } },
    document: gql`
      mutation TrainingUploadTrainingPlan($file: Upload!) {
        uploadTrainingPlan(file: $file) {
          filename
          originalFilename
          contentType
          size
          uploadedAt
        }
      }
    `,
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
  route<{ trainingPlanFile: FileLinkData }>({
    name: 'trainingPlanSignedUrl',
    method: 'GET',
    path: '/upload/training-plan/download',
    auth: 'admin',
    document: gql`
      query TrainingPlanFile {
        trainingPlanFile {
          path
          expiresAt
          expiresIn
        }
      }
    `,
    respond: ({ trainingPlanFile: link }) =>
      success({
        url: publicTrainingUrl(`/upload/training-plan/file/${tokenOf(link)}`),
        expires_in: link.expiresIn,
        expires_at: link.expiresAt,
      }),
  }),
  route<{ signedTrainingFile: FileLinkData }>({
    name: 'trainingPlanSignedFile',
    method: 'GET',
    path: '/upload/training-plan/file/:token',
    auth: 'public',
    document: gql`
      query TrainingSignedFile($token: String!) {
        signedTrainingFile(token: $token) {
          path
          expiresAt
          expiresIn
        }
      }
    `,
    variables: ({ params }) => ({ token: params.token }),
    respond: ({ signedTrainingFile: link }, req) => streamFrom(new URL(link.path, req.gatewayOrigin)),
  }),
  route<{ uploadCourseBrochure: CourseData }>({
    name: 'uploadCourseBrochure',
    method: 'POST',
    path: '/upload/course-brochure',
    auth: 'admin',
    upload: { files: { file: { variablePath: 'variables.file' } } },
    document: gql`
      mutation TrainingUploadCourseBrochure($file: Upload!, $shortCode: String!) {
        uploadCourseBrochure(file: $file, shortCode: $shortCode) {
          ...TrainingCourseFields
        }
      }
      ${COURSE_FIELDS}
    `,
    variables: ({ body }) => ({ shortCode: objectBody(body).short_code }),
    respond: ({ uploadCourseBrochure }) => success(legacyCourse(uploadCourseBrochure), 201),
  }),
];
