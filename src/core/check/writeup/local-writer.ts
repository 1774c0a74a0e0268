import type { Verdict } from '../check-result.js';
import type { WriteUpRequest, WriteUpWriter } from '../pipeline/ports.js';
import { parseStyleGuide, type StyleGuide } from './style-guide.js';

const LABELS: Record<Verdict, string> = {
  verified_true: 'true',
  mostly_true: 'mostly true',
  misleading: 'misleading',
  verified_false: 'false',
  unproven: 'unproven',
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function verdictSentence(guide: StyleGuide, claim: string, label: string): string {
  if (guide.tone === 'formal') return `The claim that "${claim}" is ${label}.`;
  if (guide.tone === 'friendly') return `We checked "${claim}" and it's ${label}.`;
  return `Verdict: ${label}. Claim: "${claim}".`;
}

function evidenceSentence(guide: StyleGuide, request: WriteUpRequest): string {
  const decisive = request.sources.filter((s) => s.stance !== 'neutral');
  if (request.sources.length === 0) {
    return guide.tone === 'friendly'
      ? "We couldn't find a trusted source that settles it."
      : 'No trusted source was found that confirms or contradicts it.';
  }
  if (decisive.length === 0)
    return `Related material (${request.sources.map((s) => s.publisher).join(', ')}) does not settle it.`;
  const parts = decisive.map((s) => `${s.publisher} ${s.stance === 'supports' ? 'supports' : 'disputes'} it`);
  return guide.tone === 'formal' ? `On the evidence: ${parts.join('; ')}.` : `${parts.join(', ')}.`;
}

function confidenceSentence(guide: StyleGuide, confidence: string): string {
  if (confidence === 'low')
    return guide.tone === 'friendly'
      ? 'An editor will take a look.'
      : 'Confidence is low; an editor will review it.';
  return `Confidence: ${confidence}.`;
}

/**
 * The offline write-up: a few sentences assembled to the workspace's style guide (tone, length,
 * house terms, verdict labels, sign-off). It only words what the engine decided: the verdict and
 * sources it is given are never changed here.
 */
export function createLocalWriteUpWriter(): WriteUpWriter {
  return {
    async write(request) {
      const guide = parseStyleGuide(request.styleGuide);
      const verdict = request.verdict as Verdict;
      const label = guide.labels[verdict] ?? LABELS[verdict] ?? request.verdict;
      const sentences = [verdictSentence(guide, request.claim, label)];
      if (guide.length !== 'short') sentences.push(evidenceSentence(guide, request));
      if (guide.length === 'long') {
        sentences.push(confidenceSentence(guide, request.confidence));
        const titles = request.sources.slice(0, 3).map((s) => `"${s.title}" (${s.publisher})`);
        if (titles.length) sentences.push(`Sources: ${titles.join(', ')}.`);
      } else if (request.confidence === 'low') sentences.push(confidenceSentence(guide, request.confidence));
      let text = sentences.join(' ');
      for (const { from, to } of guide.terms) text = text.replace(new RegExp(escapeRegExp(from), 'gi'), to);
      if (guide.maxWords) {
        const words = text.split(/\s+/);
        if (words.length > guide.maxWords) text = `${words.slice(0, guide.maxWords).join(' ')}…`;
      }
      return guide.signOff ? `${text}\n${guide.signOff}` : text;
    },
  };
}
