import type { SubgraphArea } from '../../shared/area.js';
import { erpMetricJob } from './erp-metric.job.js';
import { ErpMetricResolver } from './erp-metric.resolver.js';
import { FinancialMetric } from './financial-metric.entity.js';

export const erpArea: SubgraphArea = {
  entities: [FinancialMetric],
  resolvers: [ErpMetricResolver],
  jobs: [erpMetricJob],
};
