import type { SubgraphArea } from '../../shared/area.js';
import { Enquiry } from './enquiry.entity.js';
import { EnquiryResolver } from './enquiry.resolver.js';

export const enquiriesArea: SubgraphArea = {
  entities: [Enquiry],
  resolvers: [EnquiryResolver],
};
