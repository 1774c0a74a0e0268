import { describe, expect, it } from 'vitest';
import { askedStatement, isGreeting } from '../../src/core/check/extraction/set-aside-rules.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The general causes behind the eleventh WhatsApp set's first misses (session "whatsapp11"), each
 * on sentences of its own (not the set's): the set itself is
 * test/engine-language/whatsapp-eleventh.test.ts.
 */

const RESULT =
  'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.';
const STATES =
  'Nigeria has 36 states and the Federal Capital Territory (FCT), Abuja, as set out in section 3 of the 1999 Constitution.';

describe('Yoruba forms of the eleventh set', () => {
  it.each([
    // "tó" before a figure is the verb "reach", not the relative "that"; "kó jọ" is "gathered".
    ['Ìbò tí Atiku kó jọ tó mílíọ̀nù mẹ́sàn-án.', /gathered reached 9 million/],
    // Untoned "le ni" before a figure is "more than" (tó lé ní) …
    ['awon oludibo le ni milionu 90 ni 2023', /more than 90 million/],
    // … but inside a number "lé ní" still joins its parts.
    ['Tinubu ní ìbò mẹ́wàá lé ní ọgọ́rùn-ún', /110 votes/],
    // "ga sókè (dé)" (went up to), "àwọn tí kò níṣẹ́ lọ́wọ́" (those without work).
    ['Owó èlé CBN ga sókè dé 27% ní 2024.', /rose to 27/],
    ['Àwọn tí kò níṣẹ́ lọ́wọ́ pọ̀ ní Èkó.', /the unemployed/],
    // "Ní" opening a sentence before a year is "in", as lower-case "ní" was.
    ['Ní 2019, INEC forúkọ àwọn olùdìbò sílẹ̀.', /^in 2019/],
    // A share that "came out to vote" is a share of the voters.
    ['ìdá 40 nínú ọgọ́rùn-ún ló jáde dìbò ní Èkó', /40 percent voters turned out to vote/],
    ['Ṣé lóòótọ́ ni pé ìpínlẹ̀ méjìlélógójì ló wà?', /^is it true that/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'yo')).toMatch(english);
  });

  it('leaves "tó tó" (that reach) before a figure as it was read', () => {
    expect(toEnglish('Ọ̀yọ́ ní olùdìbò tó tó mílíọ̀nù mẹ́ta.', 'yo')).not.toMatch(/reached/);
  });

  it('judges "the votes … reached ten million" against the count', () => {
    expect(
      judgeText(toEnglish('Ìbò tí Atiku kó jọ nínú ìdìbò ààrẹ 2023 tó mílíọ̀nù mẹ́wàá.', 'yo'), RESULT).stance,
    ).toBe('disputes');
  });
});

describe('Hausa and Igbo forms of the eleventh set', () => {
  it.each([
    ["Wadanda suka yi rijista don kada kuri'a sun kai miliyan 80.", 'ha', /registered to vote/],
    ['Mutanen da suka fito zabe sun yi yawa.', 'ha', /^those who/],
    ['Shin ko kun san cewa jihohi 40 ne?', 'ha', /^did you know that/],
    // A borrowed "wọọdụ" is counted by the figure after it, as "steeti" is.
    ['Enugu nwere wọọdụ 260.', 'ig', /260 wards/],
  ] as const)('%s', (text, language, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });

  it.each([
    // "(Shin) ko kun san cewa …?": a question carrying a claim; the statement starts after it.
    ['Shin ko kun san cewa INEC ta yi wa mutane miliyan 100 rajista?', 'INEC ta yi wa'],
    // "lóòótọ́" written with three vowels.
    ['Ṣé lóòótọ́ ni pé INEC forúkọ mílíọ̀nù ọgọ́rùn-ún olùdìbò sílẹ̀?', 'INEC forúkọ'],
  ])('checks the statement asked about in %s', (text, statement) => {
    const asked = askedStatement(text);
    expect(asked && text.slice(asked.start, asked.end)).toMatch(new RegExp(`^${statement}`));
  });

  it('sets aside the Hausa Friday greeting', () => {
    expect(isGreeting("Juma'a mubaraka abokaina, Allah ya saka da alheri")).toBe(true);
  });
});

describe('English: "the number of …"', () => {
  it('reads "the number of states is 36" as a count of states', () => {
    expect(judgeText('The number of states in Nigeria is 36.', STATES).stance).toBe('supports');
  });
});
