import { addNote } from './degradation-notes.js';
import type { ClaimExtractor, ExternalEvidenceProvider, StanceJudge, WriteUpWriter } from './ports.js';

/** Told about every fallback (the composition root logs it; core has no logger). */
export type FallbackListener = (provider: string, error: unknown) => void;

/** Why a provider failed, in words safe to show an editor (no URL, key or response body). */
export function failureReason(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (/timeout|timed out|abort/i.test(`${name} ${message}`)) return 'timed out';
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return `failed (HTTP ${status})`;
  return 'failed';
}

async function attempt<T>(
  provider: string,
  remote: () => Promise<T>,
  local: () => Promise<T>,
  what: string,
  onFallback?: FallbackListener,
): Promise<T> {
  try {
    return await remote();
  } catch (error) {
    onFallback?.(provider, error);
    addNote(`${provider} ${failureReason(error)}; ${what}`);
    return local();
  }
}

/**
 * A remote extractor that degrades to the local one on error or timeout, leaving a note on the
 * check (the job never fails because a provider did).
 */
export function extractorWithFallback(
  provider: string,
  remote: ClaimExtractor,
  local: ClaimExtractor,
  onFallback?: FallbackListener,
): ClaimExtractor {
  return {
    extract: (text, language) =>
      attempt(
        provider,
        () => remote.extract(text, language),
        () => local.extract(text, language),
        'claims extracted locally',
        onFallback,
      ),
  };
}

export function stanceWithFallback(
  provider: string,
  remote: StanceJudge,
  local: StanceJudge,
  onFallback?: FallbackListener,
): StanceJudge {
  return {
    judge: (claim, evidence) =>
      attempt(
        provider,
        () => remote.judge(claim, evidence),
        () => local.judge(claim, evidence),
        'stance judged locally',
        onFallback,
      ),
  };
}

export function writerWithFallback(
  provider: string,
  remote: WriteUpWriter,
  local: WriteUpWriter,
  onFallback?: FallbackListener,
): WriteUpWriter {
  return {
    write: (request) =>
      attempt(
        provider,
        () => remote.write(request),
        () => local.write(request),
        'write-up written locally',
        onFallback,
      ),
  };
}

/** External evidence has no local twin: on failure the check goes on without it, noted. */
export function externalWithFallback(
  provider: ExternalEvidenceProvider,
  onFallback?: FallbackListener,
): ExternalEvidenceProvider {
  return {
    name: provider.name,
    search: (claim, opts) =>
      attempt(
        provider.name,
        () => provider.search(claim, opts),
        async () => [],
        'checked without it',
        onFallback,
      ),
  };
}
