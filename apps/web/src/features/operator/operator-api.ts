import {
  ZDeviceToken,
  ZOperatorMachine,
  ZOperatorSchedule,
  ZVoucherMachine,
  languageIdOf,
  type TDeviceToken,
  type TOperatorMachine,
  type TOperatorSchedule,
  type TVoucherMachine,
} from '@tramline/domain';
import { z } from 'zod';
import { api, ApiError, API_PREFIX, HEADERS, REQUEST_ORIGIN } from '../../api';
import { currentLocale } from '../../i18n';
import type { TSendOutcome, TStoredOutboxItem } from './outbox';

const MACHINE_API = `${API_PREFIX}/machine/v1`;
const DEVICE_KEY = 'tramline.operator.device';

/** The device token this browser holds for one machine, kept as a terminal keeps it. */
export interface TOperatorDevice extends TDeviceToken {
  equipmentName: string;
}

export const operatorDevice = {
  read(): TOperatorDevice | null {
    try {
      const raw = localStorage.getItem(DEVICE_KEY);
      const device = raw ? (JSON.parse(raw) as TOperatorDevice) : null;
      return device && Date.parse(device.expiresAt) > Date.now() ? device : null;
    } catch {
      return null;
    }
  },
  write(device: TOperatorDevice) {
    localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
  },
  clear() {
    localStorage.removeItem(DEVICE_KEY);
  },
};

async function call<T>(
  path: string,
  options: { method?: string; body?: unknown; token?: string; schema?: z.ZodType<T> },
): Promise<T> {
  const headers: Record<string, string> = {
    [HEADERS.origin]: REQUEST_ORIGIN,
    [HEADERS.locale]: String(languageIdOf(currentLocale())),
    'Accept-Language': currentLocale(),
  };
  if (options.token) headers['X-Device-Token'] = options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${MACHINE_API}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, 'network', '');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, String(body.code ?? response.status), String(body.message ?? ''));
  }
  const data: unknown = await response.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const operatorApi = {
  voucherMachines: (voucherCode: string): Promise<TVoucherMachine[]> =>
    call('/voucher-machines', { method: 'POST', body: { voucherCode }, schema: z.array(ZVoucherMachine) }),

  redeem: (voucherCode: string, equipmentId: number): Promise<TDeviceToken> =>
    call('/device-tokens', { method: 'POST', body: { voucherCode, equipmentId }, schema: ZDeviceToken }),

  /** The machines of the signed-in user's branches: the office login session, no voucher. */
  accountMachines: (): Promise<TOperatorMachine[]> =>
    api.get('/operator/machines', { schema: z.array(ZOperatorMachine) }),

  /** A device token for one of the user's machines, taken with the office login session. */
  takeDeviceToken: (equipmentId: number): Promise<TDeviceToken> =>
    api.post('/operator/device-tokens', { equipmentId }, { schema: ZDeviceToken }),

  schedule: (device: TOperatorDevice): Promise<TOperatorSchedule> =>
    call(`/machines/${device.equipmentId}/schedule`, { token: device.token, schema: ZOperatorSchedule }),

  /**
   * Sends one outbox item: done, must wait (no connection, a server failure, an expired token, a
   * rate limit), or refused for good with the server's answer (any other 4xx: it would be the same
   * next time).
   */
  async send(device: TOperatorDevice, item: TStoredOutboxItem): Promise<TSendOutcome> {
    const path = item.kind === 'event' ? 'events' : 'positions';
    try {
      await call(`/machines/${item.equipmentId}/${path}`, {
        method: 'POST',
        body: item.body,
        token: device.token,
      });
      return 'done';
    } catch (error) {
      if (!(error instanceof ApiError)) return 'retry';
      const { status, code, message } = error;
      const isRefusal = status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
      return isRefusal ? { refused: { status, code, message } } : 'retry';
    }
  },
};
