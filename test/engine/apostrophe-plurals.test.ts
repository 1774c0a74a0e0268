import { describe, expect, it } from 'vitest';
import { standardForms } from '../../src/core/check/stance/standard-forms.js';
import { claimChecker } from '../support/test-app.js';

const check = claimChecker('apostrophe-plurals', { premium: true, timeout: 60_000 });

describe("an abbreviation's plural written with an apostrophe after a count", () => {
  it('is read as the plural the sources write', () => {
    expect(standardForms("Nigeria has 774 LGA's.")).toContain('774 LGAs');
    expect(standardForms("The press secretary has two DUI's")).toContain('two DUIs');
    expect(standardForms('Many NGO’s were banned.')).toContain('Many NGOs');
    // A possessive stays one.
    expect(standardForms("INEC's report counted 93.4 million voters.")).toContain("INEC's report");
    expect(standardForms("The LGA's chairman resigned.")).toContain("LGA's chairman");
  });

  it('is judged against the figures as the plain plural is', async () => {
    expect(await check("Nigeria has 774 LGA's.")).toMatchObject({
      verdict: 'verified_true',
      confidence: 'high',
    });
    expect(await check("Nigeria has 800 LGA's.")).toMatchObject({ verdict: 'verified_false' });
    expect(await check("There are 176,846 PU's in Nigeria.")).toMatchObject({ verdict: 'verified_true' });
  });
});
