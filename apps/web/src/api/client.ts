/** Spec part 1 §9: request time-out 1,000,000 ms. */
export const REQUEST_TIMEOUT_MS = 1_000_000;
export const API_PREFIX = '/api';
export const REQUEST_ORIGIN = 'tramline-web';

export const HEADERS = {
  token: 'X-Auth-Token',
  origin: 'Request-Origin',
  locale: 'Locale',
} as const;

export interface TSchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

/** Any schema with zod's `safeParse` (the domain's schemas): answers are checked against it. */
export interface TSchema<T> {
  safeParse(data: unknown): { success: boolean; data?: T; error?: { issues: readonly TSchemaIssue[] } };
}

export interface TErrorDetail {
  path: string;
  code: string;
  message: string;
}

/**
 * A failed call. `status` 0 means the server was not reached (`code` `network`) or did not answer
 * in time (`timeout`); otherwise `code` and `message` are the server's, message in the caller's
 * language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: TErrorDetail[];
  /** `details` when the server sent an object rather than field issues (e.g. the label gate's violations). */
  readonly extra: unknown;

  constructor(status: number, code: string, message: string, details: TErrorDetail[] = [], extra?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.extra = extra;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failed call: the server's message (already in the user's language) when
 * the server answered with an error, otherwise the caller's translated fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.message ? error.message : fallback;
}

export type TQueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type TQuery = Readonly<Record<string, TQueryValue>>;

/** `?a=1&b=x&c=1&c=2`: empty values are left out, arrays repeat their key. */
export function buildQueryString(query: TQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface TApiContext {
  /** The session token, read from storage on every call. */
  getToken(): string | null;
  /** Language id of the interface language (1 pt-br, 2 es-es, 3 en-us, 4 en-ca). */
  getLanguageId(): number;
  /** Called when a call made with the current token answers 401. */
  onUnauthorized(): void;
}

export interface TApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface TRequestOptions<T> {
  query?: TQuery;
  body?: unknown;
  /** Zod schema the answer is checked against. */
  schema?: TSchema<T>;
  signal?: AbortSignal;
}

export type TApiClient = ReturnType<typeof createApiClient>;

/** A downloaded file: its content and the name from Content-Disposition, when the server sent one. */
export interface TDownload {
  blob: Blob;
  fileName: string | null;
}

/** Hands a downloaded file to the browser as a download under `fileName`. */
export function saveDownload(file: TDownload, fallbackName: string) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

interface TErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

async function readErrorBody(response: Response): Promise<TErrorBody> {
  try {
    return (await response.json()) as TErrorBody;
  } catch {
    return {};
  }
}

/**
 * The one HTTP client of the web app: every call carries the token, the request origin and the
 * language id; identical GETs still pending share one request; a 401 on the current token ends
 * the session.
 */
export function createApiClient(context: TApiContext, options: TApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_PREFIX;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const pendingGets = new Map<string, Promise<unknown>>();

  async function send<T>(
    method: string,
    path: string,
    request: TRequestOptions<T>,
    shared: boolean,
    binary = false,
  ): Promise<T> {
    const token = context.getToken();
    const headers: Record<string, string> = {
      Accept: binary ? '*/*' : 'application/json',
      [HEADERS.origin]: REQUEST_ORIGIN,
      [HEADERS.locale]: String(context.getLanguageId()),
    };
    if (token) headers[HEADERS.token] = token;
    const hasBody = request.body !== undefined;
    // A form (a file upload) sets its own multipart content type with the boundary.
    const isForm = request.body instanceof FormData;
    if (hasBody && !isForm) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    // A shared GET serves several callers: one caller giving up must not cancel it for the rest.
    const callerSignal = shared ? undefined : request.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}${buildQueryString(request.query)}`, {
        method,
        headers,
        body: isForm ? (request.body as FormData) : hasBody ? JSON.stringify(request.body) : undefined,
        signal: controller.signal,
      });
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      const timedOut = controller.signal.aborted;
      throw new ApiError(
        0,
        timedOut ? 'timeout' : 'network',
        timedOut ? 'Request timed out' : 'Network error',
      );
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    if (!response.ok) {
      const body = await readErrorBody(response);
      // Only the token in use can expire: an answer to a token replaced meanwhile changes nothing.
      if (response.status === 401 && token !== null && token === context.getToken()) context.onUnauthorized();
      throw new ApiError(
        response.status,
        typeof body.code === 'string' ? body.code : `http${response.status}`,
        typeof body.message === 'string' ? body.message : response.statusText,
        Array.isArray(body.details) ? (body.details as TErrorDetail[]) : [],
        Array.isArray(body.details) ? undefined : body.details,
      );
    }

    if (binary) {
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
      const file: TDownload = {
        blob: await response.blob(),
        fileName: match?.[1] ? decodeURIComponent(match[1]) : null,
      };
      return file as T;
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    if (!request.schema) return data as T;
    const parsed = request.schema.safeParse(data);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${method} ${path}`, parsed.error?.issues);
      throw new ApiError(response.status, 'invalidResponse', 'Unexpected answer from the server');
    }
    return parsed.data as T;
  }

  function get<T = unknown>(path: string, request: TRequestOptions<T> = {}): Promise<T> {
    const key = [
      path + buildQueryString(request.query),
      context.getToken() ?? '',
      context.getLanguageId(),
    ].join('\u0000');
    const pending = pendingGets.get(key);
    if (pending) return pending as Promise<T>;
    const promise = send('GET', path, request, true).finally(() => pendingGets.delete(key));
    pendingGets.set(key, promise);
    return promise;
  }

  return {
    get,
    post: <T = unknown>(path: string, body?: unknown, request: Omit<TRequestOptions<T>, 'body'> = {}) =>
      send<T>('POST', path, { ...request, body: body ?? {} }, false),
    put: <T = unknown>(path: string, body?: unknown, request: Omit<TRequestOptions<T>, 'body'> = {}) =>
      send<T>('PUT', path, { ...request, body: body ?? {} }, false),
    delete: <T = unknown>(path: string, request: TRequestOptions<T> = {}) =>
      send<T>('DELETE', path, request, false),
    /** Files and fields as multipart/form-data (a boundary import, an attachment). */
    upload: <T = unknown>(path: string, form: FormData, request: Omit<TRequestOptions<T>, 'body'> = {}) =>
      send<T>('POST', path, { ...request, body: form }, false),
    /** A file (a PDF, an export) as a blob, with the name the server gave it in Content-Disposition. */
    download: (path: string, request: Pick<TRequestOptions<TDownload>, 'query' | 'signal'> = {}) =>
      send<TDownload>('GET', path, request, false, true),
  };
}
