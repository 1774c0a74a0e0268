import { bearer, claimChecker } from './test-app.js';

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
