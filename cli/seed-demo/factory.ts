import { factoryTokenSecret, mintFactoryToken, type FactoryClaims } from '../../platform/auth/factory-token.js';
import { User } from '../../subgraphs/factory/accounts/user.entity.js';
import { Article } from '../../subgraphs/factory/articles/article.entity.js';
import { ArticleService } from '../../subgraphs/factory/articles/article.service.js';
import type { FactoryContext } from '../../subgraphs/factory/context.js';
import { LedgerEntry } from '../../subgraphs/factory/ledger/ledger-entry.entity.js';
import { LedgerService } from '../../subgraphs/factory/ledger/ledger.service.js';
import { MasterDataValues } from '../../subgraphs/factory/master-data/master-data-values.entity.js';
import { MasterDataService } from '../../subgraphs/factory/master-data/master-data.service.js';
import { Plan } from '../../subgraphs/factory/plans/plan.entity.js';
import { PlanService } from '../../subgraphs/factory/plans/plan.service.js';
import { JobStepProgress, JobStepStatus } from '../../subgraphs/factory/production/job-step.entity.js';
import { Job } from '../../subgraphs/factory/production/job.entity.js';
import { JobService } from '../../subgraphs/factory/production/job.service.js';
import { TenantConfig } from '../../subgraphs/factory/tenant-config/tenant-config.entity.js';
import { TenantConfigService } from '../../subgraphs/factory/tenant-config/tenant-config.service.js';
import { Tenant } from '../../subgraphs/factory/tenants/tenant.entity.js';
import { TenantService } from '../../subgraphs/factory/tenants/tenant.service.js';
import { Transaction } from '../../subgraphs/factory/transactions/transaction.entity.js';
import { TransactionService } from '../../subgraphs/factory/transactions/transaction.service.js';
import { Worker } from '../../subgraphs/factory/workers/worker.entity.js';
import { WorkerService } from '../../subgraphs/factory/workers/worker.service.js';
import {
  ADJUSTMENT,
  ARTICLES,
  CONFIGURATION,
  JOBS,
  MASTER_DATA,
  PAYMENT,
  PLAN,
  TENANT,
  WORKERS,
} from './factory.data.js';
import { OPERATOR_ID, type OperatorSession } from './operator-session.js';
import { findOrCreate, Ids, step, type SeedStep, type ServiceSeeder, type StepOutcome } from './steps.js';

/** The operator manages plans, tenants and their configuration, as a super-admin does. */
const OPERATOR: FactoryClaims = { id: OPERATOR_ID, tenantId: null, role: 'super-admin' };

const STEP_ORDER = [JobStepStatus.PENDING, JobStepStatus.IN_PROGRESS, JobStepStatus.COMPLETED];

/**
 * The factory demo: a plan and a tenant with its admin and configuration (as the super-admin makes them), then
 * the tenant's own records as its admin makes them: master data, workers, articles, jobs moved step by step
 * (which credits the workers), a bonus and a wage payment.
 */
export class FactorySeeder implements ServiceSeeder {
  readonly service = 'factory';
  #tenant: { readonly tenantId: string; readonly adminId: string } | undefined;
  readonly #workerIds = new Ids();
  readonly #articleIds = new Ids();

  constructor(private readonly session: OperatorSession<FactoryContext>) {}

  get #made() {
    if (!this.#tenant) throw new Error('seed:demo: the factory tenant is needed before the step that makes it ran');
    return this.#tenant;
  }

