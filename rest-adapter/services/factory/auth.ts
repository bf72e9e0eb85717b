import { z } from 'zod';
import { enumValue, legacyEnum, route, type RouteDefinition } from '../../engine/index.js';
import type { FactoryRole, FactorySessionFieldsFragment } from '../../generated/graphql.js';
import { graphql } from '../../generated/index.js';
import { ID_FIELD, legacyRecord, record, recordBody } from './legacy.js';

graphql(`
  fragment FactorySessionFields on FactorySession {
    token
    user {
      id
      name
      email
      role
    }
  }
`);

/** The roles in the spec's spelling. */
const ROLES = { ADMIN: 'admin', SUPER_ADMIN: 'super-admin' } as const satisfies Record<FactoryRole, string>;

/** The user as login shows it: `{_id, name, email, role}`. */
const LEGACY_USER = z.object({
  ...ID_FIELD,
  name: z.string(),
  email: z.string(),
  role: z.enum(Object.values(ROLES) as ['admin', 'super-admin']),
});

type UserData = FactorySessionFieldsFragment['user'];

const legacyUser = (user: UserData): z.input<typeof LEGACY_USER> =>
  legacyRecord({ id: user.id, name: user.name, email: user.email, role: ROLES[user.role] });

/** The login answer of the spec, also given by refresh and by a password reset (which signs the user in). */
const SESSION = z.object({ status: z.literal('success'), token: z.string(), data: z.object({ user: LEGACY_USER }) });

const session = ({ token, user }: FactorySessionFieldsFragment) => ({
  status: 200 as const,
  body: { status: 'success' as const, token, data: { user: legacyUser(user) } },
});

/**
 * The factory auth routes. The refresh token travels only in the `refreshToken` cookie, which the subgraph
 * sets and reads: the engine forwards the Cookie header and returns Set-Cookie.
 */
export const authRoutes: RouteDefinition[] = [
  route({
    name: 'factoryLogin',
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    errors: ['UNAUTHORIZED', 'FORBIDDEN'],
    document: graphql(`
      mutation FactoryLogin($email: String!, $password: String!, $panel: FactoryLoginPanel) {
        factoryLogin(email: $email, password: $password, panel: $panel) {
          ...FactorySessionFields
        }
      }
    `),
    input: {
      body: z.object({
        /** The user's email. */
        username: z.string(),
        password: z.string(),
        panel: legacyEnum(['tenant', 'super_admin']).nullish(),
      }),
    },
    variables: ({ body }) => ({ email: body.username, password: body.password, panel: enumValue(body.panel) }),
    answers: { 200: SESSION },
    respond: ({ factoryLogin }) => session(factoryLogin),
  }),
  route({
    name: 'factoryRefresh',
    method: 'GET',
    path: '/auth/refresh',
    auth: 'cookie',
    document: graphql(`
      mutation FactoryRefresh {
        factoryRefresh {
          ...FactorySessionFields
        }
      }
    `),
    input: {},
    answers: { 200: SESSION },
    respond: ({ factoryRefresh }) => session(factoryRefresh),
  }),
  route({
    name: 'factoryLogout',
    method: 'GET',
    path: '/auth/logout',
    auth: 'public',
    document: graphql(`
      mutation FactoryLogout {
        factoryLogout
      }
    `),
    input: {},
    answers: { 200: z.object({ status: z.literal('success') }) },
    respond: () => ({ status: 200 as const, body: { status: 'success' as const } }),
  }),
  route({
    name: 'factorySignup',
    method: 'POST',
    path: '/auth/signup',
    auth: 'admin',
    errors: ['CONFLICT'],
    document: graphql(`
      mutation FactorySignup(
        $tenantId: ID
        $name: String!
        $email: String!
        $password: String!
        $passwordConfirm: String!
        $role: FactoryRole
      ) {
        factorySignup(
          tenantId: $tenantId
          name: $name
          email: $email
          password: $password
          passwordConfirm: $passwordConfirm
          role: $role
        ) {
          id
          name
          email
          role
        }
      }
    `),
    input: {
      body: z.object({
        tenantId: z.string().nullish(),
        name: z.string(),
        email: z.string(),
        password: z.string(),
        passwordConfirm: z.string(),
        role: legacyEnum(['admin', 'super_admin']).nullish(),
      }),
    },
    variables: ({ body }) => ({ ...body, role: enumValue(body.role) }),
    answers: { 201: recordBody('user', LEGACY_USER) },
    respond: ({ factorySignup }) => record('user', legacyUser(factorySignup), 201),
  }),
  route({
    name: 'factoryForgotPassword',
    method: 'POST',
    path: '/auth/forgotPassword',
    auth: 'public',
    document: graphql(`
      mutation FactoryForgotPassword($email: String!) {
        factoryForgotPassword(email: $email)
      }
    `),
    input: { body: z.object({ email: z.string() }) },
    variables: ({ body }) => ({ email: body.email }),
    answers: { 200: z.object({ status: z.literal('success'), message: z.string() }) },
    respond: ({ factoryForgotPassword }) => ({
      status: 200 as const,
      body: { status: 'success' as const, message: factoryForgotPassword },
    }),
  }),
  route({
    name: 'factoryResetPassword',
    method: 'PATCH',
    path: '/auth/resetPassword/:token',
    auth: 'public',
    errors: ['NOT_FOUND'],
    document: graphql(`
      mutation FactoryResetPassword($token: String!, $password: String!, $passwordConfirm: String!) {
        factoryResetPassword(token: $token, password: $password, passwordConfirm: $passwordConfirm) {
          ...FactorySessionFields
        }
      }
    `),
    input: {
      params: z.object({ token: z.string() }),
      body: z.object({ password: z.string(), passwordConfirm: z.string() }),
    },
    variables: ({ params, body }) => ({ token: params.token, ...body }),
    answers: { 200: SESSION },
    respond: ({ factoryResetPassword }) => session(factoryResetPassword),
  }),
];
