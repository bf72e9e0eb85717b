import type { ComplianceArea } from '../area.js';
import { BusinessEntity } from './business-entity.entity.js';

export const businessEntitiesArea: ComplianceArea = {
  entities: [BusinessEntity],
  resolvers: [],
};