  /** A request carrying an access token of `claims`, scoped to their tenant as every request is. */
  async #request(claims: FactoryClaims): Promise<FactoryContext> {
    return this.session.context({
      authorization: `Bearer ${await mintFactoryToken(claims, factoryTokenSecret(this.session.settings), 300)}`,
    });
  }

  #operatorRequest = () => this.#request(OPERATOR);
  #adminRequest = () => this.#request({ id: this.#made.adminId, tenantId: this.#made.tenantId, role: 'admin' });

  steps(): SeedStep[] {
    return [
      step(`factory: plan ${PLAN.slug}`, async () => {
        const context = await this.#operatorRequest();
        return (
          await findOrCreate(
            () => context.em.findOne(Plan, { slug: PLAN.slug }),
            () => new PlanService(context).create(PLAN),
          )
        ).outcome;
      }),
      step(`factory: tenant ${TENANT.slug}`, () => this.#createTenant()),
      step('factory: tenant configuration', async () => {
        const context = await this.#operatorRequest();
        const { tenantId } = this.#made;
        const { outcome } = await findOrCreate(
          () => context.em.findOne(TenantConfig, { tenant: tenantId }),
          async () => (await new TenantConfigService(context).upsert({ tenantId, ...CONFIGURATION })).config,
        );
        return outcome;
      }),
      ...MASTER_DATA.map((values) =>
        step(`factory: master data ${values.attributeName}`, async () => {
          const context = await this.#adminRequest();
          const { outcome } = await findOrCreate(
            () => context.em.findOne(MasterDataValues, { attributeName: values.attributeName }),
            async () => (await new MasterDataService(context).upsert(values)).masterData,
          );
          return outcome;
        }),
      ),
      step('factory: default worker', async () =>
        (await new WorkerService(await this.#adminRequest()).initDefault()).created ? 'created' : 'present',
      ),
      ...WORKERS.map((worker) =>
        step(`factory: worker ${worker.name}`, async () => {
          const context = await this.#adminRequest();
          const { record, outcome } = await findOrCreate(
            () => context.em.findOne(Worker, { name: worker.name }),
            () => new WorkerService(context).create(worker),
          );
          this.#workerIds.set(worker.name, record.id);
          return outcome;
        }),
      ),
      ...ARTICLES.map((article) =>
        step(`factory: article ${article.articleNo}`, async () => {
          const context = await this.#adminRequest();
          const { record, outcome } = await findOrCreate(
            () => context.em.findOne(Article, { articleNo: article.articleNo }),
            () => new ArticleService(context).create(article),
          );
          this.#articleIds.set(article.articleNo, record.id);
          return outcome;
        }),
      ),
      ...JOBS.map((job) => step(`factory: job ${job.jobNo}`, () => this.#job(job))),
      step(`factory: ${ADJUSTMENT.ledgerType} for ${ADJUSTMENT.worker}`, async () => {
        const context = await this.#adminRequest();
        const workerId = this.#workerIds.get(ADJUSTMENT.worker);
        const { outcome } = await findOrCreate(
          () =>
            context.em.findOne(LedgerEntry, {
              worker: workerId,
              ledgerType: ADJUSTMENT.ledgerType,
              description: ADJUSTMENT.description,
            }),
          () => new LedgerService(context).adjust({ ...ADJUSTMENT, workerId }),
        );
        return outcome;
      }),
      step(`factory: payment to ${PAYMENT.worker}`, async () => {
        const context = await this.#adminRequest();
        const workerId = this.#workerIds.get(PAYMENT.worker);
        const { outcome } = await findOrCreate(
          () => context.em.findOne(Transaction, { worker: workerId, note: PAYMENT.note }),
          async () => (await new TransactionService(context).makePayment({ ...PAYMENT, workerId })).transaction,
        );
        return outcome;
      }),
    ];
  }

  /** The tenant and its admin (provisioned like any new tenant); the admin signs in with the printed password. */
  async #createTenant(): Promise<StepOutcome> {
    const context = await this.#operatorRequest();
    const { record, outcome } = await findOrCreate(
      () => context.em.findOne(Tenant, { slug: TENANT.slug }),
      async () => (await new TenantService(context).create(TENANT)).tenant,
    );
    const admin = await context.em.findOneOrFail(User, { email: TENANT.adminEmail, tenant: record });
    this.#tenant = { tenantId: record.id, adminId: admin.id };
    return outcome;
  }

  /** A job, and each of its steps moved as far as the demo has it (the steps not there yet, on a later run). */
  async #job(job: (typeof JOBS)[number]): Promise<StepOutcome> {
    const context = await this.#adminRequest();
    const service = new JobService(context);
    const created = await findOrCreate(
      () => context.em.findOne(Job, { jobNo: job.jobNo }),
      () =>
        service.create({
          jobNo: job.jobNo,
          articleId: this.#articleIds.get(job.article),
          size: job.size,
          quantity: job.quantity,
        }),
    );
    const steps = await context.em.find(JobStepProgress, { job: created.record });
    const behind = job.progress.filter((target) => {
      const current = steps.find((candidate) => candidate.name === target.step);
      return !current || STEP_ORDER.indexOf(current.status) < STEP_ORDER.indexOf(target.status);
    });
    for (const target of behind) {
      await service.moveStep(created.record.id, {
        step: target.step,
        status: target.status,
        workerId: this.#workerIds.get(target.worker),
      });
    }
    return behind.length ? 'created' : created.outcome;
  }

  async explore(): Promise<string[]> {
    const context = await this.#adminRequest();
    const tenant = await context.em.findOneOrFail(Tenant, { id: this.#made.tenantId });
    const worker = PAYMENT.worker;
    const summary = await new LedgerService(context).summary(this.#workerIds.get(worker));
    const article = ARTICLES[0];
    return [
      `tenant:        ${tenant.name} (id ${tenant.id}, ${tenant.domain})`,
      `admin login:   ${TENANT.adminEmail} / ${TENANT.adminPassword} (mutation factoryLogin, or POST /factory/api/v1/auth/login {username, password})`,
      `worker:        ${worker} (id ${this.#workerIds.get(worker)}, balance ${summary.balance})`,
      `article:       ${article.articleNo} ${article.name} (id ${this.#articleIds.get(article.articleNo)})`,
      `               ${WORKERS.length} workers, ${ARTICLES.length} articles, ${JOBS.length} jobs; completed steps are in factoryTaskReport from today`,
    ];
  }
}
