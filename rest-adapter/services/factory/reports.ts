import { compact, enumIn, enumOut, gql, objectBody, route, type RouteDefinition } from '../../engine/index.js';
import { record } from './legacy.js';

interface ReportData {
  groupBy: string;
  from: string | null;
  to: string | null;
  groups: { key: string; label: string; steps: number; pieces: number; amount: string }[];
  totals: { steps: number; pieces: number; amount: string };
}

const REPORT_FIELDS = gql`
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
`;

const legacyReport = (report: ReportData) => ({ ...report, groupBy: enumOut(report.groupBy) });

/** `/report`, Admin: completed job steps grouped, with pieces and amounts. */
export const reportRoutes: RouteDefinition[] = [
  route<{ factoryTaskReport: ReportData }>({
    name: 'factoryTaskReportByGroup',
    method: 'POST',
    path: '/report/getTaskReportByGroup',
    auth: 'admin',
    document: gql`
      query FactoryTaskReportByGroup($input: FactoryTaskReportInput!) {
        factoryTaskReport(input: $input) {
          ...FactoryProductionReportFields
        }
      }
      ${REPORT_FIELDS}
    `,
    variables: ({ body }) => {
      const input = objectBody(body);
      return {
        input: compact({
          groupBy: enumIn(input.groupBy),
          from: input.from ?? input.startDate,
          to: input.to ?? input.endDate,
        }),
      };
    },
    respond: ({ factoryTaskReport }) => record('report', legacyReport(factoryTaskReport)),
  }),
  route<{ factoryArticleReport: ReportData }>({
    name: 'factoryReportByArticle',
    method: 'POST',
    path: '/report/getReportByArticleId/:id',
    auth: 'admin',
    document: gql`
      query FactoryReportByArticle($articleId: ID!, $groupBy: FactoryReportGrouping, $from: String, $to: String) {
        factoryArticleReport(articleId: $articleId, groupBy: $groupBy, from: $from, to: $to) {
          ...FactoryProductionReportFields
        }
      }
      ${REPORT_FIELDS}
    `,
    variables: ({ params, body }) => {
      const input = objectBody(body);
      return compact({
        articleId: params.id,
        groupBy: input.groupBy === undefined ? undefined : enumIn(input.groupBy),
        from: input.from ?? input.startDate,
        to: input.to ?? input.endDate,
      });
    },
    respond: ({ factoryArticleReport }) => record('report', legacyReport(factoryArticleReport)),
  }),
];
