import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, claimChecker, createTestApp, syncCheck, type TestApp } from './test-app.js';
import type { WriteUpRequest } from '../../src/core/check/pipeline/ports.js';

/**
 * Published fact-checks as a newsroom imports them (POST /v1/sources/documents), written for the
 * write-up tests: each reviews one claim, gives a rating and, except the bare ClaimReview, says
 * in its text what it found.
 */
export const FACT_CHECKS = [
  {
    url: 'https://factcheck.example.ng/2024/coastal-highway-video',
    title: 'No, this video does not show the Lagos-Calabar coastal highway collapsing',
    text: 'A video shared on WhatsApp claims to show the Lagos-Calabar coastal highway collapsing into the sea. The clip was filmed in 2019 on a beach road in Ghana and has nothing to do with the highway. We rate the claim false.',
    publisher: 'Example Fact Desk',
    published_at: '2024-09-02',
    claim_review: {
      claim_reviewed: 'A video shows the Lagos-Calabar coastal highway collapsing into the sea',
      rating: 'False',
    },
  },
  {
    url: 'https://factcheck.example.ng/2024/salt-water-lassa',
    title: 'Salt water does not cure Lassa fever',
    text: 'Posts claim that bathing in or drinking salt water cures Lassa fever. The Nigeria Centre for Disease Control says there is no evidence that salt water prevents or cures Lassa fever; the antiviral ribavirin, given early, is the recognised treatment.',
    publisher: 'Example Fact Desk',
    published_at: '2024-02-10',
    claim_review: { claim_reviewed: 'Drinking salt water cures Lassa fever', rating: 'False' },
  },
  {
    url: 'https://factcheck.example.ng/2024/rice-import-bill',
    title: 'The N1 trillion rice import figure mixes up years',
    text: 'A viral post says Nigeria spends N1 trillion every year importing rice. The figure adds up imports over three years, 2021 to 2023; the yearly bill was about N350 billion.',
    publisher: 'Example Fact Desk',
    published_at: '2024-05-14',
    claim_review: {
      claim_reviewed: 'Nigeria spends N1 trillion every year importing rice',
      rating: 'Misleading',
    },
  },
  {
    '@context': 'https://schema.org',
    '@type': 'ClaimReview',
    url: 'https://factcheck.example.ng/2025/waec-cancelled',
    claimReviewed: 'WAEC has cancelled the 2025 West African Senior School Certificate Examination',
    datePublished: '2025-04-20',
    author: { '@type': 'Organization', name: 'Example Fact Desk', url: 'https://factcheck.example.ng' },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: 1,
      bestRating: 5,
      worstRating: 1,
      alternateName: 'False',
    },
    itemReviewed: { '@type': 'Claim', author: { '@type': 'Person', name: 'A viral post' } },
  },
];

/** The issue's own prose style guide: a word limit and a sign-off. */
export const PROSE_GUIDE =
  'Our readers are on WhatsApp, so be plain.\nKeep write-ups under 60 words. Always end with the sign-off: Gaskiya Desk, Abuja.';

/**
 * A newsroom for a file of write-up tests: its own workspace holding FACT_CHECKS (and, with
 * `styleGuide`, that guide), made before the file's tests; returns the check (its result).
 */
export function writeUpDesk(label: string, opts: { styleGuide?: string } = {}) {
  return claimChecker(label, {
    timeout: 180_000,
    async prepare(t, workspace) {
      const ndjson = FACT_CHECKS.map((doc) => JSON.stringify(doc)).join('\n');
      const imported = await t.app.inject({
        method: 'POST',
        url: '/v1/sources/documents',
        headers: { ...bearer(workspace.key), 'content-type': 'application/x-ndjson' },
        payload: ndjson,
      });
      if (imported.json().created !== FACT_CHECKS.length) throw new Error(imported.body);
      if (opts.styleGuide)
        await t.app.inject({
          method: 'PUT',
          url: '/v1/workspace/style-guide',
          headers: bearer(workspace.session),
          payload: { text: opts.styleGuide },
        });
    },
  });
}

/** A claim of a blind write-up set: its style guide, the verdict and language it should get. */
export interface WriteUpSetProbe {
  claim: string;
  language: string;
  verdict: string;
  guide?: string;
}

