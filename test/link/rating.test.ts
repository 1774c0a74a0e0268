import { describe, expect, it } from 'vitest';
import { LINK_DISCLAIMER, linkResultSchema, type LinkResult } from '../../src/core/link/link-result.js';
import { applyLinkDecision } from '../../src/core/link/link-review.js';
import { formatLinkReply } from '../../src/core/link/link-summary.js';
import { aggregateRating, toLinkVerdict, type RatedClaim } from '../../src/core/link/rating.js';
import { suggestFurtherChecking } from '../../src/core/link/suggestion.js';

const claims = (...specs: Array<[RatedClaim['verdict'], RatedClaim['confidence']?]>): RatedClaim[] =>
  specs.map(([verdict, confidence = 'high'], rank) => ({ verdict, confidence, rank }));

describe('overall rating', () => {
  it.each<[string, RatedClaim[], string]>([
    ['a false headline among ten true statements', claims(['false'], ...Array(10).fill(['true'])), 'false'],
    ['a false minor claim among true ones', claims(['true'], ['true'], ['true'], ['false']), 'misleading'],
    ['false claims carrying a third of the weight', claims(['true'], ['false'], ['false']), 'false'],
    ['a misleading claim', claims(['true'], ['mostly true'], ['misleading']), 'misleading'],
    ['all true', claims(['true'], ['true']), 'true'],
    ['true with missing context', claims(['true'], ['mostly true']), 'mostly true'],
    ['true with an unproven minor claim', claims(['true'], ['true'], ['unproven']), 'mostly true'],
    ['an unproven headline and an unproven second', claims(['unproven'], ['unproven'], ['true']), 'unproven'],
    ['low confidence waits for an editor', claims(['false', 'low'], ['true', 'low']), 'unproven'],
    ['nothing checked', [], 'unproven'],
  ])('%s', (_what, input, expected) => {
    expect(aggregateRating(input)).toBe(expected);
  });

  it('maps every engine verdict to the link vocabulary', () => {
    expect(
      (['verified_true', 'mostly_true', 'misleading', 'verified_false', 'unproven'] as const).map(
        toLinkVerdict,
      ),
    ).toEqual(['true', 'mostly true', 'misleading', 'false', 'unproven']);
  });
});

describe('suggestion and chat reply', () => {
  const source = {
    url: 'https://delta.example/v',
    title: 'Budget speech',
    kind: 'video' as const,
    site_name: 'Channels of the Delta',
  };
  const result: LinkResult = {
    rating: 'false',
    summary: 'Overall rating: false.',
    source,
    claims: [
      {
        text: 'Our state recorded 4.2 percent growth in 2025.',
        verdict: 'false',
        reason: 'The NBS figure for the state is 2.1 percent.',
        sources: [
          {
            publisher: 'NBS',
            url: 'https://nbs.example/gdp',
            title: 'State GDP',
            stance: 'disputes',
            excerpt: '2.1 percent',
          },
        ],
        at: '00:12:34',
        start_seconds: 754,
      },
    ],
    suggestion: '',
    disclaimer: LINK_DISCLAIMER,
  };

  it('names the claim, where it was said, who to compare with and who to ask', () => {
    const suggestion = suggestFurtherChecking('false', result.claims, source);
    expect(suggestion).toContain('“Our state recorded 4.2 percent growth in 2025.” (at 00:12:34)');
    expect(suggestion).toContain('NBS');
    expect(suggestion).toContain('Channels of the Delta');
    expect(suggestion).toContain('original upload');
  });

  it('formats a reply with the overall rating first', () => {
    const reply = formatLinkReply({ ...result, suggestion: 'Compare it.' });
    expect(reply.split('\n')[0]).toBe('Rating: FALSE — Budget speech');
    expect(reply).toContain(
      '• FALSE: “Our state recorded 4.2 percent growth in 2025.” (at 00:12:34) — The NBS figure',
    );
    expect(reply.trim().endsWith(LINK_DISCLAIMER)).toBe(true);
    expect(linkResultSchema.parse(result)).toEqual(result);
  });

  it('says the tool cannot tell AI-made media', () => {
    expect(LINK_DISCLAIMER).toMatch(/cannot tell whether .* made or edited by AI/);
  });
});

describe('an editor decision on a link claim', () => {
  it('rewrites the claim in the link vocabulary and re-rates the link', () => {
    const source = { url: 'https://x.example/a', title: 'A story', kind: 'page' as const };
    const stored: LinkResult = {
      rating: 'unproven',
      summary: 'old',
      source,
      claims: [
        {
          id: 'c1',
          text: 'The state has 40 hospitals.',
          verdict: 'unproven',
          reason: 'r',
          sources: [],
          confidence: 'low',
          review: { status: 'pending' },
        },
        {
          id: 'c2',
          text: 'The governor opened 3 of them.',
          verdict: 'true',
          reason: 'r',
          sources: [],
          confidence: 'high',
          review: null,
        },
      ],
      suggestion: 'old',
      disclaimer: LINK_DISCLAIMER,
    };
    const review = {
      status: 'decided' as const,
      verdict: 'verified_false' as const,
      decided_by: 'Ada',
      decided_at: '2026-05-01T10:00:00.000Z',
    };
    const patched = applyLinkDecision(stored, 'c1', 'verified_false', review);
    expect(patched.claims[0]).toMatchObject({ verdict: 'false', review });
    expect(patched.rating).toBe('false');
    expect(patched.summary).toContain('Overall rating: false');
    expect(Object.keys(patched).sort()).toEqual([
      'claims',
      'disclaimer',
      'rating',
      'source',
      'suggestion',
      'summary',
    ]);
    expect(applyLinkDecision(stored, 'nope', 'verified_true', review).claims).toEqual(stored.claims);
  });
});
