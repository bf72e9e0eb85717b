import 'reflect-metadata';
import { config } from '../../platform/config.js';
import { runSubgraphMain } from '../shared/main.js';
import { trainingSubgraph } from './subgraph.js';

runSubgraphMain(trainingSubgraph, config().TRAINING_PORT);
