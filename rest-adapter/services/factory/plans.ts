import type { RouteDefinition } from '../../engine/index.js';

/** The factory plans routes. */
export const planRoutes: RouteDefinition[] = [];
