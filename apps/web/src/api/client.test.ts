import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, buildQueryString, createApiClient, REQUEST_TIMEOUT_MS } from './client';
import { toPageRequest } from './paging';

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(
  token: string | null = 'token-1',
  respond: () => Response | Promise<Response> = () => jsonResponse(200, { ok: true }),
) {
  const context = { token, languageId: 1, onUnauthorized: vi.fn() };
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  const client = createApiClient(
    {
      getToken: () => context.token,
      getLanguageId: () => context.languageId,
      onUnauthorized: context.onUnauthorized,
    },
    { fetch: fetchMock as unknown as typeof fetch },
  );
  return { client, fetchMock, context };
}

describe('API client', () => {
  it('sends the token, the request origin and the language id on every call', async () => {
    const { client, fetchMock } = setup();
    await client.post('/activeLocation', { locations: [1] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/activeLocation');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'X-Auth-Token': 'token-1',
      'Request-Origin': 'tramline-web',
      Locale: '1',
    });
    expect(init?.body).toBe('{"locations":[1]}');
  });

  it('sends no token header before login', async () => {
    const { client, fetchMock } = setup(null);
    await client.get('/health');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('X-Auth-Token');
  });

  it('shares one request between identical pending GETs, and asks again once it answered', async () => {
    const { client, fetchMock } = setup();
    const [first, second] = await Promise.all([
      client.get('/usuario/unidades', { query: { page: 0 } }),
      client.get('/usuario/unidades', { query: { page: 0 } }),
      client.get('/usuario/unidades', { query: { page: 1 } }),
    ]);
    expect(first).toEqual(second);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await client.get('/usuario/unidades', { query: { page: 0 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('ends the session on a 401 answered to the current token only', async () => {
    const { client, context } = setup('token-1', () =>
      jsonResponse(401, { code: 'tokenError', message: 'Token Error' }),
    );
    await expect(client.get('/auth-sgpa/clarify')).rejects.toMatchObject({ status: 401, code: 'tokenError' });
    expect(context.onUnauthorized).toHaveBeenCalledTimes(1);

    const { client: loginClient, context: loginContext } = setup(null, () =>
      jsonResponse(401, { code: 'incorrectLogin', message: 'Incorrect username or password!' }),
    );
    await expect(loginClient.post('/v2/auth-sgpa/create', {})).rejects.toMatchObject({
      code: 'incorrectLogin',
    });
    expect(loginContext.onUnauthorized).not.toHaveBeenCalled();
  });

  it('ignores a 401 for a token that was replaced meanwhile (language or branch change)', async () => {
    let release: (response: Response) => void = () => {};
    const { client, context } = setup('old', () => new Promise<Response>((resolve) => (release = resolve)));
    const call = client.get('/owner/settings');
    await Promise.resolve();
    context.token = 'new';
    release(jsonResponse(401, { code: 'tokenError', message: 'Token Error' }));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(context.onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns error bodies into ApiError with the field details', async () => {
    const details = [{ path: 'name', code: 'required', message: 'This is a required field!' }];
    const { client } = setup('t', () =>
      jsonResponse(400, { code: 'validation', message: 'Invalid', details }),
    );
    const error = await client.put('/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Invalid', details });
  });

  it('checks answers against the domain schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = setup('t', () => jsonResponse(200, { id: 'not a number' }));
    await expect(client.get('/x', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      code: 'invalidResponse',
    });
  });

  it('reports an unreachable server and a timeout apart', async () => {
    const { client } = setup('t', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, code: 'network' });

    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      );
      const slow = createApiClient(
        { getToken: () => 't', getLanguageId: () => 3, onUnauthorized: () => {} },
        { fetch: fetchMock as unknown as typeof fetch },
      );
      const call = slow.get('/slow');
      const assertion = expect(call).rejects.toMatchObject({ status: 0, code: 'timeout' });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the spec time-out of 1,000,000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(1_000_000);
  });
});

describe('list queries', () => {
  it('sends pages zero-based, a search only from 2 characters, and sort field,direction', () => {
    expect(toPageRequest({ page: 1 })).toEqual({ page: 0, size: 20, sort: 'id,asc' });
    expect(
      toPageRequest({ page: 3, size: 50, search: 'a', sortField: 'name', sortDirection: 'desc' }),
    ).toEqual({
      page: 2,
      size: 50,
      sort: 'name,desc',
    });
    expect(toPageRequest({ page: 1, search: ' ab ' }).search).toBe('ab');
  });

  it('writes arrays as repeated parameters and leaves empty values out', () => {
    expect(buildQueryString({ page: 0, search: '', cdLocation: [3, 4], status: undefined })).toBe(
      '?page=0&cdLocation=3&cdLocation=4',
    );
  });
  it('downloads a file as a blob with the name the server gave it, and a failed download is an ApiError', async () => {
    const pdf = new Response(new Uint8Array([37, 80, 68, 70]), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="work-order-1042.pdf"',
      },
    });
    const { client, fetchMock } = setup('token-1', () => pdf);
    const file = await client.download('/ordemservicos/1042/pdf');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'X-Auth-Token': 'token-1', Accept: '*/*' });
    expect(file.fileName).toBe('work-order-1042.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));

    const missing = setup('token-1', () => jsonResponse(404, { code: 'notFound', message: 'Not found' }));
    await expect(missing.client.download('/ordemservicos/1/pdf')).rejects.toMatchObject({
      status: 404,
      code: 'notFound',
    });
  });
  it('uploads a form as multipart (the browser sets the boundary) with the token and the query', async () => {
    const { client, fetchMock } = setup('token-1', () => jsonResponse(200, { created: 2 }));
    const form = new FormData();
    form.append('file', new Blob(['{}'], { type: 'application/geo+json' }), 'fields.geojson');
    const answer = await client.upload('/talhoes/import', form, {
      query: { farmId: 7, dryRun: true },
      schema: z.object({ created: z.number() }),
    });
    expect(answer).toEqual({ created: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/talhoes/import?farmId=7&dryRun=true');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).toMatchObject({ 'X-Auth-Token': 'token-1' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});
