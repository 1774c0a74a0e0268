import type { CheckEngine } from '../check-engine.js';

/**
 * A workspace no one owns (the nil UUID): a warm-up check reads the service-wide sources only and
 * writes nothing, so it touches no newsroom's data.
 */
const NO_WORKSPACE = '00000000-0000-0000-0000-000000000000';

/**
 * One short claim per language, each with a figure: together they take every stage a real
 * check takes (language ID, the glossers, extraction, corpus search, the structured figures,
 * stance, verdict, write-up) so the code and data each loads on first use are loaded.
 */
const WARM_UP_TEXTS = [
  'INEC registered 93.4 million voters for the 2023 elections.',
  'Nigeria get 40 states.',
  'Najeriya tana da jihohi 40.',
  'Ìpínlẹ̀ mẹ́rìndínlógójì ló wà ní Nàìjíríà.',
  'Naịjirịa nwere steeti iri anọ.',
];

/**
 * Runs the warm-up checks through `engine` and returns how long they took (ms). A process's first
 * checks are slower than the rest by a wide margin (lazily built lexicons and models, the first
 * database round trips, code not yet optimised): run before a thread takes real checks, that cost
 * falls outside any user's time budget. A failing warm-up check is only reported: the real checks
 * meet the same fault and answer for it.
 */
export async function warmUp(engine: CheckEngine, onError: (error: unknown) => void): Promise<number> {
  const started = performance.now();
  for (const [i, text] of WARM_UP_TEXTS.entries()) {
    try {
      await engine.check({ workspaceId: NO_WORKSPACE, jobId: `warm-up-${i}`, text });
    } catch (error) {
      onError(error);
    }
  }
  return performance.now() - started;
}
