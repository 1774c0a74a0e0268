import { describe, expect, it } from 'vitest';
import { findingOf } from '../../src/core/check/engine/decisive-evidence.js';
import type { WriteUpRequest } from '../../src/core/check/pipeline/ports.js';
import { INEC, unsettledRequest } from '../support/write-up-desk.js';
import { createLocalWriteUpWriter } from '../../src/core/check/writeup/local-writer.js';
import { parseStyleGuide } from '../../src/core/check/writeup/style-guide.js';

/**
 * What the third blind write-up set (test/fixtures/write-up-blind-3.ts, session 17) found
 * unread or unsaid, one test per fix; each failed before its fix.
 */

const writer = createLocalWriteUpWriter();
const request = (over: Partial<WriteUpRequest>) =>
  unsettledRequest('Kano State had 5.9 million registered voters for the 2023 elections.', over);

describe('a desk’s list of verdict labels', () => {
  it('"Verdict labels: TRUE, MOSTLY TRUE, MISLEADING, FALSE, UNVERIFIED": each verdict named as listed', async () => {
    const guide = 'Verdict labels: TRUE, MOSTLY TRUE, MISLEADING, FALSE, UNVERIFIED. Put the label first.';
    expect(parseStyleGuide(guide).labels).toEqual({
      verified_true: 'TRUE',
      mostly_true: 'MOSTLY TRUE',
      misleading: 'MISLEADING',
      verified_false: 'FALSE',
      unproven: 'UNVERIFIED',
    });
    expect(await writer.write(request({ styleGuide: guide }))).toMatch(/^UNVERIFIED: INEC says “Lagos State/);
  });

  it('as slashes after "Our ratings", or as bullets under the heading', () => {
    expect(parseStyleGuide('Our ratings: Correct / Incorrect / Missing context / Unproven.').labels).toEqual({
      verified_true: 'Correct',
      verified_false: 'Incorrect',
      misleading: 'Missing context',
      unproven: 'Unproven',
    });
    expect(
      parseStyleGuide('Verdict labels:\n- Accurate\n- Partly accurate\n- Not true\n\nBe brief.').labels,
    ).toEqual({
      verified_true: 'Accurate',
      mostly_true: 'Partly accurate',
      verified_false: 'Not true',
    });
  });

  it('is no list where fewer than two verdicts are named', () => {
    expect(parseStyleGuide('verdict: capitals\nLabels: none needed.').labels).toEqual({});
  });
});

describe('"Refer to X as Y"', () => {
  it('is a house term for a capitalised name; a longer form of the same name is none', async () => {
    const guide =
      'House style\n- Refer to the National Bureau of Statistics as NBS.\n- No exclamation marks.';
    expect(parseStyleGuide(guide).terms).toEqual([{ from: 'National Bureau of Statistics', to: 'NBS' }]);
    expect(
      parseStyleGuide("Refer to the Central Bank of Nigeria as 'the apex bank' after first mention.").terms,
    ).toEqual([{ from: 'Central Bank of Nigeria', to: 'the apex bank' }]);
    expect(parseStyleGuide('Refer to the President as President Tinubu on first mention.').terms).toEqual([]);
    expect(parseStyleGuide('Refer to sources as they name themselves.').terms).toEqual([]);
    const cpi =
      'The National Bureau of Statistics reported headline inflation of 34.19 percent year on year in June 2024';
    const text = await writer.write(
      request({
        claim: 'Inflation was 34.19 percent in June 2024.',
        verdict: 'verified_true',
        confidence: 'high',
        sources: [],
        decisive: {
          publisher: 'National Bureau of Statistics (NBS)',
          stance: 'supports',
          quote: cpi,
          url: 'https://example.org/c',
        },
        styleGuide: guide,
      }),
    );
    expect(text).not.toMatch(/National Bureau of Statistics/);
    expect(text).toMatch(/^True: NBS says “The NBS reported headline inflation of 34\.19 percent/);
  });
});

