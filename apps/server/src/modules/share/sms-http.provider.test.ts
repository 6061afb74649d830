import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { createHttpSmsProvider, smsProviderFrom } from './sms-http.provider';

/** A gateway on loopback that records what it receives and answers `status`. */
const received: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
let status = 202;
const gateway = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"queued":true}');
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms/send`;

beforeEach(() => {
  received.length = 0;
  status = 202;
});

const config = readConfig({ SMS_URL: gatewayUrl, SMS_TOKEN: 'gateway-secret' });
const { call, login } = await createTestApp({
  services: { people: { share: { sms: smsProviderFrom(config), sendTimeoutMs: 5000 } } },
});

describe('the SMS webhook gateway (SMS_URL, SMS_TOKEN)', () => {
  it('is chosen by SMS_URL and none without it', () => {
    expect(config).toMatchObject({ smsUrl: gatewayUrl, smsToken: 'gateway-secret' });
    expect(smsProviderFrom(config)?.name).toBe('http');
    expect(smsProviderFrom(readConfig({}))).toBeUndefined();
  });

  it('the share modal sends through it: one JSON POST with the numbers, the text and the token', async () => {
    const token = await login('dispatcher');
    expect((await call(token, 'GET', '/api/share/channels')).json()).toEqual({ email: true, sms: true });
    const response = await call(token, 'POST', '/api/share/sms', {
      phones: '+1 (515) 555-0100, +55 65 99999-0000',
      message: 'Field 12 is ready',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2 });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/sms/send',
      headers: { 'content-type': 'application/json', authorization: 'Bearer gateway-secret' },
      body: { to: ['+15155550100', '+5565999990000'], text: 'Field 12 is ready' },
    });
  });

  it("a gateway error is 'Unable to send email or SMS' (502)", async () => {
    status = 500;
    const token = await login('dispatcher');
    const response = await call(
      token,
      'POST',
      '/api/share/sms',
      { phones: '+1 515 555 0100', message: 'On my way' },
      { locale: '1' },
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'shareFailed',
      message: 'Não foi possível enviar o e-mail ou SMS',
    });
    expect(received).toHaveLength(1);
  });

  it('sends no authorization without a token and fails when the gateway cannot be reached', async () => {
    await createHttpSmsProvider({ url: gatewayUrl }).send(['+15155550100'], 'Hello');
    expect(received[0]!.headers.authorization).toBeUndefined();
    await expect(
      createHttpSmsProvider({ url: 'http://127.0.0.1:9/sms', timeoutMs: 2000 }).send(['+15155550100'], 'x'),
    ).rejects.toThrow();
  });
});
