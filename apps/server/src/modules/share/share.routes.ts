import { z } from 'zod';
import {
  ZOutboxMessage,
  ZShareChannels,
  ZShareEmailRequest,
  ZShareResult,
  ZShareSmsRequest,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['share'];

/** The share modal (email or SMS) and the outbox of messages kept without SMTP. */
export function shareRoutes(app: TApi) {
  const share = app.services.share;

  app.get(
    '/share/channels',
    { schema: { tags, summary: 'Ways of sending that are set up', response: { 200: ZShareChannels } } },
    async () => share.channels(),
  );
  app.post(
    '/share/email',
    {
      schema: {
        tags,
        summary: 'Send by email to comma separated addresses',
        body: ZShareEmailRequest,
        response: { 200: ZShareResult },
      },
    },
    async (request) => share.shareEmail(authOf(request), request.body),
  );
  app.post(
    '/share/sms',
    {
      schema: {
        tags,
        summary: 'Send by SMS to comma separated numbers',
        body: ZShareSmsRequest,
        response: { 200: ZShareResult },
      },
    },
    async (request) => share.shareSms(authOf(request), request.body),
  );
  app.get(
    '/share/outbox',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Messages kept while no SMTP server is set',
        response: { 200: z.array(ZOutboxMessage) },
      },
    },
    async (request) => share.outbox(authOf(request)),
  );
}
