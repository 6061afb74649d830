import nodemailer from 'nodemailer';

/** One email to send. */
export interface TMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends email. The SMTP adapter talks to a real server; the outbox keeps messages in the database. */
export interface TMailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: TMail, ownerId: number | null): Promise<void>;
}

/** Seconds nodemailer waits for the SMTP server at each step before giving up. */
const SMTP_TIMEOUT_MS = 10_000;

/** Nodemailer over SMTP, configured by `SMTP_URL` (e.g. `smtp://user:pass@mail.example.com:587`). */
export function createSmtpMailer(url: string, from: string): TMailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
      });
    },
    close: () => transport.close(),
  };
}

export interface TOutboxWriter {
  insert(values: {
    ownerId: number | null;
    channel: 'EMAIL' | 'SMS';
    recipients: string[];
    subject: string | null;
    body: string;
  }): Promise<unknown>;
}

export interface TShareLogger {
  info(payload: object, message: string): void;
}

/** Without SMTP: the message goes to the server log and the outbox table, so the demo works offline. */
export function createOutboxMailer(outbox: TOutboxWriter, logger: TShareLogger): TMailer {
  return {
    kind: 'outbox',
    async send(mail, ownerId) {
      await outbox.insert({
        ownerId,
        channel: 'EMAIL',
        recipients: mail.to,
        subject: mail.subject,
        body: mail.text,
      });
      logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'email kept in the outbox (no SMTP_URL set)',
      );
    },
  };
}
