import { describe, expect, it } from 'vitest';
import type { WriteUpRequest } from '../../src/core/check/pipeline/ports.js';
import { parseStyleGuide } from '../../src/core/check/writeup/style-guide.js';
import { createLocalWriteUpWriter } from '../../src/core/check/writeup/local-writer.js';

const writer = createLocalWriteUpWriter();

const STATES =
  'Nigeria has 36 states and the Federal Capital Territory (FCT), Abuja, as set out in section 3 of the 1999 Constitution.';
const INEC = 'Independent National Electoral Commission (INEC)';

function request(over: Partial<WriteUpRequest>): WriteUpRequest {
  return {
    claim: 'Nigeria has 40 states.',
    verdict: 'verified_false',
    confidence: 'high',
    sources: [
      {
        publisher: INEC,
        stance: 'disputes',
        title: "Nigeria's states and the Federal Capital Territory",
        url: 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#states-and-fct',
        excerpt: `The constitution sets the federation out. ${STATES} Each state has a governor.`,
      },
    ],
    decisive: null,
    language: 'en',
    styleGuide: '',
    ...over,
  };
}

describe('write-ups say what the evidence says, in the claim’s language', () => {
  it('quotes the decisive source’s sentence with its publisher, in English', async () => {
    const text = await writer.write(request({}));
    expect(text).toBe(
      'False: INEC says “Nigeria has 36 states and the Federal Capital Territory (FCT), Abuja, as set out in section 3 of the 1999 Constitution”.',
    );
  });

  it('uses the engine’s decisive sentence when it gives one', async () => {
    const text = await writer.write(
      request({
        decisive: {
          publisher: INEC,
          stance: 'disputes',
          quote: 'INEC lists 36 states and the FCT.',
          url: 'x',
        },
      }),
    );
    expect(text).toBe('False: INEC says “INEC lists 36 states and the FCT”.');
  });

  it.each([
    // The figure said in the language first (issue 10 point 5), then the source in its own words.
    [
      'pcm',
      'Nigeria get 40 states.',
      'No be true: INEC talk say Naija get 36 states. INEC talk say “Nigeria has 36 states',
    ],
    [
      'ha',
      'Najeriya tana da jihohi 40.',
      'Karya ne: INEC ta ce adadin jihohi a Najeriya ya kai 36. A cewar INEC, “Nigeria has 36 states',
    ],
    [
      'yo',
      'Naijiria ni ipinle ogoji.',
      'Irọ́ ni: INEC sọ pé iye ìpínlẹ̀ ní Nàìjíríà jẹ́ 36. Gẹ́gẹ́ bí INEC ṣe sọ, “Nigeria has 36 states',
    ],
    [
      'ig',
      'Naịjirịa nwere steeti iri anọ.',
      'Ọ bụ ụgha: INEC kwuru na ọnụ ọgụgụ steeti na Naịjirịa bụ 36. Dịka INEC si kwuo, “Nigeria has 36 states',
    ],
  ] as const)(
    'in %s: verdict words in the language, the source quoted in its own',
    async (language, claim, start) => {
      const text = await writer.write(request({ claim, language }));
      expect(text.startsWith(start)).toBe(true);
    },
  );

  it('says so in the claim’s language when nothing settles it, and when an editor will review', async () => {
    const text = await writer.write(
      request({
        claim: 'Najeriya tana da jihohi 40.',
        language: 'ha',
        verdict: 'unproven',
        confidence: 'low',
        sources: [],
      }),
    );
    expect(text).toBe(
      'Ba a tabbatar ba: ba mu sami wata majiya amintacciya da ta tabbatar ko ta karyata shi ba. Wani edita zai sake duba shi.',
    );
  });

  it('quotes what the nearest source does say when it does not settle the claim, in the claim’s language', async () => {
    const cpi = {
      publisher: 'National Bureau of Statistics (NBS)',
      stance: 'neutral' as const,
      title: 'Headline inflation, June 2024',
      url: 'https://nigerianstat.gov.ng/#cpi-june-2024',
      excerpt: 'The CPI report is published monthly. Headline inflation was 34.19 percent in June 2024.',
    };
    const unsettled = { verdict: 'unproven', confidence: 'low' as const, sources: [cpi] };
    expect(await writer.write(request({ ...unsettled, claim: 'Inflation in Nigeria is now 34%.' }))).toBe(
      'Unproven: NBS says “Headline inflation was 34.19 percent in June 2024”, which does not settle it. Confidence is low; an editor will review it.',
    );
    const pidgin = await writer.write(
      request({ ...unsettled, claim: 'Inflation for Naija don reach 34% now.', language: 'pcm' }),
    );
    expect(pidgin).toContain(
      'NBS talk say “Headline inflation was 34.19 percent in June 2024”, but e no settle am.',
    );
    // A listed source that shares nothing with the claim gives nothing to quote.
    const unrelated = await writer.write(
      request({
        ...unsettled,
        claim: 'Fuel queues are back in Abuja.',
        sources: [{ ...cpi, excerpt: 'The CPI report is published monthly.' }],
      }),
    );
    expect(unrelated).toMatch(/^Unproven: what NBS says does not settle it\./);
  });
});

describe('style guides written as prose', () => {
  const GUIDE =
    'Our readers are on WhatsApp, so be brief and plain.\nKeep write-ups under 60 words. Always end with the sign-off: Gaskiya Desk, Abuja.';

  it('reads a word limit and a sign-off from prose', () => {
    expect(parseStyleGuide(GUIDE)).toMatchObject({ maxWords: 59, signOff: 'Gaskiya Desk, Abuja.' });
    expect(parseStyleGuide('Write-ups must be no more than 40 words.').maxWords).toBe(40);
    expect(parseStyleGuide('Use a friendly tone.').tone).toBe('friendly');
    expect(parseStyleGuide('Use "INEC", not "Independent National Electoral Commission".').terms).toEqual([
      { from: 'Independent National Electoral Commission', to: 'INEC' },
    ]);
    expect(parseStyleGuide('Call false claims "FAKE".').labels).toEqual({ verified_false: 'FAKE' });
  });

  it('follows them: under the limit, ending with the sign-off, in any language', async () => {
    for (const language of ['en', 'ha', 'yo', 'ig', 'pcm'] as const) {
      const text = await writer.write(request({ language, styleGuide: GUIDE, confidence: 'low' }));
      expect(text.endsWith('\nGaskiya Desk, Abuja.')).toBe(true);
      expect(text.split(/\s+/).length).toBeLessThan(60);
    }
  });

  it('cuts a long write-up to a tight limit, keeping the verdict first and closing the quote', async () => {
    const text = await writer.write(request({ styleGuide: 'Keep write-ups under 12 words.' }));
    expect(text.startsWith('False: INEC says')).toBe(true);
    expect(text.split(/\s+/).length).toBeLessThan(12);
    expect(text.endsWith('…”')).toBe(true);
  });

  it('still reads key: value lines, which win over prose', async () => {
    const text = await writer.write(
      request({
        styleGuide:
          'Keep write-ups under 60 words.\nwords: 8\nsign-off: — Desk A\nlabel verified_false: FALSE',
      }),
    );
    expect(text.startsWith('FALSE: INEC says')).toBe(true);
    expect(text.endsWith('\n— Desk A')).toBe(true);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(8);
  });
});
