import type { SubgraphArea } from '../../shared/area.js';
import { ReportResolver } from './report.resolver.js';

export const reportsArea: SubgraphArea = {
  entities: [],
  resolvers: [ReportResolver],
};
