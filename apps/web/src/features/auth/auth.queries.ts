import { queryOptions } from '@tanstack/react-query';
import {
  SESSION_SECONDS,
  ZLoginResponse,
  ZSessionUser,
  ZTokenResponse,
  type TLoginResponse,
  type TSessionUpdate,
} from '@tramline/domain';
import { api } from '../../api';

export const authKeys = {
  all: ['auth'] as const,
  clarify: (token: string) => ['auth', 'clarify', token] as const,
};

/** The user of the stored token, checked on every start of the shell. */
export const clarifyQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.clarify(token),
    queryFn: () => api.get('/auth-sgpa/clarify', { schema: ZSessionUser }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export interface TCredentials {
  owner: string;
  login: string;
  password: string;
}

export function logIn(credentials: TCredentials): Promise<TLoginResponse> {
  return api.post(
    '/v2/auth-sgpa/create',
    { ...credentials, environment: 'Browser', scope: 'sgp', time: SESSION_SECONDS },
    { schema: ZLoginResponse },
  );
}

/** Changes language, units and/or branch; the server answers a new token and the old one stops working. */
export function updateSession(update: TSessionUpdate) {
  return api.put('/auth-sgpa/update', update, { schema: ZTokenResponse });
}

export function logOutOnServer() {
  return api.post('/auth-sgpa/logout');
}
