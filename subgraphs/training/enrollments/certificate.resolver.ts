import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { verifyChallenge } from '../../shared/challenge.js';
import { FileLink } from '../../shared/file-links.js';
import { PUBLIC_READ, PUBLIC_SUBMIT, RateLimit } from '../../shared/rate-limit.js';
import type { TrainingContext } from '../context.js';
import { CertificateService } from './certificate.service.js';
import { Certificate } from './enrollment.entity.js';
import { CertificateVerification, CredentialVerification } from './enrollment.types.js';

/** The public side of certificates: verification (A by number, B by credential id) and the PDF download (B). */
@Resolver(() => Certificate)
export class CertificateResolver {
  @UseMiddleware(RateLimit(PUBLIC_READ))
  @Query(() => CertificateVerification, {
    description: 'Verifies a certificate by its number (public, Variant A); NOT_FOUND when it does not verify',
  })
  verifyCertificate(
    @Arg('certificateNumber', () => String) certificateNumber: string,
    @Ctx() { em }: TrainingContext,
  ): Promise<CertificateVerification> {
    return new CertificateService(em).verifyNumber(certificateNumber);
  }

  @UseMiddleware(RateLimit(PUBLIC_SUBMIT))
  @Query(() => CredentialVerification, {
    description: 'Verifies a credential (public behind a bot challenge, Variant B); NOT_FOUND when it does not verify',
  })
  async verifyCredential(
    @Arg('credentialId', () => String) credentialId: string,
    @Arg('challengeToken', () => String, { nullable: true }) challengeToken: string | null | undefined,
    @Ctx() { em, request, config }: TrainingContext,
  ): Promise<CredentialVerification> {
    await verifyChallenge(config, challengeToken, request.clientAddress);
    return new CertificateService(em).verifyCredential(credentialId);
  }

  @UseMiddleware(RateLimit(PUBLIC_READ))
  @Query(() => FileLink, { description: 'A 60-second download link to the PDF of a credential (public, Variant B)' })
  certificatePdf(
    @Arg('credentialId', () => String) credentialId: string,
    @Ctx() { em }: TrainingContext,
  ): Promise<FileLink> {
    return new CertificateService(em).pdfLink(credentialId);
  }

  @FieldResolver(() => ID)
  enrollmentId(@Root() certificate: Certificate): string {
    return certificate.enrollment.id;
  }
}
