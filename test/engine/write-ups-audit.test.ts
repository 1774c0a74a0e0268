import { describe, expect, it } from 'vitest';
import { PROSE_GUIDE, writeUpDesk } from '../support/write-up-desk.js';

/**
 * Found by an audit from outside (60 claims through POST /v1/check): a write-up resting on a
 * published fact-check said the fact-checker "says" the very claim it rated false ("False:
 * Example Fact Desk says “Drinking salt water cures Lassa fever”"), never gave the rating nor
 * what the fact-check found (a misleading claim's write-up did not say what was off), and a
 * comparison's write-up gave one of its two figures.
 */
const check = writeUpDesk('write-ups-audit');
const writeUp = async (text: string) => (await check(text)).claims[0].write_up as string;

describe('a write-up resting on a published fact-check', () => {
  it('gives the fact-check’s rating of the claim it reviewed, then what it found', async () => {
    const text = await writeUp('Drinking salt water cures Lassa fever.');
    expect(text).toMatch(
      /^False: Example Fact Desk rated the claim “Drinking salt water cures Lassa fever” false\. It found: “The Nigeria Centre for Disease Control says there is no evidence that salt water prevents or cures Lassa fever/,
    );
    // Never that the fact-checker says what it rated false.
    expect(text).not.toMatch(/says “Drinking salt water/);
  });

  it('says what is off when the rating is misleading', async () => {
    const result = await check('Nigeria spends N1 trillion every year importing rice.');
    expect(result.verdict).toBe('misleading');
    expect(result.claims[0].write_up).toMatch(
      /^Misleading: Example Fact Desk rated the claim “Nigeria spends N1 trillion every year importing rice” misleading\. It found: “The figure adds up imports over three years, 2021 to 2023; the yearly bill was about N350 billion”/,
    );
  });

  it('gives the rating alone for a bare ClaimReview, and skips the text that only reports the claim', async () => {
    expect(
      await writeUp('WAEC has cancelled the 2025 West African Senior School Certificate Examination.'),
    ).toBe(
      'False: Example Fact Desk rated the claim “WAEC has cancelled the 2025 West African Senior School Certificate Examination” false.',
    );
    const video = await writeUp('A video shows the Lagos-Calabar coastal highway collapsing into the sea.');
    expect(video).toContain('It found: “The clip was filmed in 2019 on a beach road in Ghana');
    expect(video).not.toMatch(/shared on WhatsApp|We rate/);
  });
});

describe('a comparison’s write-up gives both figures', () => {
  it('from one source: each side’s figure, in the order the source gives them', async () => {
    const result = await check(
      'Atiku Abubakar got more votes than Bola Tinubu in the 2023 presidential election.',
    );
    expect(result.verdict).toBe('verified_false');
    const text = result.claims[0].write_up;
    expect(text).toMatch(/^False: INEC says “INEC declared Bola Ahmed Tinubu/);
    expect(text).toContain('8,794,726');
    expect(text).toContain('Atiku Abubakar (PDP) polled 6,984,520 votes');
  });

  it('from two documents of one publisher: both figures in one quote', async () => {
    const result = await check('There were more registered voters in 2019 than in 2023.');
    expect(result.verdict).toBe('verified_false');
    expect(result.claims[0].write_up).toMatch(
      /^False: INEC says “[^”]*84,004,084 registered voters \(84 million\) … [^”]*93,469,008 registered voters/,
    );
  });

  it('a sentence giving both figures is quoted once', async () => {
    const text = await writeUp('Obi got more votes than Kwankwaso in the 2023 presidential election.');
    expect(text).toBe(
      'True: INEC says “Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687”.',
    );
  });
});

describe('the issue’s prose style guide, on the longest write-ups', () => {
  const guided = writeUpDesk('write-ups-audit-guide', { styleGuide: PROSE_GUIDE });

  it('keeps under 60 words and ends with the sign-off', async () => {
    for (const claim of [
      'Drinking salt water cures Lassa fever.',
      'There were more registered voters in 2019 than in 2023.',
      'Food inflation reached 40 percent in June 2024.',
    ]) {
      const text: string = (await guided(claim)).claims[0].write_up;
      expect(text.endsWith('\nGaskiya Desk, Abuja.'), text).toBe(true);
      expect(text.split(/\s+/).length, text).toBeLessThan(60);
    }
  });
});

describe('a figure of another measure than the source’s', () => {
  it('is not disputed by it: the write-up says what the nearest source does say', async () => {
    // Lower-case, as a gloss or a quick message writes it: "Food" was taken for a name before.
    const result = await check('food inflation reached 40 percent in June 2024.');
    expect(result).toMatchObject({ verdict: 'unproven', confidence: 'low' });
    expect(result.claims[0].write_up).toMatch(
      /^Unproven: NBS says “[^”]*headline inflation of 34\.19 percent[^”]*”, which does not settle it\./,
    );
  });

  it('while the same measure, however qualified, still is', async () => {
    for (const text of [
      'Inflation reached 40 percent in June 2024.',
      'annual inflation reached 40 percent in June 2024.',
    ])
      expect((await check(text)).verdict, text).toBe('verified_false');
  });
});
