import type { TTestApp } from '../../test/test-app';
import { multipartOf } from '../records/growers/boundary-fixtures';

/** Switches the caller's branch to the files connection and imports `csv` as `tickets.csv`. */
export async function importTicketCsv(
  app: TTestApp['app'],
  call: TTestApp['call'],
  token: string,
  csv: string,
) {
  await call(token, 'PUT', '/api/integration/settings', { adapter: 'FILES', pollingMinutes: 60 });
  const { body, headers } = multipartOf('tickets.csv', Buffer.from(csv));
  return app.inject({
    method: 'POST',
    url: '/api/integration/files/tickets',
    payload: body,
    headers: { ...headers, 'x-auth-token': token },
  });
}
