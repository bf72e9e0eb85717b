import { raw } from '@mikro-orm/core';
import { validationError } from '../../../platform/errors.js';
import { parseTimeRange } from '../../shared/filters.js';
import { Article } from '../articles/article.entity.js';
import type { FactoryContext } from '../context.js';
import { JobStepProgress, JobStepStatus } from '../jobs/job-step.entity.js';

import { amountOf, paiseOf } from '../ledger/money.js';
import { ProductionReport, ReportGrouping, type ReportFigures, type ReportGroup } from './report.types.js';
import { normalizeId } from '../../../platform/ids.js';

/** What each grouping groups by (`key`), shows (`label`) and orders by, as SQL over job_step s, job j, article a, worker w. */
const GROUPINGS: Record<ReportGrouping, { key: string; label: string; order: string }> = {
  [ReportGrouping.WORKER]: { key: 's.worker_id::text', label: `coalesce(min(w.name), '')`, order: 'label, key' },
  [ReportGrouping.ARTICLE]: {
    key: 'a.id::text',
    label: `min(a.article_no) || ' ' || min(a.name)`,
    order: 'label, key',
  },
  [ReportGrouping.STEP]: { key: 's.name', label: 's.name', order: 'min(s.order), key' },
  [ReportGrouping.DAY]: {
    key: `to_char(s.completed_at at time zone 'UTC', 'YYYY-MM-DD')`,
    label: `to_char(s.completed_at at time zone 'UTC', 'YYYY-MM-DD')`,
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
    const tenantId = await this.context.auth.tenantOf();
    const qb = this.context.em
      .createQueryBuilder(JobStepProgress, 's')
      .select([
        raw(`${grouping.key} as key`),
        raw(`${grouping.label} as label`),
        raw('count(*)::int as steps'),
        raw('sum(j.quantity)::text as pieces'),
        raw('coalesce(sum(s.rate * j.quantity) filter (where s.is_paid), 0)::text as amount'),
      ])
      .join('s.job', 'j')
      .join('j.article', 'a')
      .leftJoin('s.worker', 'w')
      .where({
        status: JobStepStatus.COMPLETED,
        ...(range.from || range.to
          ? { completedAt: { ...(range.from ? { $gte: range.from } : {}), ...(range.to ? { $lte: range.to } : {}) } }
          : {}),
        ...(articleId ? { job: { article: articleId } } : {}),
        ...(tenantId ? { tenant: tenantId } : {}),
      })
      .groupBy(raw(grouping.key))
      .orderBy([{ [raw(grouping.order)]: 'asc' }]);
    // The request's tenant scope (a super-admin without x-tenant-id: every tenant), as for the ORM's own finds.
    await qb.applyFilters();
    const rows = await qb.execute<GroupRow[]>('all', false);
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
