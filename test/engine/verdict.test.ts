import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/check/evidence-search.js';
import { decide, type Judged } from '../../src/core/check/verdict/verdict.js';
import { judgeOne } from '../../src/core/check/stance/local-stance.js';

const ev = (over: Partial<Evidence>): Evidence => ({
  documentId: over.url ?? 'x',
  publisher: 'P',
  url: 'https://p.example/1',
  title: 't',
  excerpt: 'e',
  score: 0.9,
  trust: 0.9,
  ...over,
});
const j = (
  stance: 'supports' | 'disputes' | 'neutral',
  strength: number,
  over: Partial<Evidence> = {},
): Judged => ({
  evidence: ev(over),
  judgement: { stance, strength },
});

describe('verdict', () => {
  it('no evidence is unproven with low confidence', () => {
    expect(decide([])).toMatchObject({ verdict: 'unproven', confidence: 'low', listed: [] });
  });

  it('one supporting source against two disputing ones is neither verified_true nor confident', () => {
    const d = decide([
      j('supports', 0.9, { url: 'https://a/1' }),
      j('disputes', 0.9, { url: 'https://b/1' }),
      j('disputes', 0.9, { url: 'https://c/1' }),
    ]);
    expect(d.verdict).not.toBe('verified_true');
    expect(d.confidence).toBe('low');
  });

  it('a strongly matched fact-check rating decides; a middling match only offers it, with low confidence', () => {
    const strong = decide([j('disputes', 1, { rating: 'False', claimReviewed: 'x', score: 0.85 })]);
    expect(strong).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    const middling = decide([j('disputes', 1, { rating: 'False', claimReviewed: 'x', score: 0.5 })]);
    expect(middling.confidence).toBe('low');
    expect(middling.listed).toHaveLength(1);
    const misleading = decide([j('disputes', 0.6, { rating: 'Misleading', claimReviewed: 'x', score: 0.9 })]);
    expect(misleading.verdict).toBe('misleading');
  });

  it("a weakly matched fact-check's graded rating still bounds the verdict: mostly correct is not true", () => {
    const weak = decide([j('supports', 0.8, { rating: 'Mostly correct', claimReviewed: 'x', score: 0.5 })]);
    expect(weak).toMatchObject({ verdict: 'mostly_true', confidence: 'low' });
    const misleading = decide([j('disputes', 0.9, { rating: 'Misleading', claimReviewed: 'x', score: 0.5 })]);
    expect(misleading.verdict).toBe('misleading');
    // An outright rating at a weak match keeps its side's verdict, for the editors.
    expect(decide([j('disputes', 1, { rating: 'False', claimReviewed: 'x', score: 0.5 })]).verdict).toBe(
      'verified_false',
    );
  });

  it('a trusted source giving every figure of the claim decides confidently though few words are shared', () => {
    const claim = 'Bola Tinubu won the 2023 presidential election with 8.8 million votes.';
    const source = ev({
      text: 'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes.',
      score: 0.6,
      trust: 0.95,
    });
    const judgement = judgeOne(claim, source);
    expect(judgement.figures).toEqual({ agreed: [0], of: 1 });
    expect(decide([{ evidence: source, judgement }])).toMatchObject({
      verdict: 'verified_true',
      confidence: 'high',
    });
    // Words alone at the same match stay with the editors.
    expect(decide([j('supports', 0.9, { score: 0.6, trust: 0.95 })]).confidence).toBe('low');
  });

  it("a claim naming no year is judged by the latest count: an earlier year's is listed as neutral", () => {
    const at = (period: number, stance: 'supports' | 'disputes', url: string): Judged => ({
      evidence: ev({ url, score: 0.8, trust: 0.95 }),
      judgement: {
        stance,
        strength: 0.9,
        figures: { agreed: stance === 'supports' ? [0] : [], of: 1 },
        period,
      },
    });
    const decision = decide([
      at(2023, 'supports', 'https://p.example/2023'),
      at(2019, 'disputes', 'https://p.example/2019'),
    ]);
    expect(decision).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(decision.listed.find((l) => l.evidence.url.endsWith('2019'))?.stance).toBe('neutral');
    // Without periods the same two sources conflict.
    const undated = decide([
      j('supports', 0.9, { url: 'https://p.example/a' }),
      j('disputes', 0.9, { url: 'https://p.example/b' }),
    ]);
    expect(undated.confidence).toBe('low');
  });

  it('matched evidence whose stance cannot be decided is still listed, as neutral, best match first', () => {
    const d = decide([
      j('neutral', 0, { url: 'https://a/2', score: 0.5 }),
      j('neutral', 0.1, { url: 'https://b/2', score: 0.8 }),
      j('supports', 1, { url: 'https://c/2', score: 0.2 }),
    ]);
    expect(d.listed.map((l) => [l.evidence.url, l.stance])).toEqual([
      ['https://b/2', 'neutral'],
      ['https://a/2', 'neutral'],
    ]);
    expect(d).toMatchObject({ verdict: 'unproven', confidence: 'low' });
  });
});

describe('local stance', () => {
  const claim = 'Nigeria has 36 states.';
  it('carries a rating over, flipped when only one side is negated', () => {
    const review = ev({ rating: 'False', claimReviewed: 'Nigeria has 40 states' });
    expect(judgeOne('Nigeria has 40 states', review).stance).toBe('disputes');
    expect(judgeOne('Nigeria does not have 40 states', review).stance).toBe('supports');
  });
  it('numbers that agree support, numbers that disagree dispute, negation disputes', () => {
    const doc = (text: string) => ev({ title: 'States of Nigeria', text });
    expect(judgeOne(claim, doc('Nigeria has 36 states and the FCT.')).stance).toBe('supports');
    expect(judgeOne('Nigeria has 37 states.', doc('Nigeria has 36 states and the FCT.')).stance).toBe(
      'disputes',
    );
    expect(
      judgeOne(
        'The naira redesign was not approved by the CBN.',
        doc('The naira redesign was approved by the CBN in 2022.'),
      ).stance,
    ).toBe('disputes');
    expect(
      judgeOne(claim, ev({ title: 'Weather', text: 'Kano recorded heavy rainfall on Monday.' })).stance,
    ).toBe('neutral');
  });
  it('93.4 million matches 93,469,008, and another year is another period', () => {
    const doc = ev({
      title: 'Voters',
      text: 'The register for the 2023 elections had 93,469,008 registered voters.',
    });
    expect(judgeOne('There were 93.4 million registered voters for the 2023 elections.', doc).stance).toBe(
      'supports',
    );
    expect(judgeOne('There were 84 million registered voters for the 2019 elections.', doc).stance).toBe(
      'neutral',
    );
  });
});
