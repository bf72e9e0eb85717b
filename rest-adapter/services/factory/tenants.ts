import type { RouteDefinition } from '../../engine/index.js';

/** The factory tenants routes. */
export const tenantRoutes: RouteDefinition[] = [];
