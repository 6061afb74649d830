import { z } from 'zod';
import { messageRef } from '../validation';

/** Recipients one share may reach at once. */
export const SHARE_MAX_RECIPIENTS = 20;

/** Splits a comma (or semicolon) separated list of emails into valid and invalid ones. */
export function parseEmailList(text: string): { valid: string[]; invalid: string[] } {
  const items = text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const item of items) {
    if (z.email().max(254).safeParse(item).success) {
      if (!valid.some((email) => email.toLowerCase() === item.toLowerCase())) valid.push(item);
    } else invalid.push(item);
  }
  return { valid, invalid };
}

/** Splits a comma separated list of phone numbers (international, 8 to 15 digits) into valid and invalid ones. */
export function parsePhoneList(text: string): { valid: string[]; invalid: string[] } {
  const items = text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const item of items) {
    const digits = item.replace(/[\s().-]/g, '');
    if (/^\+?\d{8,15}$/.test(digits)) valid.push(digits.startsWith('+') ? digits : `+${digits}`);
    else invalid.push(item);
  }
  return { valid: [...new Set(valid)], invalid };
}

function recipientList(
  parse: typeof parseEmailList,
  invalidKey: 'shareInvalidEmails' | 'shareInvalidPhones',
  name: 'emails' | 'phones',
) {
  return z
    .string()
    .max(5000)
    .superRefine((text, context) => {
      const { valid, invalid } = parse(text);
      if (invalid.length > 0)
        context.addIssue({ code: 'custom', message: messageRef(invalidKey, { [name]: invalid.join(', ') }) });
      else if (valid.length === 0) context.addIssue({ code: 'custom', message: messageRef('required') });
      else if (valid.length > SHARE_MAX_RECIPIENTS)
        context.addIssue({
          code: 'custom',
          message: messageRef('shareTooManyRecipients', { max: SHARE_MAX_RECIPIENTS }),
        });
    });
}

/** `POST /share/email`: comma separated emails; the invalid ones are listed in the message. */
export const ZShareEmailRequest = z
  .object({
    emails: recipientList(parseEmailList, 'shareInvalidEmails', 'emails'),
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(5000),
  })
  .strict();
export type TShareEmailRequest = z.infer<typeof ZShareEmailRequest>;

/** `POST /share/sms`: comma separated phone numbers and a short text. */
export const ZShareSmsRequest = z
  .object({
    phones: recipientList(parsePhoneList, 'shareInvalidPhones', 'phones'),
    message: z.string().trim().min(1).max(640),
  })
  .strict();
export type TShareSmsRequest = z.infer<typeof ZShareSmsRequest>;

/** `GET /share/channels`: which ways of sending are set up. */
export const ZShareChannels = z.object({ email: z.boolean(), sms: z.boolean() });
export type TShareChannels = z.infer<typeof ZShareChannels>;

export const ZShareResult = z.object({ sent: z.number().int() });

/** `GET /share/outbox`: a message kept while no SMTP server is set. */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  /** `EMAIL` or `SMS`. */
  channel: z.string(),
  recipients: z.array(z.string()),
  /** Email subject; null when the message has none. */
  subject: z.string().nullable(),
  body: z.string(),
  /** When it was kept, ISO 8601 UTC. */
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