describe('what a fact-check found', () => {
  it('is not its sentence saying the claim again in a frame of its own ("A WhatsApp message says …")', () => {
    expect(
      findingOf(
        'The Federal Government has declared every Friday a public holiday',
        "A WhatsApp message says the Federal Government has declared every Friday a public holiday. The Ministry of Interior's list for 2025 has 11 public holidays and no weekly holiday; the message recycles a hoax first shared in 2020. We rate the claim incorrect.",
      ),
    ).toMatch(/^The Ministry of Interior's list for 2025 has 11 public holidays and no weekly holiday/);
  });

  it('is the sentence giving the figure, though a later clause of it names the claim', () => {
    // As a ClaimReview's reviewBody is imported: the claim, its rating, then the body.
    expect(
      findingOf(
        'The Federal Government spent N4 trillion on petrol subsidy in 2022',
        'The Federal Government spent N4 trillion on petrol subsidy in 2022 Rating: Mostly correct. Budget Office figures show N4.39 trillion was spent on petrol subsidy in 2022, so the claim is close but rounds the figure down.',
      ),
    ).toMatch(/^Budget Office figures show N4\.39 trillion was spent/);
  });
});

describe('a word limit cutting a quote', () => {
  it('keeps the figure that answers the claim, cutting the quote from its start instead', async () => {
    const finding =
      'President Bola Tinubu signed the National Minimum Wage (Amendment) Act 2024 on 29 July 2024, raising the national minimum wage from N30,000 to N70,000 a month';
    const text = await writer.write(
      request({
        claim: 'Owó oṣù tó kéré jù lọ ní Nàìjíríà ti di ₦70,000 lóṣù.',
        language: 'yo',
        verdict: 'verified_true',
        confidence: 'high',
        sources: [],
        decisive: {
          publisher: 'Verify Naija',
          stance: 'supports',
          quote: "Nigeria's new national minimum wage is N70,000 a month",
          url: 'https://example.org/w',
          rating: 'Correct',
          finding,
        },
        styleGuide: "Ẹ má ṣe kọ ju ọ̀rọ̀ 40 lọ. Ẹ fi 'Tábìlì Òtítọ́, Ìbàdàn' parí gbogbo àkọsílẹ̀.",
      }),
    );
    expect(text).toMatch(/N30,000 to N70,000 a month”/);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(40);
    expect(text.endsWith('\nTábìlì Òtítọ́, Ìbàdàn')).toBe(true);
    expect((text.match(/“/g) ?? []).length).toBe((text.match(/”/g) ?? []).length);
  });

  it('cuts at the end as before when the figure is kept there', async () => {
    const text = await writer.write(
      request({
        claim: 'Nigeria has 176,846 polling units.',
        verdict: 'verified_true',
        confidence: 'high',
        sources: [],
        decisive: {
          publisher: INEC,
          stance: 'supports',
          quote:
            'Nigeria has 176,846 polling units, after INEC converted voting points into 56,872 new polling units in 2021 (up from 119,974)',
          url: 'https://example.org/p',
        },
        styleGuide: 'Max 12 words.',
      }),
    );
    expect(text).toMatch(/^True: INEC says “Nigeria has 176,846 polling units/);
  });

  it('ends at the quote rather than cut the clause after it short', async () => {
    const mpr =
      'The CBN Monetary Policy Committee raised the Monetary Policy Rate (MPR) to 26.25 percent in May 2024';
    const text = await writer.write(
      request({
        claim: 'CBN don raise MPR to 27.5 percent for July 2024.',
        language: 'pcm',
        sources: [
          {
            publisher: 'Central Bank of Nigeria (CBN)',
            stance: 'neutral',
            title: 'MPR',
            url: 'https://example.org/m',
            excerpt: mpr,
          },
        ],
        styleGuide:
          "For radio: 30 words maximum, always say who published the figure, and close with 'Gaskiya Radio'.",
      }),
    );
    expect(text).toBe(`We never fit confam am: CBN talk say “${mpr}”.\nGaskiya Radio`);
  });

  it('a source’s sentence too long to quote whole keeps the figure at its end', async () => {
    const long =
      'According to the final report on the conduct of the 2023 general elections, published by the commission in February 2024 after months of review by its departments and its offices in every state, the register held 93,469,008 voters';
    const text = await writer.write(
      request({
        claim: 'INEC registered 93 million voters for the 2023 elections.',
        verdict: 'verified_true',
        confidence: 'high',
        sources: [],
        decisive: { publisher: INEC, stance: 'supports', quote: long, url: 'https://example.org/r' },
      }),
    );
    expect(text).toMatch(/^True: INEC says “….*the register held 93,469,008 voters”\.$/);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(36);
  });
});
