import { describe, expect, it } from 'vitest';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { languageFormReason } from '../../src/core/check/extraction/set-aside-languages.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import type { WriteUpRequest } from '../../src/core/check/pipeline/ports.js';
import { unsettledRequest } from '../support/write-up-desk.js';
import { ratingJudgement } from '../../src/core/check/stance/ratings.js';
import { createLocalWriteUpWriter } from '../../src/core/check/writeup/local-writer.js';
import { parseStyleGuide } from '../../src/core/check/writeup/style-guide.js';

/**
 * What the fourth blind write-up set (test/fixtures/write-up-blind-4.ts, session 19) found
 * unread, unsaid or misread, one test per fix; each failed before its fix.
 */

const writer = createLocalWriteUpWriter();
const request = (over: Partial<WriteUpRequest>) =>
  unsettledRequest('Kano State had 6 million registered voters in 2023.', over);

describe('sign-offs as desks write them', () => {
  it('"End with — X" in a bullet list: a dash for the colon', () => {
    const guide =
      'House style:\n• Verdict first.\n• 50 words at most.\n• End with — Gaskiya Verification Desk';
    expect(parseStyleGuide(guide).signOff).toBe('Gaskiya Verification Desk');
  });

  it('"Sign every piece off with: X", the verb split round its object', () => {
    const guide = 'Do not use exclamation marks. Sign every piece off with: Truth Desk, Jos';
    expect(parseStyleGuide(guide).signOff).toBe('Truth Desk, Jos');
  });

  it('"At the end, write \'X\'", and Pidgin "For the end, write \'X\'"', () => {
    expect(
      parseStyleGuide("Abeg no pass 35 words. For the end, write 'Naija Check Desk, Warri'.").signOff,
    ).toBe('Naija Check Desk, Warri');
    expect(parseStyleGuide('At the bottom, put "Radio Gaskiya".').signOff).toBe('Radio Gaskiya');
  });
});

describe('limits and banned words', () => {
  it('"No write-up may run past 35 words" is a word limit', () => {
    expect(parseStyleGuide('No write-up may run past 35 words.').maxWords).toBe(35);
    expect(parseStyleGuide('Never go beyond forty words.').maxWords).toBe(40);
  });

  it("\"Avoid 'fake', 'lie' and 'hoax'\" bans every word of the list", () => {
    expect(parseStyleGuide("Tone: neutral. Avoid 'fake', 'lie' and 'hoax'; say 'false'.").banned).toEqual([
      'fake',
      'lie',
      'hoax',
    ]);
    expect(parseStyleGuide("Never write 'fake news' or 'hoax'.").banned).toEqual(['fake news', 'hoax']);
  });
});

describe('"Give the publisher\'s full name, not its initials"', () => {
  it('names the publisher in full at first mention, outside the quote, and by its initials after', async () => {
    const guide =
      "Write-ups are limited to two sentences. Give the publisher's full name, not its initials, at first mention.";
    expect(parseStyleGuide(guide).fullNames).toBe(true);
    const text = await writer.write(request({ styleGuide: guide }));
    expect(text).toMatch(/^Unproven: Independent National Electoral Commission \(INEC\) says “Lagos State/);
    expect(parseStyleGuide('names: full').fullNames).toBe(true);
    expect(parseStyleGuide('Use "INEC", not "Independent National Electoral Commission".').fullNames).toBe(
      false,
    );
    expect(await writer.write(request({}))).toMatch(/^Unproven: INEC says/);
  });
});

describe('a doctored picture’s rating', () => {
  it('"Altered", "Doctored", "Manipulated" dispute the claim as false', () => {
    for (const rating of ['Altered', 'Altered photo', 'Doctored', 'Manipulated media', 'Digitally altered'])
      expect(ratingJudgement(rating)?.verdict, rating).toBe('verified_false');
  });
});

describe('words the claims were glossed without', () => {
  it('Yoruba "Wọ́n" opening a sentence is "they", not "their"; "tí wọ́n" keeps its phrases', () => {
    expect(toEnglish('Wọ́n ṣe ìfilọ́lẹ̀ eNaira ní ọdún 2020.', 'yo')).toBe('they launched eNaira in 2020.');
    expect(toEnglish('Ìbò tí wọ́n dì pọ̀.', 'yo')).toMatch(/^votes cast/);
  });

  it('Igbo "webatara" (introduced), Hausa "shafin ɗaukar ma\'aikata" (recruitment portal), "kuɗin fom" (form fee)', () => {
    expect(toEnglish('CBN webatara akwụkwọ ego ọhụrụ na 2022.', 'ig')).toMatch(/^CBN introduced/);
    expect(
      toEnglish("Sojoji sun buɗe shafin ɗaukar ma'aikata inda ake biyan Naira 3,500 kuɗin fom.", 'ha'),
    ).toMatch(/recruitment portal.*form fee/);
  });
});

describe('what is no forecast in Yoruba, Hausa, Igbo and Pidgin', () => {
  const extractor = createLocalClaimExtractor();

  it('Yoruba "kí … máa" (that … should) reports an order', async () => {
    const text = 'Gómìnà ìpínlẹ̀ Èkó pàṣẹ pé kí gbogbo ọlọ́kadà máa san ₦5,000 lójoojúmọ́.';
    expect(languageFormReason(text, 'yo')).toBeNull();
    expect((await extractor.extract(text, 'yo')).claims.map((c) => c.text)).toEqual([text]);
  });

  it("an official body's plan with a figure is checked; a person's forecast and a plan without one are not", () => {
    expect(languageFormReason('CBN máa gbé owó ₦5,000 tuntun jáde ní oṣù kìíní ọdún 2026.', 'yo')).toBeNull();
    expect(languageFormReason('Gwamnati za ta ƙara farashin mai zuwa Naira 1,000.', 'ha')).toBeNull();
    expect(languageFormReason('Tinubu yóò borí nínú ìdìbò ọdún 2027 ní ìpínlẹ̀ 30.', 'yo')).toBe('prediction');
    expect(languageFormReason('Gwamnati zai kara farashin mai.', 'ha')).toBe('prediction');
    expect(languageFormReason('CBN máa gbé owó tuntun jáde ní ọdún 2026.', 'yo')).toBe('prediction');
  });
});

describe('Pidgin’s future "go" before a bare verb', () => {
  it('"CBN go bring new N5,000 note" is Pidgin; "The students go home" is English', async () => {
    const detector = createLocalLanguageDetector();
    expect((await detector.detect('CBN go bring new N5,000 note for January 2026.')).language).toBe('pcm');
    expect((await detector.detect('INEC go shift the 2027 election to November.')).language).toBe('pcm');
    expect((await detector.detect('The students go home at 4 pm.')).language).toBe('en');
  });
});
