import { describe, expect, it } from 'vitest';
import { claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND } from '../fixtures/newsroom-english-blind.js';

/**
 * A third round of English claims as newsrooms send them, checked through POST /v1/check against
 * the service's own figures. Written by hand; each group failed before its fix, beside a few that
 * must stay right.
 */
const check = claimChecker('newsroom-probes-3', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('who had the most', () => {
  it('is the biggest of the counts a result gives, though it never says "the most"', async () => {
    // Atiku's was true/high: the result gives his count and never says "most".
    await expectVerdicts([
      ['Atiku had the most votes in the 2023 presidential election.', 'verified_false'],
      ['Peter Obi got the highest number of votes in the 2023 presidential election.', 'verified_false'],
      // Stays right.
      ['Tinubu had the most votes in the 2023 presidential election.', 'verified_true'],
      ['Kano has the most registered voters in Nigeria.', 'verified_false'],
    ]);
  });

  it('"Lagos has the most registered voters.": a state opening a sentence names somewhere', async () => {
    // Set aside as not checkable: a capitalised first word was not read as a name.
    await expectVerdicts([['Lagos has the most registered voters.', 'verified_true']]);
  });
});

describe('the same figure of another measure', () => {
  it('"INEC registered 87 million voters" is not confirmed by 87 million voter cards collected', async () => {
    // The PVC document was listed as supporting it: "voters" and "voter cards" both say "voter".
    const registered = await check('INEC registered 87 million voters.');
    expect(registered).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(registered.claims[0].sources.filter((s: { stance: string }) => s.stance === 'supports')).toEqual(
      [],
    );
    // Stays right: the cards themselves.
    await expectVerdicts([
      ['More than 87 million PVCs were collected ahead of the 2023 polls.', 'verified_true'],
    ]);
  });
});

describe('who vouches for it, after a semicolon', () => {
  it('"…; the NBS confirmed it" says who, not what', async () => {
    // Unproven: "the NBS confirmed it" was searched and judged as part of the claim.
    await expectVerdicts([
      ['Inflation hit 34.19%; the NBS confirmed it.', 'verified_true'],
      ['Headline inflation hit 40% in June 2024; the NBS confirmed it.', 'verified_false'],
    ]);
  });
});

describe('dates and shares in words', () => {
  it('"the fourth of March", "the twenty-fifth of February" are days', async () => {
    // The first was set aside (a headline's "held" without "was", and no date read), the second
    // unproven.
    await expectVerdicts([
      ['The presidential election held on the fourth of March.', 'verified_false'],
      ['The 2023 presidential election held on the twenty-fifth of February.', 'verified_true'],
      ['Governorship elections held on March the eighteenth, 2023.', 'verified_true'],
      // Stays right.
      ['Inflation was 34.19 percent in the sixth month of 2024.', 'verified_true'],
    ]);
  });

  it('"two-thirds of" is a share, as "two thirds of" is', async () => {
    // Unproven: "two-thirds" was read as a count of two, and its words, unsaid by the source,
    // kept the source below the citing threshold.
    await expectVerdicts([
      ['Nearly two-thirds of Nigerians (63%) are multidimensionally poor, NBS says.', 'verified_true'],
      ['Nearly two-thirds of Nigerians are multidimensionally poor.', 'verified_true'],
    ]);
  });
});

describe('two claims in one message', () => {
  it('each claim has its own verdict; the message takes the most check-worthy one’s', async () => {
    const both = await check('Nigeria has 40 states. INEC registered 93.4 million voters.');
    const byText = Object.fromEntries(
      both.claims.map((c: { text: string; verdict: string }) => [c.text, c.verdict]),
    );
    expect(byText).toEqual({
      'Nigeria has 40 states.': 'verified_false',
      'INEC registered 93.4 million voters.': 'verified_true',
    });
    expect(both.verdict).toBe(both.claims[0].verdict);
  });
});

describe('a count judged as the count it is', () => {
  it('a candidate’s own count settles a claim about it, "won" or "winner"', async () => {
    // Each was false with low confidence: "won" is not the source's "winner", "Under our watch"
    // not what inflation measures, "collected" said after the source's figure.
    await expectVerdicts([
      ['Tinubu won the 2023 presidential election with over 10 million votes.', 'verified_false'],
      [
        '"Under our watch, inflation dropped to 15 percent in June 2024," the minister said.',
        'verified_false',
      ],
      [
        'FORWARDED MANY TIMES: INEC SAYS ONLY 20 MILLION PVCS WERE COLLECTED FOR 2023!!! SHARE BEFORE THEY DELETE',
        'verified_false',
      ],
    ]);
  });

  it('accredited, registered and collected are three counts; a report need not name its publisher', async () => {
    // False with low confidence, against the register's 93.4 million (and INEC's turnout figure
    // set aside because the turnout passage never writes "INEC").
    const accredited = await check('INEC accredited 40 million voters for the 2023 presidential election.');
    expect(accredited).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(accredited.claims[0].sources.map((s: { url: string }) => s.url)).toEqual([
      expect.stringContaining('#turnout'),
    ]);
    // Stays right.
    await expectVerdicts([
      ['Over 25 million voters were accredited for the 2023 presidential election.', 'verified_true'],
      ['Registered voters for the 2019 election were more than 80 million.', 'verified_true'],
    ]);
  });

  it('a margin is the difference of the two counts', async () => {
    // False: the margin was compared with Tinubu's own count.
    await expectVerdicts([
      ['Tinubu beat Atiku by about 1.8 million votes in 2023.', 'verified_true'],
      ['Tinubu beat Atiku by 3 million votes in the 2023 presidential election.', 'verified_false'],
      ['Atiku beat Obi by over 800,000 votes in the 2023 presidential election.', 'verified_true'],
    ]);
  });
});

describe('dates said another way', () => {
  it('a one-off event dated to another month and year; "took place"; "the sixth month of 2024"', async () => {
    // Misleading/low, unproven, unproven, unproven.
    await expectVerdicts([
      ['The new naira notes were unveiled in January 2023.', 'verified_false'],
      ['The 2023 presidential election took place on the fourth of March.', 'verified_false'],
      ['Inflation fell to twenty percent in the sixth month of 2024.', 'verified_false'],
      ['The 2023 governorship election was held on the eighteenth day of the third month.', 'verified_true'],
    ]);
  });
});

describe('a reporter’s question', () => {
  it('"Reporter here: is it true that …?" checks what it asks', async () => {
    // Set aside as a question: the heading before "is it true" hid the frame.
    await expectVerdicts([
      ['Reporter here: is it true that the presidential election held on 18 March 2023?', 'verified_false'],
      ['Good morning, is it true that Nigeria has 40 states?', 'verified_false'],
    ]);
    expect((await check('Quick question: who won the 2023 election?')).claims).toEqual([]);
  });
});

describe('the blind batch of fifty', () => {
  it('stays at 48 of 50 right or better', async () => {
    const missed: string[] = [];
    for (const [text, verdict] of NEWSROOM_ENGLISH_BLIND) {
      const result = await check(text);
      const right =
        verdict === null
          ? result.claims.length === 0
          : result.verdict === verdict && result.confidence === 'high';
      if (!right) missed.push(`${text} → ${result.verdict}/${result.confidence}`);
    }
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(2);
  }, 60_000);
});
