import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;

beforeAll(async () => {
  t = await createTestApp();
  ws = await t.newWorkspace('engine');
});
afterAll(() => t.close());

const check = async (token: string, text: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(token),
    payload: { text },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Adds Dubawa as a trusted fact-checker and imports one of its reviews, rated False. */
async function importFalseReview(token: string, url: string, claimReviewed: string, datePublished: string) {
  await t.app.inject({
    method: 'POST',
    url: '/v1/sources',
    headers: bearer(token),
    payload: { name: 'Dubawa', domain: 'dubawa.org', kind: 'fact_checker', trust: 0.9 },
  });
  const imported = await t.app.inject({
    method: 'POST',
    url: '/v1/sources/documents',
    headers: bearer(token),
    payload: {
      '@context': 'https://schema.org',
      '@type': 'ClaimReview',
      url,
      claimReviewed,
      author: { '@type': 'Organization', name: 'Dubawa' },
      reviewRating: { '@type': 'Rating', alternateName: 'False' },
      datePublished,
    },
  });
  expect(imported.json().created).toBe(1);
}

describe('the check engine', () => {
  it('a claim contradicted by a trusted fact-check is verified_false, the fact-checker disputing', async () => {
    await importFalseReview(
      ws.key,
      'https://dubawa.org/fact-check/supreme-court-cancelled-presidential-election',
      'The Supreme Court cancelled the results of the 2023 presidential election',
      '2023-10-27',
    );
    const body = await check(
      ws.key,
      'The Supreme Court has cancelled the 2023 presidential election results.',
    );
    expect(body.result).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(body.result.sources[0]).toMatchObject({ publisher: 'Dubawa', stance: 'disputes' });
    expect(body.result.sources_cited).toBe(body.result.sources.length);
    expect(body.result.claims[0].review).toBeNull();
  });

  it('a claim matching an official figure is verified_true with high confidence', async () => {
    const body = await check(ws.key, 'INEC registered 93.4 million voters for the 2023 general elections.');
    expect(body.result).toMatchObject({ verdict: 'verified_true', confidence: 'high', language: 'en' });
    expect(body.result.sources[0]).toMatchObject({
      stance: 'supports',
      url: 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#registered-voters',
    });
    expect(body.result.sources[0].publisher).toContain('INEC');
  });

  it("the README's example cites the register only: voter cards collected are another count", async () => {
    const body = await check(ws.key, 'INEC registered 93.4 million voters for the 2023 elections.');
    expect(body.result).toMatchObject({ verdict: 'verified_true', confidence: 'high', sources_cited: 1 });
    expect(body.result.sources.map((s: { url: string; stance: string }) => [s.url, s.stance])).toEqual([
      [
        'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#registered-voters',
        'supports',
      ],
    ]);
  });

  it('a figure that disagrees with the official one is disputed', async () => {
    const body = await check(ws.key, 'Nigeria has 800 local government areas.');
    expect(body.result.verdict).toBe('verified_false');
    expect(body.result.sources[0]).toMatchObject({
      stance: 'disputes',
      url: 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#local-government-areas',
    });
  });

  it('a short claim with the wrong figure still finds the official one, which disputes it', async () => {
    const body = await check(ws.key, 'Nigeria has 40 states.');
    expect(body.result).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(body.result.sources[0]).toMatchObject({
      stance: 'disputes',
      url: 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#states-and-fct',
    });
  });

  it('a tipster asking "is it true that …?" gets the statement checked, with its offsets', async () => {
    const text = 'Is it true that Nigeria has 40 states?';
    const body = await check(ws.key, text);
    expect(body.result).toMatchObject({ verdict: 'verified_false', confidence: 'high', set_aside: [] });
    expect(body.result.claims[0]).toMatchObject({
      text: 'Nigeria has 40 states',
      span: { start: 16, end: 37 },
    });
    expect(body.result.sources[0]).toMatchObject({ stance: 'disputes' });
  });

  it("election results: a figure written short is the figure, and someone else's figure is not theirs", async () => {
    const atiku = await check(ws.key, 'Atiku Abubakar polled 6.9 million votes in the 2023 election.');
    expect(atiku.result).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    // Atiku's 6,984,520 is not Obi's: his own 6,101,533 disputes it.
    const obi = await check(ws.key, 'Peter Obi polled 6.9 million votes in the 2023 election.');
    expect(['verified_false', 'misleading']).toContain(obi.result.verdict);
    expect(obi.result.sources[0]).toMatchObject({ stance: 'disputes' });
    const tinubu = await check(
      ws.key,
      'Bola Tinubu won the 2023 presidential election with 8.8 million votes.',
    );
    expect(tinubu.result).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
  });

  it("a count without a year is the latest one: the 2023 register, not 2019's", async () => {
    const latest = await check(ws.key, 'INEC registered 93 million voters.');
    expect(latest.result).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    const older = await check(ws.key, 'INEC registered 84 million voters for the 2019 elections.');
    expect(older.result).toMatchObject({ verdict: 'verified_true' });
  });

  it('a source sharing words but not the claim does not decide it', async () => {
    // A workspace of its own: the one above holds a fact-check about a cancelled election.
    const fresh = await t.newWorkspace('engine-words');
    const body = await check(fresh.key, 'INEC has cancelled the 2023 elections in Lagos.');
    expect(body.result).toMatchObject({ verdict: 'unproven', confidence: 'low' });
    for (const source of body.result.sources) expect(source.stance).toBe('neutral');
    // Here a review of the Supreme Court cancelling the presidential results shares "cancelled
    // the 2023 elections" but names neither INEC nor Lagos: offered to an editor, not decisive.
    const near = await check(ws.key, 'INEC has cancelled the 2023 elections in Lagos.');
    expect(near.result.confidence).toBe('low');
    expect(near.result.claims[0].review).toMatchObject({ status: 'pending' });
  });

  it("in a newsroom's own corpus a review naming none of the claim's names is offered, not decisive", async () => {
    const own = await t.newWorkspace('engine-names');
    await importFalseReview(
      own.key,
      'https://dubawa.org/fact-check/okada-ban-all-states',
      'The federal government has banned okada motorcycles in all 36 states',
      '2024-03-01',
    );
    const same = await check(
      own.key,
      'The federal government has banned okada motorcycles in all 36 states.',
    );
    expect(same.result).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    // Kano's ban is another claim: the review shares every other word, but not Kano.
    const kano = await check(own.key, 'The Kano government has banned okada motorcycles in all 36 states.');
    expect(kano.result.confidence).toBe('low');
  });

  it('an attributed claim is checked as what was said', async () => {
    const body = await check(ws.key, 'Buhari said Nigeria has 40 states.');
    expect(body.result).toMatchObject({ verdict: 'verified_false' });
    expect(body.result.sources[0]).toMatchObject({
      stance: 'disputes',
      url: 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#states-and-fct',
    });
  });

  it('a Pidgin claim is checked against the English sources', async () => {
    const body = await check(ws.key, 'Nigeria get 40 states, na so dem talk.');
    expect(body.result).toMatchObject({ language: 'pcm', verdict: 'verified_false' });
    expect(body.result.claims[0].text).toBe('Nigeria get 40 states, na so dem talk.');
    expect(body.result.sources[0]).toMatchObject({
      stance: 'disputes',
      url: 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#states-and-fct',
    });
  });

  it('a figure about one state is judged by that state, not the national total', async () => {
    const body = await check(ws.key, 'Lagos State had 7 million registered voters for the 2023 elections.');
    expect(body.result).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(body.result.sources[0]).toMatchObject({
      stance: 'supports',
      url: 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#lagos-registered-voters',
    });
    const national = body.result.sources.find(
      (s: { url: string }) =>
        s.url ===
        'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf#registered-voters',
    );
    if (national) expect(national.stance).toBe('neutral');
  });

  it('no evidence: unproven, low, and the claim waits in the review queue; opinions are set aside', async () => {
    const body = await check(
      ws.key,
      'A talking goat was elected chairman of a village in Zamfara yesterday. I think the weather is beautiful.',
    );
    const [claim] = body.result.claims;
    expect(claim).toMatchObject({
      verdict: 'unproven',
      confidence: 'low',
      sources_cited: 0,
      review: { status: 'pending' },
    });
    expect(body.result.set_aside).toEqual([{ text: 'I think the weather is beautiful.', reason: 'opinion' }]);
    const queue = (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })).json()
      .items;
    expect(queue).toContainEqual(
      expect.objectContaining({ job_id: body.job_id, claim_id: claim.id, status: 'pending' }),
    );
  });

  it('text with nothing checkable: claims [], unproven/low, no review item', async () => {
    const body = await check(ws.key, 'What a beautiful morning! Should we go?');
    expect(body.result).toMatchObject({
      claims: [],
      verdict: 'unproven',
      confidence: 'low',
      sources_cited: 0,
    });
    const queue = (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })).json()
      .items;
    expect(queue.map((i: { job_id: string }) => i.job_id)).not.toContain(body.job_id);
  });
});

describe('a remote provider that fails', () => {
  it('degrades to the local engine: same verdict, a note, and no high confidence', async () => {
    // Nothing listens on port 9 (discard): every LLM call fails at once.
    const degraded = await createTestApp({
      env: { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '500' },
    });
    try {
      const w = await degraded.newWorkspace('degraded');
      // A long write-up states the confidence: it must be the one the result carries.
      await degraded.app.inject({
        method: 'PUT',
        url: '/v1/workspace/style-guide',
        headers: bearer(w.session),
        payload: { text: 'length: long' },
      });
      const res = await degraded.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: bearer(w.key),
        payload: { text: 'INEC registered 93.4 million voters for the 2023 general elections.' },
      });
      const result = res.json().result;
      expect(result.verdict).toBe('verified_true');
      expect(result.confidence).toBe('medium');
      expect(result.claims[0].confidence).toBe('medium');
      expect(result.notes?.length).toBeGreaterThan(0);
      expect(result.notes.join(' ')).toMatch(/llm/i);
      expect(result.claims[0].write_up).toMatch(/Confidence: medium/);
    } finally {
      await degraded.close();
    }
  });
});
