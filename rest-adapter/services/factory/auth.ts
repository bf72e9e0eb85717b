import type { RouteDefinition } from '../../engine/index.js';

/** The factory auth routes. */
export const authRoutes: RouteDefinition[] = [];
