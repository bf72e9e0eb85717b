import type { SubgraphArea } from '../../shared/area.js';
import { FactoryReportResolver } from './report.resolver.js';

export const reportsArea: SubgraphArea = {
  entities: [],
  resolvers: [FactoryReportResolver],
};
