import { describe, expect, it } from 'vitest';
import { decisiveOf } from '../../src/core/check/engine/decisive-evidence.js';
import type { Evidence } from '../../src/core/check/evidence-search.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { differenceCounts } from '../../src/core/check/stance/differences.js';
import { parseStyleGuide } from '../../src/core/check/writeup/style-guide.js';
import { limitWords } from '../../src/core/check/writeup/word-limit.js';

/**
 * What the second blind write-up set (test/fixtures/write-up-blind-2.ts, session 15) found
 * unread or unsaid, one test per fix; each failed before its fix.
 */

const INEC = 'Independent National Electoral Commission (INEC)';
const REGISTER_2019 = {
  title: 'Registered voters for the 2019 general elections',
  text: "INEC's register for the 2019 general elections had 84,004,084 registered voters (84 million).",
};
const REGISTER_2023 = {
  title: 'Registered voters for the 2023 general elections',
  text: "INEC's final register of voters for the 2023 general elections had 93,469,008 registered voters (93.4 million).",
};

function taking(doc: { title: string; text: string }, publisher = INEC) {
  const evidence: Evidence = {
    documentId: doc.title,
    publisher,
    url: `https://example.org/${doc.title.length}`,
    title: doc.title,
    excerpt: doc.text,
    text: doc.text,
    score: 1,
  };
  return { evidence, judgement: { stance: 'supports' as const, strength: 1 }, stance: 'supports' as const };
}

describe('style guides as editors write them (second set)', () => {
  it('a sign-off after a dash, not a colon: "Sign off — The Verification Desk"', () => {
    const guide = 'Write in plain language. No more than 45 words. Sign off — The Verification Desk';
    expect(parseStyleGuide(guide).signOff).toBe('The Verification Desk');
    expect(parseStyleGuide('Sign-off – Desk 7\nKeep it short.').signOff).toBe('Desk 7');
    // Not a sign-off: no dash after the word, or a rule about sign-offs.
    expect(parseStyleGuide('Sign-offs are not used on WhatsApp. Keep it short.').signOff).toBeNull();
    expect(parseStyleGuide('Sign-off-free replies only.').signOff).toBeNull();
  });

  it('"Lead with the verdict in bold capitals": the capitals are followed', () => {
    expect(
      parseStyleGuide('Lead with the verdict in bold capitals, then the figure. Under 50 words.')
        .capitalVerdict,
    ).toBe(true);
    expect(parseStyleGuide('Verdicts in block capitals.').capitalVerdict).toBe(true);
    expect(parseStyleGuide('Never put the verdict in bold capitals.').capitalVerdict).toBe(false);
  });
});

describe('a claim giving a count for each of two years', () => {
  const claim = 'Registered voters rose from 84 million in 2019 to 93.4 million in 2023.';

  it('is settled by both years’ sentences', () => {
    // The 2019 register matched best: the 2023 one, on the same side, is quoted with it.
    for (const [first, second] of [
      [REGISTER_2019, REGISTER_2023],
      [REGISTER_2023, REGISTER_2019],
    ] as const) {
      const decisive = decisiveOf(claim, taking(first), [taking(second)]);
      expect(decisive.quote).toContain('84,004,084');
      expect(decisive.quote).toContain('93,469,008');
    }
  });

  it('another publisher’s sentence for the other year is its own quote', () => {
    const decisive = decisiveOf(claim, taking(REGISTER_2019), [taking(REGISTER_2023, 'Example Desk')]);
    expect(decisive.quote).toContain('84,004,084');
    expect(decisive.also).toEqual({
      publisher: 'Example Desk',
      quote: expect.stringContaining('93,469,008'),
    });
  });

  it('a claim of one year keeps its one sentence', () => {
    const one = decisiveOf(
      'INEC registered 93.4 million voters for the 2023 elections.',
      taking(REGISTER_2023),
      [taking(REGISTER_2019)],
    );
    expect(one.quote).not.toContain('84,004,084');
  });
});

describe('a change between years, as Pidgin and a sentence opener say it', () => {
  const passages = [REGISTER_2019, REGISTER_2023].map((d) => `${d.title}. ${d.text}`);

  it('"from 2019 reach 2023" is the span from 2019 to 2023', () => {
    const english = toEnglish('Registered voters don increase by 20 million from 2019 reach 2023.', 'pcm');
    expect(english).toMatch(/from 2019 to 2023/);
    expect(toEnglish('Inflation don rise from 22 percent reach 34 percent.', 'pcm')).toMatch(
      /from 22 percent to 34 percent/,
    );
  });

  it('a common word opening the sentence ("Registered voters …") is no name the counts must be about', () => {
    const found = differenceCounts('Registered voters increased by 20 million from 2019 to 2023.', passages);
    expect(found?.before.figure.value).toBe(84_004_084);
    expect(found?.after.figure.value).toBe(93_469_008);
  });
});

describe('Igbo words for a rate', () => {
  it('"ọnụego" (rate) is read, not left as a foreign word', () => {
    const english = toEnglish(
      'Ọnụego enweghị ọrụ na Naịjirịa bụ pasentị 4.2 na nkeji nke abụọ nke 2023.',
      'ig',
    );
    expect(english).toMatch(/^rate of unemployment/i);
  });
});

describe('a word limit on a quote of two sentences apart', () => {
  const both =
    "Òótọ́ ni: gẹ́gẹ́ bí INEC ṣe sọ, “INEC's register for the 2019 general elections had 84,004,084 registered voters (84 million) … INEC's final register of voters for the 2023 general elections had 93,469,008 registered voters (93.4 million)”.";

  it('cuts each sentence around its figure, so both counts stay', () => {
    const text = limitWords([both], 24);
    expect(text).toBe(
      'Òótọ́ ni: gẹ́gẹ́ bí INEC ṣe sọ, “…2019 general elections had 84,004,084 registered voters … 2023 general elections had 93,469,008 registered voters…”',
    );
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(24);
  });

  it('as before when it fits, or when even that cut does not', () => {
    expect(limitWords([both], 40)).toBe(both);
    expect(limitWords([both], 20)).toContain('84,004,084');
    expect(limitWords([both], 20).split(/\s+/).length).toBeLessThanOrEqual(20);
  });
});
