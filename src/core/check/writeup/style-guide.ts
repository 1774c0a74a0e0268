import { VERDICTS, type Verdict } from '../check-result.js';
import { proseRules } from './prose-rules.js';

/**
 * A workspace's style guide as write-ups read it. The text stored by PUT /v1/workspace/style-guide
 * is free prose for people; lines of the form `key: value` are also read by the write-up writer:
 *
 *   tone: formal | neutral | friendly
 *   length: short | standard | long      (or `words: 40` for a hard cap)
 *   sentences: 2                          (at most that many sentences)
 *   sign-off: — The Daily Trust fact desk
 *   verdict: capitals                     (the verdict word in capitals)
 *   avoid: fake                           (a word the write-up's own sentences never use)
 *   term: Independent National Electoral Commission => INEC   (house term, one per line)
 *   label verified_false: FALSE                                (how a verdict is named)
 *   names: full                           (a publisher's full name at first mention, not its initials)
 *
 * Prose is read too, for what can be read from it without a model (see prose-rules.ts): "Keep
 * write-ups under 60 words. Always end with the sign-off: Gaskiya Desk, Abuja." A `key: value`
 * line wins over prose that says otherwise. Other lines are ignored.
 */
export interface StyleGuide {
  tone: 'formal' | 'neutral' | 'friendly';
  length: 'short' | 'standard' | 'long';
  maxWords: number | null;
  maxSentences: number | null;
  signOff: string | null;
  /** The verdict word in capitals ("FALSE: INEC says …", "KARYA NE: …"). */
  capitalVerdict: boolean;
  /** Words the write-up's own sentences never use (a quoted source keeps its words). */
  banned: string[];
  terms: Array<{ from: string; to: string }>;
  labels: Partial<Record<Verdict, string>>;
  /** A publisher named in full at first mention ("Independent National Electoral Commission (INEC) says …"), not by its initials. */
  fullNames: boolean;
}

export function parseStyleGuide(text: string): StyleGuide {
  const guide: StyleGuide = {
    tone: 'neutral',
    length: 'standard',
    maxWords: null,
    maxSentences: null,
    signOff: null,
    capitalVerdict: false,
    banned: [],
    terms: [],
    labels: {},
    fullNames: false,
    ...proseRules(text),
  };
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*[-*]?\s*([a-z_ -]+?)\s*:\s*(.+?)\s*$/i.exec(line);
    if (!m) continue;
    const key = (m[1] ?? '').toLowerCase().replace(/[\s_-]+/g, '-');
    const value = m[2] ?? '';
    if (key === 'tone' && /^(formal|neutral|friendly)$/i.test(value))
      guide.tone = value.toLowerCase() as StyleGuide['tone'];
    else if (key === 'length' && /^(short|standard|long)$/i.test(value))
      guide.length = value.toLowerCase() as StyleGuide['length'];
    else if (
      ['words', 'max-words', 'word-limit', 'word-count', 'limit'].includes(key) &&
      /^\d+(?: words)?$/.test(value)
    )
      guide.maxWords = Math.max(5, parseInt(value, 10));
    else if ((key === 'sentences' || key === 'max-sentences') && /^\d+$/.test(value))
      guide.maxSentences = Math.max(1, Number(value));
    else if (['sign-off', 'signoff', 'signature', 'signature-line', 'tagline'].includes(key))
      guide.signOff = value;
    else if (key === 'names' && /^(?:full|in full|full names?)$/i.test(value)) guide.fullNames = true;
    else if (key === 'verdict' && /^(?:capitals|caps|upper-?case)$/i.test(value)) guide.capitalVerdict = true;
    else if (key === 'avoid' || key === 'banned') guide.banned.push(value);
    else if (key === 'term') {
      const [from, to] = value.split(/\s*=>\s*/);
      if (from && to) guide.terms.push({ from, to });
    } else if (key.startsWith('label-')) {
      const verdict = key.slice('label-'.length).replace(/-/g, '_');
      if ((VERDICTS as readonly string[]).includes(verdict)) guide.labels[verdict as Verdict] = value;
    }
  }
  return guide;
}
