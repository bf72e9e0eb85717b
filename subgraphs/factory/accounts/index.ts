import type { SubgraphArea } from '../../shared/area.js';
import { FactoryAuthResolver } from './auth.resolver.js';
import { PasswordReset } from './password-reset.entity.js';
import { RefreshSession, RefreshToken } from './refresh-session.entity.js';
import { User } from './user.entity.js';

export const accountsArea: SubgraphArea = {
  entities: [User, RefreshSession, RefreshToken, PasswordReset],
  resolvers: [FactoryAuthResolver],
};
