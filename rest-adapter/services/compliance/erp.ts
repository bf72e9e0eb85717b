import { badRequest, gql, objectBody, route, type RouteDefinition } from '../../engine/index.js';

/** The ERP webhook: `POST /api/v1/webhooks/erp` (public) answers 202 once the metric is durably queued. */

/** The metric types as ERP systems spell them (the spec's), and the GraphQL enum values they stand for. */
const METRIC_TYPES = {
  Turnover: 'TURNOVER',
  'Paid-up Capital': 'PAID_UP_CAPITAL',
  'Net Worth': 'NET_WORTH',
  Borrowings: 'BORROWINGS',
} as const;

type MetricLabel = keyof typeof METRIC_TYPES;
type MetricType = (typeof METRIC_TYPES)[MetricLabel];

const LABELS = Object.keys(METRIC_TYPES) as MetricLabel[];
const normalized = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_SPELLING = new Map<string, MetricType>(LABELS.map((label) => [normalized(label), METRIC_TYPES[label]]));

/**
 * An ERP spelling to the GraphQL enum value, ignoring case and extra blanks ("paid-up  capital"). A missing
 * value is left for GraphQL to refuse; any other value (including the enum's own names) is not a metric type
 * of this interface.
 */
function metricTypeIn(value: unknown): MetricType | undefined {
  if (value === undefined) return undefined;
  const type = typeof value === 'string' ? BY_SPELLING.get(normalized(value)) : undefined;
  if (!type) {
    throw badRequest(`metricType must be one of: ${LABELS.join(', ')}`, {
      fields: { metricType: [`must be one of: ${LABELS.join(', ')}`] },
    });
  }
  return type;
}

/** GraphQL enum values back to the ERP spelling. */
const LABEL_OF = Object.fromEntries(LABELS.map((label) => [METRIC_TYPES[label], label])) as Record<
  MetricType,
  MetricLabel
>;

interface ErpMetricReceipt {
  referenceId: string;
  queued: boolean;
  metricType: MetricType;
}

export const erpRoutes: RouteDefinition[] = [
  route<{ submitErpMetric: ErpMetricReceipt }>({
    name: 'erpWebhook',
    method: 'POST',
    path: '/api/v1/webhooks/erp',
    auth: 'public',
    document: gql`
      mutation SubmitErpMetric($input: SubmitErpMetricInput!) {
        submitErpMetric(input: $input) {
          referenceId
          queued
          metricType
        }
      }
    `,
    variables: ({ body }) => {
      const { tenantId, entityId, metricType, metricValue } = objectBody(body);
      return { input: { tenantId, entityId, metricType: metricTypeIn(metricType), metricValue } };
    },
    respond: ({ submitErpMetric: { referenceId, queued, metricType } }) => ({
      status: 202,
      body: { message: `${LABEL_OF[metricType]} metric queued for processing`, queued, referenceId },
    }),
  }),
];
