import { describe, expect, it } from 'vitest';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { reportedEvent } from '../../src/core/check/extraction/reported-events.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';
import { claimChecker } from '../support/test-app.js';

/**
 * The short rumours tip lines get most ("Buhari is dead.", "INEC postponed the election.",
 * "Tinubu won Kano."): each was set aside as not checkable (both models rate a short past-tense
 * sentence low), so no editor ever saw it. They are claims now; whatever the sources cannot
 * settle comes back unproven and goes to review.
 */
const extractor = createLocalClaimExtractor();
const taken = async (text: string) => (await extractor.extract(text, 'en')).claims.map((c) => c.text);

describe('a reported event with a named doer or sufferer is a claim', () => {
  it.each([
    'Buhari is dead.',
    'INEC postponed the election.',
    'Tinubu won Kano',
    'Tinubu has resigned.',
    'The Senate has impeached the governor.',
    'Nnamdi Kanu was released.',
    'Police arrested Nnamdi Kanu.',
    'Obi has defected to the APC.',
    'The Supreme Court nullified the election.',
    'CBN devalued the naira.',
  ])('%s', async (text) => {
    expect(await taken(text)).toEqual([text]);
  });

  it.each([
    'Everyone died laughing.',
    'I won!',
    'We lost.',
    'My phone died.',
    "You won't believe this.",
    'He lost it.',
    'This one has ended.',
    'Barb and I lost a child, you know that we lost a daughter, Robin.',
    'Tinubu won Kano and it was a disgrace.',
  ])('but not the speaker, a pronoun or a judgement: %s', async (text) => {
    expect(await taken(text)).toEqual([]);
  });

  it('a long sentence is left to the models', () => {
    expect(reportedEvent('Tinubu won Kano.')).toBe(true);
    expect(
      reportedEvent(
        'Tinubu won Kano after a long night of counting that saw agents from every party argue over sheets.',
      ),
    ).toBe(false);
  });
});

describe('through POST /v1/check', () => {
  const check = claimChecker('reported-events', { premium: true, timeout: 60_000 });

  it('a rumour the sources cannot settle is unproven at low confidence, for the editors', async () => {
    for (const text of ['Buhari is dead.', 'Tinubu won Kano.', 'INEC postponed the election.']) {
      const result = await check(text);
      expect(result.claims.map((c: { text: string }) => c.text)).toEqual([text]);
      expect(result.verdict).toBe('unproven');
      expect(result.confidence).toBe('low');
    }
  });

  it('a rumour that shares the words of a source but not its event is not confirmed by it', async () => {
    // Mostly true (low) before: INEC's declaration of the winner "supported" a cancellation.
    const result = await check('INEC has cancelled the 2023 presidential election results.');
    expect(result.verdict).toBe('unproven');
  });

  it('one the sources settle is judged', async () => {
    const result = await check('Atiku won the 2023 presidential election.');
    expect(result.verdict).toBe('verified_false');
  });
});

describe('a source that shares the words of a reported event but never names it', () => {
  const declaration =
    'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election results with 8,794,726 votes.';

  it('does not confirm it', () => {
    // Supported (mostly true) before: five of its six words are the declaration's.
    expect(judgeText('INEC has cancelled the 2023 presidential election results.', declaration).stance).toBe(
      'neutral',
    );
    expect(judgeText('INEC postponed the 2023 presidential election results.', declaration).stance).toBe(
      'neutral',
    );
  });

  it('a source that names the event still does', () => {
    const postponed = 'INEC postponed the 2023 presidential election by one week, to 25 February.';
    expect(judgeText('INEC postponed the 2023 presidential election.', postponed).stance).toBe('supports');
  });
});
