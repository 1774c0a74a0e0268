/** A provider answered with a non-2xx status (the status is kept for the fallback note). */
export class ProviderHttpError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
  ) {
    super(`${provider} answered HTTP ${status}`);
    this.name = 'ProviderHttpError';
  }
}

/**
 * GET a JSON document with a hard timeout (AbortSignal.timeout). The URL may carry an API key,
 * so it never goes into an error message.
 */
export async function getJson(provider: string, url: URL, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderHttpError(provider, response.status);
  }
  return response.json();
}
