import type { EntityManager } from '@mikro-orm/postgresql';
import { validationError } from '../../../platform/errors.js';
import { normalizeId } from '../../../platform/ids.js';
import { parseTimeRange } from '../../shared/filters.js';
import { builtOnce, tableOf } from '../../shared/read-models.js';
import { scopedTenantOf } from '../../shared/tenancy.js';
import { Article } from '../articles/article.entity.js';
import type { FactoryContext } from '../context.js';
import { amountOf, paiseOf } from '../ledger/money.js';
import { JobStepProgress, JobStepStatus } from '../production/job-step.entity.js';
import { Job } from '../production/job.entity.js';
import { Worker } from '../workers/worker.entity.js';
import { ProductionReport, ReportGrouping, type ReportFigures, type ReportGroup } from './report.types.js';

/**
 * What each grouping groups completed steps by (`key`, over job_step s and job j), and how a group is named
 * (`label`, over the figures f and what `join` adds) and ordered. Steps are summed first and named after, so that a
 * report joins a name once per group rather than once per step (it halved the statement's time in PostgreSQL).
 */
const GROUPINGS: Record<
  ReportGrouping,
  { key: string; join: (em: EntityManager) => string; label: string; order: string }
> = {
  [ReportGrouping.WORKER]: {
    key: 's.worker_id',
    join: (em) => `left join ${tableOf(em, Worker)} as w on w.id = f.key`,
    label: `coalesce(w.name, '')`,
    order: 'label, key',
  },
  [ReportGrouping.ARTICLE]: {
    key: 'j.article_id',
    join: (em) => `join ${tableOf(em, Article)} as a on a.id = f.key`,
    label: `a.article_no || ' ' || a.name`,
    order: 'label, key',
  },
  [ReportGrouping.STEP]: { key: 's.name', join: () => '', label: 'f.key', order: 'f.position, key' },
  [ReportGrouping.DAY]: {
    key: `to_char(s.completed_at at time zone 'UTC', 'YYYY-MM-DD')`,
    join: () => '',
    label: 'f.key',
    order: 'key',
  },
};

interface GroupRow {
  key: string;
  label: string;
  steps: number;
  pieces: string;
  amount: string;
}

const statements = new Map<string, string>();

/**
 * The report's one statement for a grouping, built once: a report reads sums, not entities, so it skips the query
 * builder (which cost a fifth of the report's CPU). An absent bound, article or tenant is a null parameter, and the
 * values are inlined (as MikroORM sends every statement), so the planner drops the conditions they switch off.
 */
function reportStatement(em: EntityManager, groupBy: ReportGrouping): string {
  return builtOnce(statements, `${String(em.config.get('schema'))}:${groupBy}`, () => {
    const { key, join, label, order } = GROUPINGS[groupBy];
    return `with f as (
        select ${key} as key, min(s.order) as position, count(*)::int as steps, sum(j.quantity) as pieces,
          coalesce(sum(s.rate * j.quantity) filter (where s.is_paid), 0) as amount
        from ${tableOf(em, JobStepProgress)} as s
          join ${tableOf(em, Job)} as j on j.id = s.job_id
        where s.status = '${JobStepStatus.COMPLETED}'
          and (?::timestamptz is null or s.completed_at >= ?)
          and (?::timestamptz is null or s.completed_at <= ?)
          and (?::uuid is null or j.article_id = ?)
          and (?::uuid is null or s.tenant_id = ?)
        group by ${key}
      )
      select f.key::text as key, ${label} as label, f.steps, f.pieces::text as pieces, f.amount::text as amount
      from f ${join(em)}
      order by ${order}`;
  });
}

/** Production reports: completed job steps grouped and summed by the database, never loaded row by row. */
export class ReportService {
  constructor(private readonly context: Pick<FactoryContext, 'em' | 'auth'>) {}

  async taskReport(groupBy: ReportGrouping, from?: string | null, to?: string | null): Promise<ProductionReport> {
    await this.context.auth.requireAdmin();
    return this.report(groupBy, from, to, null);
  }

  /** One article's completed steps, grouped by step (or as asked). */
  async articleReport(
    articleId: string,
    groupBy: ReportGrouping | null | undefined,
    from?: string | null,
    to?: string | null,
  ): Promise<ProductionReport> {
    await this.context.auth.requireAdmin();
    const article = await this.context.em.findOneOrFail(Article, { id: normalizeId(articleId) });
    return this.report(groupBy ?? ReportGrouping.STEP, from, to, article.id);
  }

  private async report(
    groupBy: ReportGrouping,
    from: string | null | undefined,
    to: string | null | undefined,
    articleId: string | null,
  ): Promise<ProductionReport> {
    const grouping = GROUPINGS[groupBy];
    if (!grouping) throw validationError('groupBy must be worker, article, step or day');
    const range = parseTimeRange(from, to, { from: 'from', to: 'to' });
    // The request's tenant scope as the ORM's filter would apply it (a super-admin: the x-tenant-id tenant, or all).
    const tenantId = scopedTenantOf(this.context.em) ?? (await this.context.auth.tenantOf());
    const { em } = this.context;
    const rows = await em.execute<GroupRow[]>(
      reportStatement(em, groupBy),
      [
        range.from ?? null,
        range.from ?? null,
        range.to ?? null,
        range.to ?? null,
        articleId,
        articleId,
        tenantId,
        tenantId,
      ],
      'all',
      em.getLoggerContext(),
    );
    const groups: ReportGroup[] = rows.map((row) => ({
      key: row.key,
      label: row.label,
      steps: row.steps,
      pieces: Number(row.pieces),
      amount: amountOf(paiseOf(row.amount)),
    }));
    return { groupBy, from: range.from ?? null, to: range.to ?? null, groups, totals: totalsOf(groups) };
  }
}

/** The groups' sums; exact, in paise. */
function totalsOf(groups: readonly ReportGroup[]): ReportFigures {
  const paise = groups.reduce((sum, group) => sum + paiseOf(group.amount), 0n);
  return {
    steps: groups.reduce((sum, group) => sum + group.steps, 0),
    pieces: groups.reduce((sum, group) => sum + group.pieces, 0),
    amount: amountOf(paise),
  };
}
