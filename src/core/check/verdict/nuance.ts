import type { Stance, Verdict } from '../check-result.js';
import type { Nuance, StanceJudgement } from '../pipeline/ports.js';

export type { Nuance };

interface Listed {
  judgement: StanceJudgement;
  stance: Stance;
}

/**
 * The verdict shaded between true and false (the kinds of Nuance, pipeline/ports.ts), with why, or null when the evidence gives no cause
 * to. `wrong`: the claim's figures a trusted source contradicts and none confirms; `counts`:
 * whether a source is trusted and matched enough to say anything of the claim's figures.
 */
export function shade<T extends Listed>(
  verdict: Verdict,
  listed: T[],
  wrong: Set<number>,
  counts: (j: T) => boolean,
): { verdict: Verdict; nuance: Nuance } | null {
  const taking = (stance: Stance) => listed.filter((j) => j.stance === stance && counts(j));
  if (verdict === 'verified_true' || verdict === 'mostly_true') {
    const near = closeOnly(taking('supports'));
    return near ? { verdict: 'mostly_true', nuance: { kind: 'close', ...near } } : null;
  }
  if (verdict !== 'verified_false' && verdict !== 'misleading') return null;
  const period = taking('disputes').find((j) => j.judgement.otherPeriod)?.judgement.otherPeriod;
  if (period) return { verdict: 'misleading', nuance: { kind: 'otherPeriod', ...period } };
  // The right figures may be confirmed by the very source that contradicts the wrong one
  // ("Tinubu polled 8.79 million votes and Obi 7.1 million" against INEC's one result).
  if (wrong.size > 0 && confirmedBeside([...taking('supports'), ...taking('disputes')], wrong))
    return { verdict: 'misleading', nuance: { kind: 'partly' } };
  return null;
}

/**
 * A figure of the claim some source finds only close and none confirms as rounded: the one
 * furthest off, with the source's figure.
 */
function closeOnly(supporting: Listed[]): { claimed: number; theirs: number } | null {
  const exact = new Set<number>();
  const close = new Map<number, { claimed: number; theirs: number }>();
  for (const j of supporting) {
    const figures = j.judgement.figures;
    if (!figures) continue;
    const near = new Map((figures.close ?? []).map((c) => [c.index, c]));
    for (const i of figures.agreed) {
      const c = near.get(i);
      if (!c) exact.add(i);
      else if (!close.has(i)) close.set(i, { claimed: c.claimed, theirs: c.theirs });
    }
  }
  const off = (c: { claimed: number; theirs: number }) => Math.abs(c.claimed - c.theirs) / c.theirs;
  const only = [...close].filter(([i]) => !exact.has(i)).map(([, c]) => c);
  return only.sort((a, b) => off(b) - off(a))[0] ?? null;
}

/** Some figure of a claim of several confirmed by a source, besides those contradicted. */
const confirmedBeside = (supporting: Listed[], wrong: Set<number>) =>
  supporting.some((j) => {
    const figures = j.judgement.figures;
    return (
      figures !== undefined && figures.of > 1 && !figures.joined && figures.agreed.some((i) => !wrong.has(i))
    );
  });
