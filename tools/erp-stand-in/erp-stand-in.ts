import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STAND_IN_FIELDS, STAND_IN_GROWERS, STAND_IN_PRODUCTS, STAND_IN_TICKETS } from './erp-stand-in.data';

/**
 * A stand-in for an agronomy ERP: a real HTTP server speaking the JSON contract of
 * docs/integration.md with its own records, for tests, journeys and demos. It keeps what Tramline
 * sends back so a test can read it; `setDown` makes every call answer 503.
 */
export interface TErpStandIn {
  baseUrl: string;
  apiKey: string;
  /** Adds a ticket, or replaces the one with its number (a changed ticket). */
  putTicket(ticket: Record<string, unknown>): void;
  /** Work-order statuses received, in arrival order. */
  received(): Record<string, unknown>[];
  setDown(down: boolean): void;
  close(): Promise<void>;
}

type TRecord = Record<string, unknown>;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

/** Starts the stand-in on loopback; port 0 takes a free one. */
export async function startErpStandIn(
  options: { port?: number; host?: string; apiKey?: string; withSeed?: boolean } = {},
): Promise<TErpStandIn> {
  const apiKey = options.apiKey ?? 'stand-in-key';
  const seed = options.withSeed ?? true;
  const tickets = new Map<string, TRecord>(
    seed ? STAND_IN_TICKETS.map((ticket) => [ticket.ticketNumber, structuredClone(ticket)]) : [],
  );
  const statuses: TRecord[] = [];
  let down = false;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname === '/health')
        return send(response, down ? 503 : 200, { status: down ? 'down' : 'ok' });
      if (down) return send(response, 503, { error: 'Service unavailable' });
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return send(response, 401, { error: 'Invalid API key' });
      const path = url.pathname;
      if (request.method === 'GET' && path === '/api/v1/blend-tickets')
        return send(response, 200, { tickets: [...tickets.values()] });
      if (request.method === 'GET' && path === '/api/v1/growers')
        return send(response, 200, { growers: STAND_IN_GROWERS });
      if (request.method === 'GET' && path === '/api/v1/products')
        return send(response, 200, { products: STAND_IN_PRODUCTS });
      if (request.method === 'GET' && path === '/api/v1/fields') {
        const withGeometry = url.searchParams.get('geometry') !== 'false';
        const fields = STAND_IN_FIELDS.map((field) =>
          withGeometry ? field : { ...field, geometry: undefined },
        );
        return send(response, 200, { fields });
      }
      const statusPath = /^\/api\/v1\/blend-tickets\/([^/]+)\/work-order-status$/.exec(path);
      if (request.method === 'POST' && statusPath) {
        const ticketNumber = decodeURIComponent(statusPath[1]!);
        if (!tickets.has(ticketNumber)) return send(response, 404, { error: 'Unknown ticket' });
        const body = (await bodyOf(request)) as TRecord | null;
        if (!body || typeof body !== 'object') return send(response, 400, { error: 'Body required' });
        statuses.push({ ...body, ticketNumber });
        return send(response, 200, { accepted: true });
      }
      return send(response, 404, { error: 'Not found' });
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}`,
    apiKey,
    putTicket(ticket) {
      tickets.set(String(ticket.ticketNumber), structuredClone(ticket));
    },
    received: () => statuses.map((status) => structuredClone(status)),
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
