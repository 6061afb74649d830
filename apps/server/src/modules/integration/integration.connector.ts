import { z } from 'zod';
import {
  ZErpField,
  ZErpGrower,
  ZErpProduct,
  ZErpTicket,
  type TErpField,
  type TErpGrower,
  type TErpProduct,
  type TErpTicket,
  type TErpWorkOrderStatus,
} from '@tramline/domain';

/** A failed exchange with the ERP; the message is for the log, not for a caller. */
export class ErpError extends Error {
  override name = 'ErpError';
}

/** One ticket the ERP sent that does not follow the contract. */
export interface TRejectedTicket {
  ticketNumber: string | null;
  message: string;
}

/** What Tramline needs of a farm system, whatever the transport. */
export interface TErpConnector {
  /** Open and cancelled blend tickets; malformed ones are set apart, not fatal. */
  tickets(): Promise<{ tickets: TErpTicket[]; rejected: TRejectedTicket[] }>;
  growers(): Promise<TErpGrower[]>;
  products(): Promise<TErpProduct[]>;
  fields(): Promise<TErpField[]>;
  /** Sends an order's status and applied amounts back for the ticket. */
  sendStatus(status: TErpWorkOrderStatus): Promise<void>;
  /** Checks that the ERP answers and accepts the credentials. */
  test(): Promise<void>;
}

const TIMEOUT_MS = 15_000;

/**
 * The HTTP adapter: the JSON contract of docs/integration.md under `baseUrl`, the API key as a
 * bearer token. Every answer is validated against the contract's schemas.
 */
export function createHttpConnector(options: {
  baseUrl: string;
  apiKey: string | null;
  fetch?: typeof fetch;
}): TErpConnector {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
    const method = init.method ?? 'GET';
    let response: Response;
    try {
      response = await send(path, init).catch((error: unknown) => {
        // A kept-alive connection the ERP closed as it was reused fails at once; a read is safe
        // to ask again (a status sent is not: the ERP may have it, and the clock resends).
        if (method !== 'GET' || (error as Error).name === 'TimeoutError') throw error;
        return send(path, init);
      });
    } catch (error) {
      throw new ErpError(`${method} ${path}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ErpError(`${method} ${path}: HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new ErpError(`${method} ${path}: the answer is not JSON`);
    }
  }

  function send(path: string, init: { method?: string; body?: unknown }) {
    return doFetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async function list<T extends z.ZodType>(path: string, key: string, schema: T): Promise<z.infer<T>[]> {
    const body = z.object({ [key]: z.array(schema) }).safeParse(await call(path));
    if (!body.success) throw new ErpError(`GET ${path}: the answer does not follow the contract`);
    return body.data[key] as z.infer<T>[];
  }

  return {
    async tickets() {
      const body = z.object({ tickets: z.array(z.unknown()) }).safeParse(await call('/api/v1/blend-tickets'));
      if (!body.success)
        throw new ErpError('GET /api/v1/blend-tickets: the answer does not follow the contract');
      const tickets: TErpTicket[] = [];
      const rejected: TRejectedTicket[] = [];
      for (const raw of body.data.tickets) {
        const parsed = ZErpTicket.safeParse(raw);
        if (parsed.success) tickets.push(parsed.data);
        else {
          const number = (raw as { ticketNumber?: unknown } | null)?.ticketNumber;
          rejected.push({
            ticketNumber: typeof number === 'string' ? number.slice(0, 20) : null,
            message: parsed.error.issues
              .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
              .join('; '),
          });
        }
      }
      return { tickets, rejected };
    },
    growers: () => list('/api/v1/growers', 'growers', ZErpGrower),
    products: () => list('/api/v1/products', 'products', ZErpProduct),
    fields: () => list('/api/v1/fields', 'fields', ZErpField),
    async sendStatus(status) {
      await call(`/api/v1/blend-tickets/${encodeURIComponent(status.ticketNumber)}/work-order-status`, {
        method: 'POST',
        body: status,
      });
    },
    async test() {
      await call('/api/v1/growers');
    },
  };
}
