import { z } from 'zod';
import { FACTORY_TOKEN_REFUSED } from '../../../platform/auth/factory-token.js';
import type { ServiceDefinition } from '../../engine/index.js';
import { articleRoutes } from './articles.js';
import { auditLogRoutes } from './audit-logs.js';
import { authRoutes } from './auth.js';
import { globalConfigRoutes } from './global-config.js';
import { jobRoutes } from './jobs.js';
import { ledgerRoutes } from './ledger.js';
import { masterDataRoutes } from './master-data.js';
import { planRoutes } from './plans.js';
import { reportRoutes } from './reports.js';
import { tenantConfigRoutes } from './tenant-config.js';
import { tenantRoutes } from './tenants.js';
import { transactionRoutes } from './transactions.js';
import { workerRoutes } from './workers.js';

/** The factory-operations service at `/factory/api/v1`; its error body is `{status:'error', message}`. */
export const factoryService: ServiceDefinition = {
  name: 'factory',
  basePath: '/factory/api/v1',
  documentation: {
    title: 'Factory operations (legacy REST)',
    description:
      'The factory-operations service. Operations take the bearer token of `POST /auth/login` (`GET /auth/refresh` renews it from the `refreshToken` cookie); every query of a non-super-admin is scoped to the tenant of the token.',
  },
  errorBody: ({ message, extra }) => ({ status: 'error', message, ...extra }),
  // The spec's error body.
  errorSchema: z.object({ status: z.literal('error'), message: z.string() }),
  // The subgraph's own words for the same refusals.
  credentials: {
    missingToken: 'You are not logged in, please log in to get access',
    refusedToken: {
      issuer: 'factory',
      ...FACTORY_TOKEN_REFUSED,
    },
    cookie: { name: 'refreshToken', missing: 'No refresh token, please log in' },
  },
  routes: [
    ...authRoutes,
    ...planRoutes,
    ...tenantRoutes,
    ...tenantConfigRoutes,
    ...globalConfigRoutes,
    ...auditLogRoutes,
    ...workerRoutes,
    ...articleRoutes,
    ...masterDataRoutes,
    ...jobRoutes,
    ...ledgerRoutes,
    ...transactionRoutes,
    ...reportRoutes,
  ],
};