/**
 * Checks each probe through POST /v1/check under its style guide (PUT /v1/workspace/style-guide)
 * and scores the write-up with the set's own `faultsOf`: how many are right per language, and a
 * line for each probe (✓ or ✗ with its faults).
 */
export async function runWriteUpSet<P extends WriteUpSetProbe>(
  desk: { t: TestApp; key: string; session: string },
  probes: readonly P[],
  faultsOf: (probe: P, writeUp: string) => string[],
): Promise<{ right: Record<string, number>; total: number; report: string[] }> {
  const report: string[] = [];
  const right: Record<string, number> = {};
  for (const probe of probes) {
    const put = await desk.t.app.inject({
      method: 'PUT',
      url: '/v1/workspace/style-guide',
      headers: bearer(desk.session),
      payload: { text: probe.guide ?? '' },
    });
    expect(put.statusCode).toBe(200);
    const result = (await syncCheck(desk.t.app, desk.key, probe.claim)).result;
    const claim = result.claims[0];
    const writeUp: string = claim?.write_up ?? '(no claim)';
    const faults = [
      ...(claim?.verdict === probe.verdict ? [] : [`verdict: ${claim?.verdict}`]),
      ...(result.language === probe.language ? [] : [`language: ${result.language}`]),
      ...faultsOf(probe, writeUp),
    ];
    right[probe.language] = (right[probe.language] ?? 0) + (faults.length === 0 ? 1 : 0);
    report.push(
      `${faults.length ? '✗' : '✓'} [${probe.language}] ${probe.claim}\n    ${writeUp.replace(/\n/g, ' ⏎ ')}\n    ${faults.join('; ')}`,
    );
  }
  return { right, total: Object.values(right).reduce((a, b) => a + b, 0), report };
}

/**
 * A blind write-up set as a test: a premium workspace imports the set's own published fact-checks,
 * if it has any (POST /v1/sources/documents, NDJSON), then runWriteUpSet scores every probe; the
 * set passes at `floor` probes right or more.
 */
export function describeWriteUpSet<P extends WriteUpSetProbe>(set: {
  title: string;
  label: string;
  /** Published fact-checks the workspace imports first; none: the built-in figures only. */
  factChecks?: readonly object[];
  /** What the set asks (the test's name). */
  asks?: string;
  probes: readonly P[];
  faultsOf: (probe: P, writeUp: string) => string[];
  floor: number;
}) {
  let t: TestApp;
  let key = '';
  let session = '';
  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await t.newWorkspace(set.label);
    [key, session] = [workspace.key, workspace.session];
    await t.container.db.workspace.update({
      where: { id: workspace.workspaceId },
      data: { plan: 'premium' },
    });
    const factChecks = set.factChecks ?? [];
    if (factChecks.length === 0) return;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/v1/sources/documents',
      headers: { ...bearer(key), 'content-type': 'application/x-ndjson' },
      payload: factChecks.map((doc) => JSON.stringify(doc)).join('\n'),
    });
    if (imported.json().created !== factChecks.length) throw new Error(imported.body);
  }, 180_000);
  afterAll(() => t.close());

  describe(set.title, () => {
    it(
      set.asks ?? 'says what the evidence says, in the claim’s language, to real desks’ style guides',
      async () => {
        const { right, total, report } = await runWriteUpSet({ t, key, session }, set.probes, set.faultsOf);
        console.log(
          `${set.label}: ${total} of ${set.probes.length} ${JSON.stringify(right)}\n${report.join('\n')}`,
        );
        expect(total).toBeGreaterThanOrEqual(set.floor);
      },
      900_000,
    );
  });
}

/** INEC as its documents name it. */
export const INEC = 'Independent National Electoral Commission (INEC)';

/**
 * A write-up request for `claim` that INEC's Lagos register leaves unsettled (unproven, low, the
 * source neutral): what the write-up unit tests change one field of at a time.
 */
export function unsettledRequest(claim: string, over: Partial<WriteUpRequest> = {}): WriteUpRequest {
  return {
    claim,
    verdict: 'unproven',
    confidence: 'low',
    sources: [
      {
        publisher: INEC,
        stance: 'neutral',
        title: 'Lagos register',
        url: 'https://example.org/l',
        excerpt:
          'Lagos State had 7,060,195 registered voters for the 2023 general elections, the most of any state',
      },
    ],
    decisive: null,
    language: 'en',
    styleGuide: '',
    ...over,
  };
}
