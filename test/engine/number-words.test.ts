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
    // "One" and a number not counting anything stay words.
    expect(englishNumbers('One of the three, and two or more')).toBe('One of the three, and two or more');
  });

  it('settle the claim as digits would', async () => {
    for (const [text, verdict] of [
      ['Nigeria has forty states.', 'verified_false'],
      ['Nigeria has thirty-six states and the FCT.', 'verified_true'],
      ['Nigeria has seven hundred and seventy-four local government areas.', 'verified_true'],
      ['Fifty percent of Nigerians are poor.', 'verified_false'],
    ] as const)
      expect(await check(text), text).toMatchObject({ verdict, confidence: 'high' });
  });
});
