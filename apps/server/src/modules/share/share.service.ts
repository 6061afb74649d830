import {
  parseEmailList,
  parsePhoneList,
  type TShareEmailRequest,
  type TShareSmsRequest,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import {
  createOutboxMailer,
  createSmtpMailer,
  type TMail,
  type TMailer,
  type TShareLogger,
} from './share.mailer';
import { createShareRepository } from './share.repository';
import type { TSmsProvider } from './share.sms';

export interface TShareOptions {
  /** `SMTP_URL`; without it mail goes to the log and the outbox table. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  mailFrom?: string;
  /** An SMS gateway; none by default. */
  sms?: TSmsProvider;
  /** How long one send may take before the caller is told to try again. */
  sendTimeoutMs?: number;
  logger?: TShareLogger;
  /** Replaces the mailer built from `smtpUrl` (tests). */
  mailer?: TMailer;
}

export const DEFAULT_MAIL_FROM = 'Tramline <no-reply@tramline.local>';
export const SEND_TIMEOUT_MS = 20_000;

const quietLogger: TShareLogger = { info: () => {} };

class SendTimeout extends Error {}

/** Email and SMS for every module: invites, shared schedules, notifications. */
export function createShareService(db: TDatabase, options: TShareOptions = {}) {
  const repository = createShareRepository(db);
  const mailer: TMailer =
    options.mailer ??
    (options.smtpUrl
      ? createSmtpMailer(options.smtpUrl, options.mailFrom ?? DEFAULT_MAIL_FROM)
      : createOutboxMailer(repository, options.logger ?? quietLogger));
  const sms = options.sms;
  const timeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;

  /** Runs one send; a failure is 'Unable to send email or SMS' (502), a slow one 'Request timed out' (504). */
  async function guarded(send: () => Promise<void>) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new SendTimeout()), timeoutMs);
    });
    try {
      await Promise.race([send(), timeout]);
    } catch (error) {
      if (error instanceof SendTimeout) throw new AppError(504, 'shareTimeout');
      options.logger?.info({ err: error }, 'sending failed');
      throw new AppError(502, 'shareFailed');
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Sends one email on behalf of an owner; throws the share errors. */
    async sendEmail(ownerId: number | null, mail: TMail) {
      await guarded(() => mailer.send(mail, ownerId));
    },

    channels() {
      return { email: true, sms: sms !== undefined };
    },

    /** The share modal's email: to each address of the comma separated list. */
    async shareEmail(auth: TAuth, request: TShareEmailRequest) {
      const { valid } = parseEmailList(request.emails);
      await guarded(() =>
        mailer.send({ to: valid, subject: request.subject, text: request.message }, auth.ownerId),
      );
      return { sent: valid.length };
    },

    async shareSms(auth: TAuth, request: TShareSmsRequest) {
      if (!sms) throw new AppError(503, 'smsNotConfigured');
      const { valid } = parsePhoneList(request.phones);
      await guarded(() => sms.send(valid, request.message));
      void auth;
      return { sent: valid.length };
    },

    /** Messages kept while no SMTP server is set (the demo's outbox). */
    async outbox(auth: TAuth, limit = 50) {
      const rows = await repository.latest(auth.ownerId, limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipients: row.recipients,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    mailerKind: mailer.kind,
  };
}

export type TShareService = ReturnType<typeof createShareService>;
