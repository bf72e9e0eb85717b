import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { PUBLIC_READ, PUBLIC_SUBMIT, AddressLimit } from '../../shared/address-limits.js';
import { Cost } from '../../shared/demand-control.js';
import { FileLink } from '../../shared/file-links.js';
import { Cacheable, Volatile } from '../../shared/response-cache.js';
import { TRAINING_TAGS } from '../cache-tags.js';
import type { TrainingContext } from '../context.js';
import { CertificateService } from './certificate.service.js';
import { Certificate } from './enrollment.entity.js';
import { CertificateVerification, CredentialVerification } from './enrollment.types.js';

/** The public side of certificates: verification (A by number, B by credential id) and the PDF download (B). */
@Resolver(() => Certificate)
export class CertificateResolver {
  @AddressLimit(PUBLIC_READ)
  @Cacheable([TRAINING_TAGS.certificates])
  @Query(() => CertificateVerification, {
    description: 'Verifies a certificate by its number (public, Variant A); NOT_FOUND when it does not verify',
  })
  verifyCertificate(
    @Arg('certificateNumber', () => String) certificateNumber: string,
    @Ctx() context: TrainingContext,
  ): Promise<CertificateVerification> {
    return new CertificateService(context).verifyNumber(certificateNumber);
  }

  @AddressLimit(PUBLIC_SUBMIT)
  @Query(() => CredentialVerification, {
    description: 'Verifies a credential (public behind a bot challenge, Variant B); NOT_FOUND when it does not verify',
  })
  verifyCredential(
    @Arg('credentialId', () => String) credentialId: string,
    @Arg('challengeToken', () => String, { nullable: true }) challengeToken: string | null | undefined,
    @Ctx() context: TrainingContext,
  ): Promise<CredentialVerification> {
    return new CertificateService(context).verifyCredential(credentialId, challengeToken);
  }

  @AddressLimit(PUBLIC_READ)
  @Volatile()
  @Query(() => FileLink, { description: 'A 60-second download link to the PDF of a credential (public, Variant B)' })
  @Cost(25)
  certificatePdf(
    @Arg('credentialId', () => String) credentialId: string,
    @Ctx() context: TrainingContext,
  ): Promise<FileLink> {
    return new CertificateService(context).pdfLink(credentialId);
  }

  @FieldResolver(() => ID)
  enrollmentId(@Root() certificate: Certificate): string {
    return certificate.enrollment.id;
  }
}
