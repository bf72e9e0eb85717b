import { z } from 'zod';
import { enumOut, enumValue, legacyEnum, route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryProductionReportFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { DATE_RANGE, dateRange, ID, record, recordBody } from './legacy.js';

graphql(`
  fragment FactoryProductionReportFields on FactoryProductionReport {
    groupBy
    from
    to
    groups {
      key
      label
      steps
      pieces
      amount
    }
    totals {
      steps
      pieces
      amount
    }
  }
`);

const GROUPINGS = ['worker', 'article', 'step', 'day'] as const;
const TOTALS = { steps: z.int(), pieces: z.int(), amount: z.string() };

/** A production report as the legacy surface answers it. */
const LEGACY_REPORT = z.object({
  groupBy: z.enum(GROUPINGS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  groups: z.array(z.object({ key: z.string(), label: z.string(), ...TOTALS })),
  totals: z.object(TOTALS),
});

const legacyReport = (report: FactoryProductionReportFieldsFragment): z.input<typeof LEGACY_REPORT> => ({
  ...report,
  groupBy: enumOut(report.groupBy),
});

const ONE_REPORT = { 200: recordBody('report', LEGACY_REPORT) };

/** `/report`, Admin: completed job steps grouped, with pieces and amounts. */
export const reportRoutes: RouteDefinition[] = [
  route({
    name: 'factoryTaskReportByGroup',
    method: 'POST',
    path: '/report/getTaskReportByGroup',
    auth: 'admin',
    document: graphql(`
      query FactoryTaskReportByGroup($input: FactoryTaskReportInput!) {
        factoryTaskReport(input: $input) {
          ...FactoryProductionReportFields
        }
      }
    `),
    input: { body: z.object({ groupBy: legacyEnum(GROUPINGS), ...DATE_RANGE }) },
    variables: ({ body }) => ({ input: { groupBy: enumValue(body.groupBy), ...dateRange(body) } }),
    answers: ONE_REPORT,
    respond: ({ factoryTaskReport }) => record('report', legacyReport(factoryTaskReport)),
  }),
  route({
    name: 'factoryReportByArticle',
    method: 'POST',
    path: '/report/getReportByArticleId/:id',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    document: graphql(`
      query FactoryReportByArticle($articleId: ID!, $groupBy: FactoryReportGrouping, $from: String, $to: String) {
        factoryArticleReport(articleId: $articleId, groupBy: $groupBy, from: $from, to: $to) {
          ...FactoryProductionReportFields
        }
      }
    `),
    input: { params: ID, body: z.object({ groupBy: legacyEnum(GROUPINGS).nullish(), ...DATE_RANGE }) },
    variables: ({ params, body }) => ({ articleId: params.id, groupBy: enumValue(body.groupBy), ...dateRange(body) }),
    answers: ONE_REPORT,
    respond: ({ factoryArticleReport }) => record('report', legacyReport(factoryArticleReport)),
  }),
];
