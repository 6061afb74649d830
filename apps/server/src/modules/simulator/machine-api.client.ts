import type {
  TDeviceToken,
  TExecutionEvent,
  TExecutionEventResult,
  TPositionBatchResult,
  TPositionPoint,
} from '@tramline/domain';

/** An answer of the machine API other than 2xx: its status and the error body it sent. */
export class MachineApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string; details?: unknown } | null,
  ) {
    super(`machine API answered ${status}${body?.code ? ` ${body.code}` : ''}: ${body?.message ?? ''}`);
    this.name = 'MachineApiError';
  }
}

/**
 * A client of the machine API (`/api/machine/v1`) over HTTP, as a terminal in a cab uses it:
 * redeem a voucher for a device token, then report positions and execution events with it. The
 * simulator is built on it; it knows nothing of the server's insides.
 */
export function createMachineApiClient(options: {
  /** The server's address, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** Language of error messages (a `Locale` id or an `Accept-Language` value). */
  language?: string;
  fetch?: typeof fetch;
}) {
  const send = options.fetch ?? fetch;
  const root = `${options.baseUrl.replace(/\/$/, '')}/api/machine/v1`;

  async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
    const response = await send(`${root}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': options.language ?? 'en-us',
        ...(token ? { 'x-device-token': token } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) throw new MachineApiError(response.status, parsed as MachineApiError['body']);
    return parsed as T;
  }

  return {
    /** `POST /device-tokens`: a voucher of the machine's branch buys a token for that machine. */
    redeem(voucherCode: string, equipmentId: number) {
      return call<TDeviceToken>('/device-tokens', { voucherCode, equipmentId });
    },
    /** `POST /machines/{id}/positions`: one batch (at most 1000 points). */
    postPositions(token: string, equipmentId: number, points: readonly TPositionPoint[]) {
      return call<TPositionBatchResult>(`/machines/${equipmentId}/positions`, { points }, token);
    },
    /** `POST /machines/{id}/events`: an execution event of a work order. */
    postEvent(token: string, equipmentId: number, event: TExecutionEvent) {
      return call<TExecutionEventResult>(`/machines/${equipmentId}/events`, event, token);
    },
  };
}

export type TMachineApiClient = ReturnType<typeof createMachineApiClient>;
