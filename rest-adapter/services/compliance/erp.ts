import { z } from 'zod';
import { ownWords, route, type RouteDefinition } from '../../engine/index.js';
import { graphql } from '../../generated/index.js';

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
const ONE_OF = `must be one of: ${LABELS.join(', ')}`;

/**
 * An ERP spelling, taken as the GraphQL enum value, ignoring case and extra blanks ("paid-up  capital"). Any
 * other value (including the enum's own names) is refused in the legacy service's words, which ERP integrations
 * read word for word.
 */
const METRIC_TYPE = z
  .unknown()
  .transform((value, ctx): MetricType => {
    const type = typeof value === 'string' ? BY_SPELLING.get(normalized(value)) : undefined;
    if (type) return type;
    if (value === undefined) ctx.addIssue({ code: 'custom', message: 'is required' });
    else ctx.addIssue({ code: 'custom', message: ONE_OF, ...ownWords(`metricType ${ONE_OF}`) });
    return z.NEVER;
  })
  .meta({ type: 'string', enum: LABELS });

/** GraphQL enum values back to the ERP spelling. */
const LABEL_OF = Object.fromEntries(LABELS.map((label) => [METRIC_TYPES[label], label])) as Record<
  MetricType,
  MetricLabel
>;

export const erpRoutes: RouteDefinition[] = [
  route({
    name: 'erpWebhook',
    method: 'POST',
    path: '/api/v1/webhooks/erp',
    auth: 'public',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation SubmitErpMetric($input: SubmitErpMetricInput!) {
        submitErpMetric(input: $input) {
          referenceId
          queued
          metricType
        }
      }
    `),
    input: {
      body: z.object({
        tenantId: z.string(),
        entityId: z.string(),
        metricType: METRIC_TYPE,
        // Any finite number: JSON's 1e400 parses as Infinity, which is refused.
        metricValue: z.number(),
      }),
    },
    variables: ({ body }) => ({ input: body }),
    answers: { 202: z.object({ message: z.string(), queued: z.boolean(), referenceId: z.string() }) },
    respond: ({ submitErpMetric: { referenceId, queued, metricType } }) => ({
      status: 202 as const,
      body: { message: `${LABEL_OF[metricType]} metric queued for processing`, queued, referenceId },
    }),
  }),
];
