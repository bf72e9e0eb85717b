import 'reflect-metadata';
import { config } from '../../platform/config.js';
import { runSubgraphMain } from '../shared/main.js';
import { complianceSubgraph } from './subgraph.js';

runSubgraphMain(complianceSubgraph, config().COMPLIANCE_PORT);
