import { createGoogleFactCheckAdapter } from '../../../adapters/factcheck/google-fact-check.js';
import { createLlmAdapter } from '../../../adapters/llm/index.js';
import { createSearxngSearchAdapter } from '../../../adapters/search/searxng-search.js';
import { createLocalClaimExtractor } from '../../core/check/extraction/local-claim-extractor.js';
import { createLocalLanguageDetector } from '../../core/check/language/local-language-detector.js';
import type { Translator } from '../../core/check/language/read-in-english.js';
import { collectNotes, degradedSoFar } from '../../core/check/pipeline/degradation-notes.js';
import type {
  ClaimExtractor,
  ExternalEvidenceProvider,
  LanguageDetector,
  StanceJudge,
  WriteUpWriter,
} from '../../core/check/pipeline/ports.js';
import {
  externalWithFallback,
  extractorWithFallback,
  failureReason,
  stanceWithFallback,
  writerWithFallback,
  type FallbackListener,
} from '../../core/check/pipeline/with-fallback.js';
import type { Foundation } from '../feature.js';

export interface EngineProviders {
  language: LanguageDetector;
  /** The trained local extractor, or the LLM falling back to it. */
  extractor: ClaimExtractor;
  /** Present only when an LLM is configured (it falls back to the local one given). */
  stance?: StanceJudge;
  writer?: WriteUpWriter;
  /** Present only when an LLM is configured: claims not in English are translated first. */
  translator?: Translator;
  /** Published fact-checks and trusted-domain web search; each yields nothing, with a note, on failure. */
  external: ExternalEvidenceProvider[];
  /** Runs one check and returns the notes its providers left (fallbacks, timeouts). */
  collectNotes: typeof collectNotes;
  /** Whether a provider has fallen back so far in the check in progress. */
  degraded: typeof degradedSoFar;
  /** Names of the remote providers switched on, for the startup log. */
  enabled: string[];
}

/**
 * The engine's stages as configured: local by default, remote providers where the environment
 * switches them on (LLM_*, FACTCHECK_*, SEARCH_URL), each wrapped to degrade to local on error
 * or timeout. `local` are the offline stance judge and writer the LLM falls back to.
 */
export function createEngineProviders(
  foundation: Pick<Foundation, 'env' | 'log'>,
  local: { stance?: StanceJudge; writer?: WriteUpWriter } = {},
  /** Also told each fallback's provider (the metrics count them). */
  countFallback?: (provider: string) => void,
): EngineProviders {
  const { env, log } = foundation;
  const onFallback: FallbackListener = (provider, error) => {
    countFallback?.(provider);
    log.warn(
      { provider, reason: failureReason(error), error: error instanceof Error ? error.name : 'unknown' },
      'engine provider fell back',
    );
  };
  const enabled: string[] = [];
  const localExtractor = createLocalClaimExtractor();
  const providers: EngineProviders = {
    language: createLocalLanguageDetector(),
    extractor: localExtractor,
    external: [],
    collectNotes,
    degraded: degradedSoFar,
    enabled,
  };

  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    const llm = createLlmAdapter({
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    });
    providers.extractor = extractorWithFallback('llm', llm.extractor, localExtractor, onFallback);
    if (local.stance) providers.stance = stanceWithFallback('llm', llm.stance, local.stance, onFallback);
    if (local.writer) providers.writer = writerWithFallback('llm', llm.writer, local.writer, onFallback);
    providers.translator = llm.translator;
    enabled.push(`llm:${env.LLM_MODEL}`);
  }
  if (env.FACTCHECK_API_KEY) {
    const factCheck = createGoogleFactCheckAdapter({
      apiKey: env.FACTCHECK_API_KEY,
      baseUrl: env.FACTCHECK_API_URL,
      timeoutMs: env.PROVIDER_TIMEOUT_MS,
    });
    providers.external.push(externalWithFallback(factCheck, onFallback));
    enabled.push(factCheck.name);
  }
  if (env.SEARCH_URL) {
    const search = createSearxngSearchAdapter({
      baseUrl: env.SEARCH_URL,
      timeoutMs: env.PROVIDER_TIMEOUT_MS,
    });
    providers.external.push(externalWithFallback(search, onFallback));
    enabled.push(search.name);
  }
  return providers;
}
