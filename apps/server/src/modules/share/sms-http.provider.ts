import type { TSmsProvider } from './share.sms';

export interface THttpSmsOptions {
  /** `SMS_URL`: the gateway's webhook, which receives one JSON POST per message. */
  url: string;
  /** `SMS_TOKEN`: sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs?: number;
}

/**
 * A generic JSON webhook SMS gateway: `POST {url}` with `{"to": ["+15155550100", ...], "text": "..."}`.
 * Any 2xx answer means the gateway took the message; anything else (or no answer) is a failure,
 * which the share service reports as 'Unable to send email or SMS'.
 */
export function createHttpSmsProvider(options: THttpSmsOptions): TSmsProvider {
  const url = new URL(options.url);
  return {
    name: 'http',
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}

/** The SMS provider the environment selects: the webhook gateway when `SMS_URL` is set, else none. */
export function smsProviderFrom(config: { smsUrl?: string; smsToken?: string }): TSmsProvider | undefined {
  return config.smsUrl ? createHttpSmsProvider({ url: config.smsUrl, token: config.smsToken }) : undefined;
}
