import { enumIn, gql, objectBody, route, type RouteDefinition } from '../../engine/index.js';
import { legacyRecord, record } from './legacy.js';

interface UserData {
  id: string;
  name: string;
  email: string;
  role: string;
}

interface SessionData {
  token: string;
  user: UserData;
}

const SESSION_FIELDS = gql`
  fragment FactorySessionFields on FactorySession {
    token
    user {
      id
      name
      email
      role
    }
  }
`;

/** The user as login shows it: `{_id, name, email, role}` with the role in the spec's spelling. */
const legacyUser = (user: UserData) =>
  legacyRecord({ id: user.id, name: user.name, email: user.email, role: user.role.toLowerCase().replace('_', '-') });

/** The login answer of the spec, also given by refresh and by a password reset (which signs the user in). */
const session = ({ token, user }: SessionData) => ({
  status: 200,
  body: { status: 'success', token, data: { user: legacyUser(user) } },
});

/**
 * The factory auth routes. The refresh token travels only in the `refreshToken` cookie, which the subgraph
 * sets and reads: the engine forwards the Cookie header and returns Set-Cookie.
 */
export const authRoutes: RouteDefinition[] = [
  route<{ factoryLogin: SessionData }>({
    name: 'factoryLogin',
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    document: gql`
      mutation FactoryLogin($email: String!, $password: String!, $panel: FactoryLoginPanel) {
        factoryLogin(email: $email, password: $password, panel: $panel) {
          ...FactorySessionFields
        }
      }
      ${SESSION_FIELDS}
    `,
    variables: ({ body }) => {
      const { username, password, panel } = objectBody(body);
      return { email: username, password, panel: enumIn(panel) };
    },
    respond: ({ factoryLogin }) => session(factoryLogin),
  }),
  route<{ factoryRefresh: SessionData }>({
    name: 'factoryRefresh',
    method: 'GET',
    path: '/auth/refresh',
    auth: 'cookie',
    document: gql`
      mutation FactoryRefresh {
        factoryRefresh {
          ...FactorySessionFields
        }
      }
      ${SESSION_FIELDS}
    `,
    respond: ({ factoryRefresh }) => session(factoryRefresh),
  }),
  route<{ factoryLogout: boolean }>({
    name: 'factoryLogout',
    method: 'GET',
    path: '/auth/logout',
    auth: 'public',
    document: gql`
      mutation FactoryLogout {
        factoryLogout
      }
    `,
    respond: () => ({ status: 200, body: { status: 'success' } }),
  }),
  route<{ factorySignup: UserData }>({
    name: 'factorySignup',
    method: 'POST',
    path: '/auth/signup',
    auth: 'admin',
    document: gql`
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
    `,
    variables: ({ body }) => {
      const { tenantId, name, email, password, passwordConfirm, role } = objectBody(body);
      return { tenantId, name, email, password, passwordConfirm, role: enumIn(role) };
    },
    respond: ({ factorySignup }) => record('user', legacyUser(factorySignup), 201),
  }),
  route<{ factoryForgotPassword: string }>({
    name: 'factoryForgotPassword',
    method: 'POST',
    path: '/auth/forgotPassword',
    auth: 'public',
    document: gql`
      mutation FactoryForgotPassword($email: String!) {
        factoryForgotPassword(email: $email)
      }
    `,
    variables: ({ body }) => ({ email: objectBody(body).email }),
    respond: ({ factoryForgotPassword }) => ({
      status: 200,
      body: { status: 'success', message: factoryForgotPassword },
    }),
  }),
  route<{ factoryResetPassword: SessionData }>({
    name: 'factoryResetPassword',
    method: 'PATCH',
    path: '/auth/resetPassword/:token',
    auth: 'public',
    document: gql`
      mutation FactoryResetPassword($token: String!, $password: String!, $passwordConfirm: String!) {
        factoryResetPassword(token: $token, password: $password, passwordConfirm: $passwordConfirm) {
          ...FactorySessionFields
        }
      }
      ${SESSION_FIELDS}
    `,
    variables: ({ params, body }) => {
      const { password, passwordConfirm } = objectBody(body);
      return { token: params.token, password, passwordConfirm };
    },
    respond: ({ factoryResetPassword }) => session(factoryResetPassword),
  }),
];
