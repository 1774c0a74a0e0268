import { describe, expect, it } from 'vitest';
import { standardForms } from '../../src/core/check/stance/standard-forms.js';
import { claimChecker } from '../support/test-app.js';

/**
 * The general causes behind the fifteenth WhatsApp set's misses (session "wa15"), each on
 * sentences of its own (not the set's): the set itself is test/engine/whatsapp-fifteenth.test.ts.
 */

describe('parties that took part in an election contested it', () => {
  it.each([
    // "took part in" shares no word with the sources' "fielded candidates in": said as "contested".
    [
      '18 parties took part in the 2023 presidential election',
      '18 political parties contested the 2023 presidential election',
    ],
    [
      'Only 20 parties that participated in the 2023 general elections',
      'Only 20 political parties that contested the 2023 general elections',
    ],
    [
      'it is said 18 political parties ran in the 2023 elections',
      'it is said 18 political parties contested the 2023 elections',
    ],
    // Not parties, or not an election: left as said.
    ['Party members took part in the rally.', 'Party members took part in the rally.'],
    ['18 parties were held in Lagos.', '18 parties were held in Lagos.'],
  ] as const)('%s', (said, restated) => {
    expect(standardForms(said)).toBe(restated);
  });
});

describe('through POST /v1/check', () => {
  const check = claimChecker('whatsapp-fifteenth-forms', { premium: true, timeout: 300_000 });

  it('judges how many parties took part in an election, in each language', async () => {
    for (const [text, language, verdict] of [
      // Hausa "an ce" (it is said), focus "ne", "suka shiga" (took part).
      ["An ce jam'iyyu 18 ne suka shiga zaben shugaban kasa na 2023.", 'ha', 'verified_true'],
      ["Jam'iyyu 25 ne suka shiga zaben 2023.", 'ha', 'verified_false'],
      ['20 parties took part in the 2023 presidential election.', 'en', 'verified_false'],
      ['Dem talk say 18 parties take part for 2023 presidential election.', 'pcm', 'verified_true'],
    ] as const)
      expect(await check(text), text).toMatchObject({ language, verdict });
  }, 300_000);
});
