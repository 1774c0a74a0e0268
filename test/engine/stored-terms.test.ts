import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;

beforeAll(async () => {
  t = await createTestApp();
  ws = await t.newWorkspace('stored-terms');
});
afterAll(() => t.close());

const importLines = (lines: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/sources/documents',
    headers: { ...bearer(ws.key), 'content-type': 'application/x-ndjson' },
    payload: lines.map((l) => JSON.stringify(l)).join('\n'),
  });

/** What PostgreSQL's parser makes of a text: the lexemes the stored columns must equal. */
async function lexemesOf(text: string): Promise<string[]> {
  const rows = await t.container.db.$queryRaw<Array<{ terms: string[] }>>`
    SELECT tsvector_to_array(to_tsvector('english', ${text})) AS terms`;
  return rows[0]!.terms;
}

const review = {
  url: 'https://factcheck.example.ng/okada',
  title: 'Lagos did not ban okada riders in every local government',
  text: 'The state government restricted motorcycle taxis in six local government areas in 2022.',
  publisher: 'Example Fact Check',
  claim_review: { claim_reviewed: 'Lagos banned okada riders in all its local governments' },
};

describe('the lexemes of a claim and a title, stored beside the full-text vector', () => {
  it('are kept by the trigger on import and on change, and are what the reranker reads', async () => {
    expect((await importLines([review])).json()).toMatchObject({ created: 1 });
    const source = createCandidateSource(t.container.db);
    const candidates = async () => {
      const query = await source.lexemes('Lagos banned okada riders');
      return source.candidates(ws.workspaceId, 'Lagos banned okada riders', [...query.counts.keys()], 10);
    };
    const [first] = (await candidates()).filter((c) => c.url === review.url);
    expect(first?.claimTerms.sort()).toEqual((await lexemesOf(review.claim_review.claim_reviewed)).sort());
    expect(first?.titleTerms.sort()).toEqual((await lexemesOf(review.title)).sort());

    // A changed title and reviewed claim, imported again: the stored lexemes follow.
    const changed = {
      ...review,
      title: 'Okada ban covers six councils, not the whole state',
      claim_review: { claim_reviewed: 'Okada riders were banned across Lagos State' },
    };
    expect((await importLines([changed])).json()).toMatchObject({ updated: 1 });
    const [again] = (await candidates()).filter((c) => c.url === review.url);
    expect(again?.claimTerms.sort()).toEqual((await lexemesOf(changed.claim_review.claim_reviewed)).sort());
    expect(again?.titleTerms.sort()).toEqual((await lexemesOf(changed.title)).sort());
    expect(again?.titleTerms).toContain('council');
  });

  it('are empty for the claim of a document that reviews none', async () => {
    const article = {
      url: 'https://news.example.ng/okada-article',
      title: 'Riders protest okada restrictions in Ikeja',
      text: 'Commercial motorcycle riders protested in Ikeja on Monday.',
      publisher: 'Example News',
    };
    expect((await importLines([article])).json()).toMatchObject({ created: 1 });
    const source = createCandidateSource(t.container.db);
    const query = await source.lexemes('okada riders protest Ikeja');
    const found = await source.candidates(
      ws.workspaceId,
      'okada riders protest Ikeja',
      [...query.counts.keys()],
      10,
    );
    const row = found.find((c) => c.url === article.url);
    expect(row?.claimText).toBeNull();
    expect(row?.claimTerms).toEqual([]);
    expect(row?.titleTerms).toEqual(expect.arrayContaining(['rider', 'protest', 'ikeja']));
  });
});
