import { describe, expect, it } from 'vitest';
import { englishNumbers } from '../../src/core/check/language/spelled-numbers.js';
import { claimChecker } from '../support/test-app.js';

/**
 * English claims with their numbers in words, through POST /v1/check. Found from outside:
 * "Nigeria has forty states." was set aside as not checkable and "… seven hundred and
 * seventy-four local government areas" found no source, while the same claims in digits were
 * settled (and the Pidgin and Hausa ones already read their number words).
 */
const check = claimChecker('number-words');

describe('English numbers in words', () => {
  it('are read as the digits the sources write', () => {
    expect(englishNumbers('Nigeria has forty states.')).toBe('Nigeria has 40 states.');
    expect(englishNumbers('seven hundred and seventy-four local government areas')).toBe(
      '774 local government areas',
    );
    expect(englishNumbers('Fifty percent of Nigerians')).toBe('50 percent of Nigerians');
    expect(englishNumbers('eighty-seven million voters')).toBe('87 million voters');
    expect(englishNumbers('one hundred and seventy-six thousand, eight hundred and forty-six units')).toBe(
      '176846 units',
    );
    expect(englishNumbers('four point two percent, ninety-three point four million')).toBe(
      '4.2 percent, 93.4 million',
    );
    // "One" and a number not counting anything stay words; so do a list and a "point" in prose.
    expect(englishNumbers('two, three, four')).toBe('two, three, four');
    expect(englishNumbers('At one point two of them left')).toBe('At one point two of them left');
    expect(englishNumbers('One of the three, and two or more')).toBe('One of the three, and two or more');
  });

  it('settle the claim as digits would', async () => {
    for (const [text, verdict] of [
      ['Nigeria has forty states.', 'verified_false'],
      ['Nigeria has thirty-six states and the FCT.', 'verified_true'],
      ['Nigeria has seven hundred and seventy-four local government areas.', 'verified_true'],
      ['Fifty percent of Nigerians are poor.', 'verified_false'],
      ['The wards in Nigeria are eight thousand, eight hundred and nine.', 'verified_true'],
      [
        'Unemployment in Nigeria reached four point two percent in the second quarter of 2023.',
        'verified_true',
      ],
      // "received" says how the count was got, not what is counted: the source
      // ("87,209,007 permanent voter cards (PVCs) had been collected") was not found before.
      ['Eighty-seven million people received their PVCs before the 2023 election.', 'verified_true'],
      ['Atiku got almost 7 million votes in the 2023 election.', 'verified_true'],
    ] as const)
      expect(await check(text), text).toMatchObject({ verdict, confidence: 'high' });
  });
});
