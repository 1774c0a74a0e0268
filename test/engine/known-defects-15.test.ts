import { describe, expect, it } from 'vitest';
import { createSpellingMender } from '../../src/core/check/language/spelling.js';
import { claimChecker, verdictExpecter } from '../support/test-app.js';

/**
 * Known defects of the English engine left by earlier sessions (session 15, "enfix15"), checked
 * through POST /v1/check against the service's own figures. Each group failed before its fix
 * (what it gave is said above it), beside a few that must stay right.
 */
const check = claimChecker('known-defects-15', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('misspelt names and words', () => {
  it('a name or word one slip from the one the sources say is read as that one', async () => {
    // Unproven/low: "Tinubbu", "regstered", "Atikku", "Kwankwanso", "presidental" matched nothing.
    await expectVerdicts([
      ['Tinubbu got 8.79 million votes in the 2023 presidential election.', 'verified_true'],
      ['INEC regstered 93.4 million voters for the 2023 elections.', 'verified_true'],
      ['Atikku polled 6.98 million votes in the 2023 presidential election.', 'verified_true'],
      ['Kwankwanso got 1.49 million votes in the 2023 presidential election.', 'verified_true'],
      ['Tinubu won the 2023 presidental election.', 'verified_true'],
      ['Atikku got 9 million votes in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('the write-up quotes the sources and says nothing of the spelling', async () => {
    const result = await check('Tinubbu got 8.79 million votes in the 2023 presidential election.');
    expect(result.claims[0].text).toBe('Tinubbu got 8.79 million votes in the 2023 presidential election.');
    expect(result.claims[0].write_up).not.toMatch(/spell|Tinubbu|meant/i);
  });

  it('mends only an unknown word of five letters or more, to the one nearest word the sources say', () => {
    const english = new Map(['registers', 'rigged', 'states', 'voted', 'wards'].map((w, i) => [w, i * 10]));
    const mender = createSpellingMender(
      ['Tinubu', 'Atiku', 'registered', 'register', 'states', 'wards', 'governorship', 'voter', 'votes'],
      (w) => english.get(w),
    );
    expect(mender.mend('Tinubbu and ATIKKU won the govenorship; INEC regstered them.')).toBe(
      'Tinubu and ATIKU won the governorship; INEC registered them.',
    );
    // Common English words, short words, an inflection and a word two near words fit are kept.
    expect(mender.mend('The registers rigged states; Obii voted; votez.')).toBe(
      'The registers rigged states; Obii voted; votez.',
    );
    // A word two slips from a word of fewer than nine letters is too far to guess.
    expect(mender.mend('Tinnubbu')).toBe('Tinnubbu');
  });
});

describe('changes between two years', () => {
  it('"reduced by", "decreased by", "went down by" and "declined by" are falls, said of the counts', async () => {
    // False/low or unproven/low: "reduced by" was no verb of change, and "Registered", opening the
    // sentence, was taken for a name the sources must give the count of.
    await expectVerdicts([
      ['Registered voters reduced by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters decreased by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters went down by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters declined by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters increased by 9 million between 2019 and 2023.', 'verified_true'],
      ['Registered voters jumped by about 9.5 million between 2019 and 2023.', 'verified_true'],
    ]);
    const result = await check('Registered voters reduced by 5 million between 2019 and 2023.');
    expect(result.claims[0].write_up).toMatch(/9,464,924 more/);
  });
});
