import 'reflect-metadata';
import { config } from '../../platform/config.js';
import { runSubgraphMain } from '../shared/main.js';
import { factorySubgraph } from './subgraph.js';

runSubgraphMain(factorySubgraph, config().FACTORY_PORT);
