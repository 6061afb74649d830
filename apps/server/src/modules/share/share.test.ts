import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import type { TSmsProvider } from './share.sms';
import { startTestSmtpServer } from './test-smtp-server';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

const sent: { to: string[]; text: string }[] = [];
const sms: TSmsProvider = { name: 'test', send: async (to, text) => void sent.push({ to, text }) };
const withSmtp = await createTestApp({ services: { people: { share: { smtpUrl: smtp.url, sms } } } });
const offline = await createTestApp();
const slow = await createTestApp({
  services: {
    people: {
      share: {
        sendTimeoutMs: 50,
        mailer: { kind: 'smtp', send: () => new Promise((resolve) => setTimeout(resolve, 500)) },
      },
    },
  },
});

const share = { subject: 'Schedule for Tuesday', message: 'Your applications for Tuesday are attached.' };

describe('POST /api/share/email', () => {
  it('sends to every address of the comma separated list through SMTP', async () => {
    const token = await withSmtp.login('dispatcher');
    const arrival = smtp.nextMail();
    const response = await withSmtp.call(token, 'POST', '/api/share/email', {
      ...share,
      emails: 'grower@example.com, agronomist@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2 });
    const mail = await arrival;
    expect(mail.to.sort()).toEqual(['agronomist@example.com', 'grower@example.com']);
    expect(mail.subject).toBe('Schedule for Tuesday');
    expect(mail.text.trim()).toBe(share.message);
  });

  it('lists the invalid emails with 400 and sends nothing', async () => {
    const token = await withSmtp.login('dispatcher');
    const before = smtp.received.length;
    const response = await withSmtp.call(token, 'POST', '/api/share/email', {
      ...share,
      emails: 'ok@example.com, not-an-email, also@bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.emails',
      code: 'shareInvalidEmails',
      message: 'Invalid emails: not-an-email, also@bad',
    });
    expect(smtp.received.length).toBe(before);
  });

  it("answers 'Unable to send email or SMS' (502) when the server cannot be reached", async () => {
    const broken = await createTestApp({
      services: { people: { share: { smtpUrl: 'smtp://127.0.0.1:9' } } },
    });
    const token = await broken.login();
    const response = await broken.call(
      token,
      'POST',
      '/api/share/email',
      { ...share, emails: 'a@example.com' },
      { locale: '1' },
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'shareFailed',
      message: 'Não foi possível enviar o e-mail ou SMS',
    });
  });

  it("answers 'Request timed out, try again' (504) when sending takes too long", async () => {
    const token = await slow.login();
    const response = await slow.call(token, 'POST', '/api/share/email', {
      ...share,
      emails: 'a@example.com',
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ code: 'shareTimeout', message: 'Request timed out, try again' });
  });

  it('without SMTP keeps the message in the outbox, readable by those who manage users', async () => {
    const token = await offline.login();
    expect(
      (await offline.call(token, 'POST', '/api/share/email', { ...share, emails: 'kept@example.com' }))
        .statusCode,
    ).toBe(200);
    const outbox = (await offline.call(token, 'GET', '/api/share/outbox')).json();
    expect(outbox[0]).toMatchObject({
      channel: 'EMAIL',
      recipients: ['kept@example.com'],
      subject: share.subject,
    });
    expect(
      (await offline.call(await offline.login('dispatcher'), 'GET', '/api/share/outbox')).statusCode,
    ).toBe(403);
  });

  it('needs a login', async () => {
    expect(
      (await offline.call(null, 'POST', '/api/share/email', { ...share, emails: 'a@example.com' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('SMS', () => {
  it('says SMS is not set up when no provider is configured (503)', async () => {
    const token = await offline.login();
    expect((await offline.call(token, 'GET', '/api/share/channels')).json()).toEqual({
      email: true,
      sms: false,
    });
    const response = await offline.call(token, 'POST', '/api/share/sms', {
      phones: '+1 515 555 0100',
      message: 'On my way',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'smsNotConfigured',
      message: 'SMS is not set up for your company',
    });
  });

  it('sends through the provider to valid numbers and lists the invalid ones', async () => {
    const token = await withSmtp.login('mixer');
    expect((await withSmtp.call(token, 'GET', '/api/share/channels')).json()).toEqual({
      email: true,
      sms: true,
    });
    const invalid = await withSmtp.call(
      token,
      'POST',
      '/api/share/sms',
      { phones: '+1 515 555 0100, 12', message: 'On my way' },
      { locale: '3' },
    );
    expect(invalid.json().details[0].message).toBe('Invalid phone numbers: 12');
    const response = await withSmtp.call(token, 'POST', '/api/share/sms', {
      phones: '+1 (515) 555-0100',
      message: 'On my way',
    });
    expect(response.json()).toEqual({ sent: 1 });
    expect(sent.at(-1)).toEqual({ to: ['+15155550100'], text: 'On my way' });
  });
});
