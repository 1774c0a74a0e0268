import { describe, expect, it } from 'vitest';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { createLocalStanceJudge } from '../../src/core/check/stance/local-stance.js';
import { figures } from '../../src/core/check/stance/numbers.js';

/** Issue 19 point 3: a 20,000-character text of repeated figure phrases must not take seconds. */
const LONG = 'Nigeria has thirty six states and 774 local government areas '.repeat(330).slice(0, 20000);

const source = (i: number) => ({
  documentId: `d${i}`,
  publisher: 'INEC',
  url: `https://example.org/${i}`,
  title: 'States and local government areas',
  excerpt: 'Nigeria has 36 states and 774 local government areas.',
  text: 'Nigeria has 36 states and the Federal Capital Territory. Nigeria has 774 local government areas.',
  score: 0.8,
});

describe('the engine stays near-linear in the text length', () => {
  it('reads the figures of a long text in time proportional to its length', () => {
    const t0 = performance.now();
    figures(LONG.slice(0, 5000));
    const quarter = performance.now() - t0;
    const t1 = performance.now();
    expect(figures(LONG).length).toBeGreaterThan(600);
    const whole = performance.now() - t1;
    // Quadratic reading would take ~16x the quarter; linear ~4x (with slack for a busy machine).
    expect(whole).toBeLessThan(Math.max(200, quarter * 10));
  });

  it('judges a long claim against many sources reading the claim once, in a few seconds at most (loaded machine)', async () => {
    const judge = createLocalStanceJudge();
    const extractor = createLocalClaimExtractor(); // loading the models is not part of a check
    const t0 = performance.now();
    const out = await judge.judge(
      LONG,
      Array.from({ length: 12 }, (_, i) => source(i)),
    );
    expect(out).toHaveLength(12);
    const extraction = await extractor.extract(LONG, 'en');
    expect(extraction.claims.length + extraction.setAside.length).toBeGreaterThan(0);
    expect(performance.now() - t0).toBeLessThan(6000);
  });
});
