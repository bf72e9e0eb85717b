import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PUBLIC_READ, AddressLimit } from '../../shared/address-limits.js';
import { Cost } from '../../shared/demand-control.js';
import { FileLink } from '../../shared/file-links.js';
import { Invalidates, Volatile } from '../../shared/response-cache.js';
import { CATALOGUE_TAG } from '../catalogue/catalogue.events.js';
import { Course } from '../catalogue/course.entity.js';
import type { TrainingContext } from '../context.js';
import { UploadService } from './upload.service.js';
import { StoredFileInfo } from './upload.types.js';

const service = (context: TrainingContext) => new UploadService(context);

@Resolver()
export class TrainingUploadResolver {
  @Authorized()
  @Mutation(() => StoredFileInfo, { description: 'Replaces the current training plan with an uploaded PDF (admin)' })
  @Cost(20)
  uploadTrainingPlan(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() context: TrainingContext,
  ): Promise<StoredFileInfo> {
    return service(context).uploadTrainingPlan(file);
  }

  @Authorized()
  @Volatile()
  @Query(() => FileLink, {
    description: 'A 60-second link to the current training plan (admin); NOT_FOUND before the first upload',
  })
  trainingPlanFile(@Ctx() context: TrainingContext): Promise<FileLink> {
    return service(context).trainingPlanFile();
  }

  @AddressLimit(PUBLIC_READ)
  @Volatile()
  @Query(() => FileLink, {
    description:
      'The link a signed training file token stands for, expiring with it (public); FORBIDDEN when forged or expired',
  })
  signedTrainingFile(@Arg('token', () => String) token: string, @Ctx() context: TrainingContext): Promise<FileLink> {
    return service(context).signedFile(token);
  }

  @Authorized()
  @Invalidates([CATALOGUE_TAG])
  @Mutation(() => Course, {
    description: "Stores a course's brochure PDF and sets its brochureUrl (admin); shortCode is the slug or uuid",
  })
  @Cost(20)
  uploadCourseBrochure(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('shortCode', () => String) shortCode: string,
    @Ctx() context: TrainingContext,
  ): Promise<Course> {
    return service(context).uploadCourseBrochure(file, shortCode);
  }
}
