import { CSRF_HEADER, getCsrfToken } from './csrf';
import { currentLocale } from './i18n';

/** Field errors as the server sends them: `{"errors": {"email": ["Please enter a valid email address"]}}`. */
type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message?: string;
  errors?: FieldErrors;
  [key: string]: unknown;
}

/**
 * A non-OK response. The message is `"{status}: {body text or status text}"`, the error format of
 * docs/screens.md; code tells answers apart by `status` (`isApiError(error, 409)`) and reads `body`, the
 * parsed JSON body when there is one, never the message's text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, text: string, body: ErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's field errors with one message per field, ready for Formik's `setErrors`. */
  get fieldErrors(): Record<string, string> {
    const errors = this.body?.errors ?? {};
    return Object.fromEntries(
      Object.entries(errors)
        .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
        .map(([field, messages]) => [field, messages[0]]),
    );
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const SESSION_PATH = '/api/auth/session';

let csrfRequest: Promise<unknown> | null = null;

/** The CSRF token from the cookie; asks the server to set the cookie first if it is missing. */
async function csrfToken(): Promise<string | null> {
  const existing = getCsrfToken();
  if (existing) return existing;
  csrfRequest ??= fetch(SESSION_PATH, { credentials: 'include' }).finally(() => {
    csrfRequest = null;
  });
  try {
    await csrfRequest;
  } catch {
    // A network failure here surfaces on the real request that follows.
  }
  return getCsrfToken();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  // The server answers (its messages included) in the language the visitor reads.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...options.headers,
  };
  const hasBody = options.body !== undefined;
  // A form (a file upload) sets its own multipart type and boundary.
  const isForm = options.body instanceof FormData;
  if (hasBody && !isForm) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = await csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  const response = await fetch(path, {
    method,
    headers,
    body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  const json = text ? parseJson(text) : undefined;

  if (!response.ok) {
    const body = json && typeof json === 'object' ? (json as ErrorBody) : null;
    throw new ApiError(response.status, text || response.statusText, body);
  }
  return (json === undefined ? null : json) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  /** A DELETE may carry a body (a typed confirmation, say). */
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  download: (path: string, options?: Omit<RequestOptions, 'body'>) => download(path, options),
};

/**
 * A GET whose answer is a file (e.g. a CSV export): the body as a Blob, with cookies sent.
 * Errors are thrown as `ApiError`, exactly as for JSON requests.
 */
async function download(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  const response = await fetch(path, {
    method: 'GET',
    headers: options.headers,
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    const json = text ? parseJson(text) : undefined;
    const body = json && typeof json === 'object' ? (json as ErrorBody) : null;
    throw new ApiError(response.status, text || response.statusText, body);
  }
  return response.blob();
}

/** SWR's default fetcher: a GET of the key, whose parts (if an array) are joined with slashes. */
export function fetcher<T>(key: string | readonly (string | number)[]): Promise<T> {
  const path = typeof key === 'string' ? key : key.join('/');
  return api.get<T>(path);
}
