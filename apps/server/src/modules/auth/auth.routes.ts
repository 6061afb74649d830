import { z } from 'zod';
import {
  ZLoginRequest,
  ZLoginResponse,
  ZSessionUpdate,
  ZSessionUser,
  ZTokenResponse,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

export function authRoutes(app: TApi) {
  const auth = app.services.auth;

  app.post(
    '/v2/auth-sgpa/create',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Log in',
        body: ZLoginRequest.strict(),
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => auth.login(request.body),
  );

  app.get(
    '/auth-sgpa/clarify',
    { schema: { tags: ['auth'], summary: 'The user of the token', response: { 200: ZSessionUser } } },
    async (request) => auth.clarify(authOf(request)),
  );

  app.put(
    '/auth-sgpa/update',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change language, units or branch; answers a new token',
        body: ZSessionUpdate,
        response: { 200: ZTokenResponse },
      },
    },
    async (request) => auth.update(authOf(request), request.body),
  );

  app.post(
    '/auth-sgpa/logout',
    {
      config: { allowedBeforePasswordChange: true },
      schema: { tags: ['auth'], summary: 'End the session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.logout(authOf(request));
      return reply.status(204).send(null);
    },
  );
}
