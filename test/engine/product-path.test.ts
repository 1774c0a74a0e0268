import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, syncCheck, type TestApp } from '../support/test-app.js';

/** Messages as people send them, through POST /v1/check (the product path). */
let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;

beforeAll(async () => {
  t = await createTestApp();
  ws = await t.newWorkspace('product-path');
  await t.app.inject({
    method: 'POST',
    url: '/v1/sources',
    headers: bearer(ws.key),
    payload: { name: 'Snopes', domain: 'snopes.com', kind: 'fact_checker', trust: 0.9 },
  });
  const reviews = [
    {
      url: 'https://www.snopes.com/fact-check/alabama-food-stamps-car/',
      claimReviewed:
        'Republicans in Alabama filed a bill which (if passed) would prohibit people who owned cars from receiving food stamps.',
      rating: 'False',
    },
    {
      url: 'https://www.snopes.com/fact-check/okada-ban-36-states/',
      claimReviewed: 'The federal government has banned okada motorcycle taxis in all 36 states of Nigeria.',
      rating: 'False',
    },
    {
      url: 'https://www.snopes.com/fact-check/chewing-gum-singapore/',
      claimReviewed: 'Chewing gum is banned in Singapore.',
      rating: 'Mostly True',
    },
  ];
  for (const r of reviews) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/sources/documents',
      headers: bearer(ws.key),
      payload: {
        '@context': 'https://schema.org',
        '@type': 'ClaimReview',
        url: r.url,
        claimReviewed: r.claimReviewed,
        author: { '@type': 'Organization', name: 'Snopes' },
        reviewRating: { '@type': 'Rating', alternateName: r.rating },
        datePublished: '2019-03-04',
      },
    });
    expect(res.json().created).toBe(1);
  }
});
afterAll(() => t.close());

const check = async (text: string) => {
  return (await syncCheck(t.app, ws.key, text)).result;
};

type Claim = { text: string; span: { start: number; end: number }; sources: Array<{ url: string }> };

describe('messages as people send them', () => {
  it('a pasted tweet: the trailer and link are dropped, the claim kept and matched to its fact-check', async () => {
    const text =
      "In Alabama you won't be able to own a car & get food stamps https://t.co/AbC123 — Jane Doe (@janedoe) March 3, 2019";
    const result = await check(text);
    expect(result.claims.length).toBeGreaterThan(0);
    const claim = result.claims[0] as Claim;
    expect(claim.text).toBe("In Alabama you won't be able to own a car & get food stamps");
    expect(text.slice(claim.span.start, claim.span.end)).toBe(claim.text);
    expect(claim.sources[0]).toMatchObject({
      url: 'https://www.snopes.com/fact-check/alabama-food-stamps-car/',
    });
  });

  it('a WhatsApp forward: forward mark, shouting, emoji and the call to share are not claims', async () => {
    const text =
      'Forwarded many times\nBREAKING!!! 🚨🚨 THE FEDERAL GOVERNMENT HAS BANNED OKADA IN ALL 36 STATES. Share before they delete it!!! https://bit.ly/xyz';
    const result = await check(text);
    expect(result.claims).toHaveLength(1);
    const claim = result.claims[0] as Claim;
    expect(claim.text).toBe('THE FEDERAL GOVERNMENT HAS BANNED OKADA IN ALL 36 STATES.');
    expect(text.slice(claim.span.start, claim.span.end)).toBe(claim.text);
    expect(result.set_aside.map((s: { text: string }) => s.text).join(' ')).not.toMatch(/Forwarded|https/);
    expect(claim.sources[0]).toMatchObject({ url: 'https://www.snopes.com/fact-check/okada-ban-36-states/' });
    expect(result.verdict).toBe('verified_false');
  });

  it('a middling match is cited at low confidence and goes to the editors, not left out', async () => {
    // Says part of what the okada fact-check reviewed (okada banned), not all of it (where). In a
    // corpus this small the calibration's inputs are out of range: read by it, this came out
    // verified_false with high confidence on a fact-check of another claim.
    const result = await check('Okada has been banned in Abuja.');
    const claim = result.claims[0] as Claim & { confidence: string; review: { status: string } | null };
    expect(claim.sources.map((s) => s.url)).toContain(
      'https://www.snopes.com/fact-check/okada-ban-36-states/',
    );
    expect(claim.confidence).toBe('low');
    expect(claim.review).toMatchObject({ status: 'pending' });
  });

  it('a message cut into fragments is also matched whole', async () => {
    const text = 'Singapore.\nChewing gum?\nBanned there. #travel';
    const result = await check(text);
    const urls = result.claims.flatMap((c: Claim) => c.sources.map((s) => s.url));
    expect(urls).toContain('https://www.snopes.com/fact-check/chewing-gum-singapore/');
    const whole = result.claims.find((c: Claim) =>
      c.sources.some((s) => s.url.includes('chewing-gum')),
    ) as Claim;
    expect(whole.span.start).toBe(0);
  });
});

describe('defects found from outside', () => {
  it("the README's example is verified_true with high confidence, listing only what the write-up uses", async () => {
    const text = 'INEC registered 93.4 million voters for the 2023 elections.';
    const result = await check(text);
    expect(result).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(result.sources.every((s: { stance: string }) => s.stance !== 'neutral')).toBe(true);
    expect(result.claims[0].span).toEqual({ start: 0, end: text.length });
  });

  it('a taste is not a claim', async () => {
    const result = await check('I love jollof rice more than anything.');
    expect(result.claims).toEqual([]);
    expect(result.set_aside).toEqual([{ text: 'I love jollof rice more than anything.', reason: 'opinion' }]);
  });

  it("Obi's figure is right but the win is not his: not verified_true", async () => {
    const result = await check('Peter Obi won the 2023 presidential election with 6.1 million votes');
    expect(result.verdict).not.toBe('verified_true');
    expect(result.verdict).not.toBe('mostly_true');
  });

  it('two figures of one sentence are one claim, with spans into the text', async () => {
    const text = 'Hello all. Nigeria has 36 states and 774 local government areas.';
    const result = await check(text);
    expect(result.claims).toHaveLength(1);
    expect(result.claims[0].span).toEqual({ start: 11, end: text.length });
    expect(['verified_true', 'mostly_true']).toContain(result.verdict);
  });
});
