import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A real HTTP server on loopback that answers with the handler's JSON, for testing the adapters
 * of outside services (weather, routing). It records the requests it got; closed after the file.
 */
export async function startFakeHttp(
  handler: (request: IncomingMessage, url: URL) => { status?: number; body: unknown },
) {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const answer = handler(request, url);
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { baseUrl: `http://127.0.0.1:${port}`, requests };
}
