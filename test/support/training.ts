import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addTrainingAdmin } from '../../cli/commands/training-add-admin.js';
import { trainingSubgraph } from '../../subgraphs/training/subgraph.js';
import { TestChallengeServer } from './challenge-server.js';
import type { IdentityUser, TestIdentityProvider } from './identity-provider.js';
import { TestSmtpServer } from './smtp.js';
import { startSubgraphUnderTest, type SubgraphUnderTest } from './subgraph.js';

export type TrainingUnderTest = SubgraphUnderTest;

/** The training subgraph over HTTP on an ephemeral port, with a database of its own and the given environment. */
export const startTraining = (env: Record<string, string | undefined> = {}): Promise<TrainingUnderTest> =>
  startSubgraphUnderTest(trainingSubgraph, env);

type Headers = Record<string, string>;

/** The environment of a training service that asks `idp` who its callers are; its admins are members of the "training" tenant. */
export const identityEnv = (idp: TestIdentityProvider) => ({
  IDP_URL: idp.url,
  IDP_SERVICE_KEY: idp.serviceKey,
  TRAINING_TENANT_SLUG: 'training',
});

/** The environment of a training service that mails through `smtp`. */
export const mailEnv = (smtp: TestSmtpServer) => ({ SMTP_URL: smtp.url, MAIL_FROM: 'training@example.test' });

/**
 * What the public forms talk to: a real SMTP server, which keeps the mails they send, and a real bot-challenge
 * service, started and stopped together; `env()` points a training service at both.
 */
export class PublicFormServers {
  readonly smtp = new TestSmtpServer();
  readonly challenge = new TestChallengeServer();

  async start(): Promise<void> {
    await Promise.all([this.smtp.start(), this.challenge.start()]);
  }

  async stop(): Promise<void> {
    await Promise.all([this.smtp.stop(), this.challenge.stop()]);
  }

  env() {
    return { ...mailEnv(this.smtp), ...this.challenge.env() };
  }
}

/**
 * The training subgraph for the tests of its public forms: mail and bot challenge of `forms`, a data directory
 * of its own, no identity provider (the development bypass lets admin operations through; the admin check has
 * tests of its own) and no central audit log; `env` adds to that or overrides it.
 */
export function startTrainingWithForms(
  forms: PublicFormServers,
  env: Record<string, string | undefined> = {},
): Promise<TrainingUnderTest> {
  return startTraining({
    IDP_URL: undefined,
    IDP_SERVICE_KEY: undefined,
    AUDIT_LOG_URL: undefined,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'training-data-')),
    RATE_LIMIT_FACTOR: '1',
    ...forms.env(),
    ...env,
  });
}

/** An admin signed in at `idp`: a new user made a member of the training tenant in the database at `databaseUrl`. */
export async function signInTrainingAdmin(
  idp: TestIdentityProvider,
  databaseUrl: string,
  user: { id?: string; email?: string } = {},
): Promise<{ user: IdentityUser; headers: Headers }> {
  const signedIn = idp.issueToken(user);
  await addTrainingAdmin(databaseUrl, signedIn.user.id);
  return { user: signedIn.user, headers: { authorization: `Bearer ${signedIn.token}` } };
}

/** The headers of a user signed in at `idp` who is no member of the training tenant (no admin). */
export const outsiderHeaders = (idp: TestIdentityProvider): Headers => ({
  authorization: `Bearer ${idp.issue(randomUUID())}`,
});

/** A signed file link as the subgraph answers it (`FileLink`). */
export interface FileLinkData {
  path: string;
  expiresAt: string;
  expiresIn: number;
  filename: string;
  contentType: string;
}

export const COURSE_FIELDS = `
  id title slug description isPublished status deliveryMode durationDays schedule courseOutline overview brochureUrl
  categories { id name slug type } cities { id name slug type } associations { id name slug type }
  deletedAt createdAt updatedAt`;
