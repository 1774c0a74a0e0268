import { describe, expect, it } from 'vitest';
import { pidginToEnglish } from '../../src/core/check/language/pidgin-to-english.js';

describe('Pidgin claims are searched in English words', () => {
  it('turns grammar words into English and drops particles', () => {
    expect(pidginToEnglish('Nigeria get 40 states, na so dem talk.')).toBe('Nigeria has 40 states.');
    expect(pidginToEnglish('INEC don register 93.4 million voters for 2023 election o.')).toBe(
      'INEC has registered 93.4 million voters in the 2023 election.',
    );
    expect(pidginToEnglish('E no be true say dem arrest am')).toBe('E is not true that they arrest am');
  });

  it('leaves English alone', () => {
    expect(pidginToEnglish('Nigeria has 36 states.')).toBe('Nigeria has 36 states.');
  });
});

describe('Pidgin places and dates', () => {
  it('reads "for" before a place or a date as "in", and drops any "na so X talk"', () => {
    expect(pidginToEnglish('Headline inflation reach 34.19 percent for June 2024, na so NBS talk.')).toBe(
      'Headline inflation reached 34.19 percent in June 2024.',
    );
    // Focus "na" before a date is "on" it, and "dem do di … election" they held it (session "pcm17").
    expect(pidginToEnglish('Na 25 February 2023 dem do di presidential election.')).toBe(
      'on 25 February 2023, they held the presidential election.',
    );
  });
});
