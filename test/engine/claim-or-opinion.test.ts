import { describe, expect, it } from 'vitest';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';

/**
 * Claim or opinion as a check result counts it (issue 10): `claims` not empty. The two models
 * decide together (local-claim-extractor.ts, `judge`): a tweet's joke or quip that the
 * debate-trained check-worthiness model used to take alone is set aside, while a newsroom's
 * plain report naming someone, a place, a date or a figure stays a claim.
 */
const extractor = createLocalClaimExtractor();
const claims = async (text: string) => (await extractor.extract(text, 'en')).claims.map((c) => c.text);

describe('claim or opinion, as a check result counts it', () => {
  it('sets aside tweet jokes the check-worthiness model alone took for claims', async () => {
    // Both came back as claims before the models decided together.
    expect(await claims('Everyone coming out of quarantine as a professional chef')).toEqual([]);
    expect(await claims('The virus is cancelling everything except rent and school fees.')).toEqual([]);
  });

  it('sets aside a speaker’s own taste, exhortations and reaction posts', async () => {
    expect(await claims('I love jollof rice more than anything.')).toEqual([]);
    expect(
      await claims('Stay safe everyone, wash your hands and do not panic. #StaySafe https://t.co/abc123'),
    ).toEqual([]);
    expect(await claims('Me and my friends after one week of lockdown 😭 https://t.co/xyz')).toEqual([]);
  });

  it('keeps plain reports that name someone, somewhere, a date or a figure', async () => {
    expect(await claims('Peter Obi visited Kano on Monday.')).toEqual(['Peter Obi visited Kano on Monday.']);
    expect(await claims('Willie Obi scored 3 goals for Enugu Rangers.')).toEqual([
      'Willie Obi scored 3 goals for Enugu Rangers.',
    ]);
    expect(
      await claims(
        'The NCDC confirmed 12 new cases of Lassa fever in Ondo State this week. #LassaFever https://t.co/lf',
      ),
    ).toEqual(['The NCDC confirmed 12 new cases of Lassa fever in Ondo State this week.']);
  });

  it('takes "Nigeria has 36 states and 774 local government areas" as one claim', async () => {
    expect(await claims('Nigeria has 36 states and 774 local government areas.')).toEqual([
      'Nigeria has 36 states and 774 local government areas.',
    ]);
  });

  it('keeps a claim stated in a forward around its call to share', async () => {
    expect(
      await claims(
        'Drinking hot water every 15 minutes kills the coronavirus, doctors say. Share before they delete it!!!',
      ),
    ).toEqual(['Drinking hot water every 15 minutes kills the coronavirus, doctors say.']);
  });

  it("takes a speaker's own record in figures as a claim, not their own life", async () => {
    // Both were set aside: the claim model reads "I" and "we" as the speaker's own life.
    expect(await claims('"I brought back 700,000 jobs."')).toEqual(['"I brought back 700,000 jobs."']);
    expect(await claims('Our government built 500 classrooms in Kano State last year.')).toHaveLength(1);
    expect(await claims('And we have constructed 1,200 kilometres of roads since 2019.')).toHaveLength(1);
    // Without a figure, or about the speaker's own life, it stays set aside.
    expect(await claims('I built a chicken coop with my kids this weekend, so proud of them!')).toEqual([]);
  });

  it('takes what a government or force did, counted and dated, as a claim', async () => {
    // The first was set aside as not checkable: the models rate it low once it runs on past its count.
    expect(await claims('The government bought 40 jets for the presidential fleet in 2024.')).toHaveLength(1);
    expect(await claims('The army rescued 300 pupils in Kebbi in 2021, officials said.')).toHaveLength(1);
  });
});
