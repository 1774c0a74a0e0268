/**
 * The dashboard talks to the same /v1 API as every client. The session is an httpOnly cookie the
 * browser sends by itself; state changes echo the readable CSRF cookie in a header.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly details?: Array<{ field: string; message: string }>,
  ) {
    super(message);
  }
}

let sessionExpired: () => void = () => {};
/** Called once by the app: what to do when a signed-in request answers 401. */
export function onSessionExpired(handler: () => void) {
  sessionExpired = handler;
}

function csrfToken(): string {
  const match = /(?:^|;\s*)gaskiya_csrf=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body with its own content type (document import). */
  raw?: { text: string; type: string };
  /** Don't treat a 401 as an expired session (sign-in itself). */
  anonymous?: boolean;
}

export async function api<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (opts.raw) {
    headers['content-type'] = opts.raw.type;
    body = opts.raw.text;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken();
  const res = await fetch(path, { method, headers, body, credentials: 'same-origin' });
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const error = data?.error ?? {};
    if (res.status === 401 && !opts.anonymous) sessionExpired();
    const retry = Number(res.headers.get('retry-after')) || undefined;
    throw new ApiError(
      res.status,
      error.code ?? 'error',
      error.message ?? `The service answered ${res.status}.`,
      retry,
      error.details,
    );
  }
  return data as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, { body });
export const put = <T>(path: string, body?: unknown) => api<T>('PUT', path, { body });
export const del = (path: string) => api<void>('DELETE', path);

/** One readable sentence for a failed request, with the field details when there are any. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.details?.map((d) => `${d.field}: ${d.message}`).join('; ');
    return details ? `${error.message} (${details})` : error.message;
  }
  return 'The service could not be reached. Check your connection and try again.';
}
