/** How verdicts, confidence and stances read in chat. One table, so every platform agrees. */
export const VERDICT_LABELS: Record<string, string> = {
  verified_true: 'True',
  mostly_true: 'Mostly true',
  misleading: 'Misleading',
  verified_false: 'False',
  unproven: 'Unproven',
  // The link tool's vocabulary (api.md "Link result").
  true: 'True',
  'mostly true': 'Mostly true',
  false: 'False',
};

export const verdictLabel = (verdict: string) => VERDICT_LABELS[verdict] ?? verdict;

export const STANCE_LABELS: Record<string, string> = {
  supports: 'supports',
  disputes: 'disputes',
  neutral: 'context',
};

export const stanceLabel = (stance: string) => STANCE_LABELS[stance] ?? stance;

/** Cuts text to `max` characters on a word boundary, marking the cut. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, Math.max(1, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
