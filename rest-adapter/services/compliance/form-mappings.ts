import type { RouteDefinition } from '../../engine/index.js';

export const formMappingRoutes: RouteDefinition[] = [];
