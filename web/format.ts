/** Words editors read, for the service's codes. */
export const CHECK_VERDICTS: Record<string, string> = {
  verified_true: 'True',
  mostly_true: 'Mostly true',
  misleading: 'Misleading',
  verified_false: 'False',
  unproven: 'Unproven',
};

export function verdictLabel(verdict: string): string {
  return CHECK_VERDICTS[verdict] ?? verdict.charAt(0).toUpperCase() + verdict.slice(1);
}

/** A CSS class per verdict family, for the badge colour (never the only signal: the word is there). */
export function verdictTone(verdict: string): string {
  const v = verdict.replace(' ', '_');
  if (v === 'verified_true' || v === 'true') return 'good';
  if (v === 'mostly_true') return 'fair';
  if (v === 'misleading') return 'warn';
  if (v === 'verified_false' || v === 'false') return 'bad';
  return 'neutral';
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');

export function humanAction(action: string): string {
  return action.replace(/[._]/g, ' ');
}
