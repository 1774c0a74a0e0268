import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/check/evidence-search.js';
import type { Candidate, CorpusStats, Lexemes } from '../../src/core/check/retrieval/ports.js';
import { addDemonyms } from '../../src/core/check/retrieval/compounds.js';
import { rerank } from '../../src/core/check/retrieval/rerank.js';
import { judgeOne } from '../../src/core/check/stance/local-stance.js';
import { withoutAttribution } from '../../src/core/check/stance/names.js';
import { compareFigure, figures, sameFigure } from '../../src/core/check/stance/numbers.js';

const only = (text: string) => figures(text).filter((f) => !f.isYear)[0]!;
const official = (title: string, text: string): Evidence => ({
  documentId: title,
  publisher: 'INEC',
  url: `https://inec.example/${encodeURIComponent(title)}`,
  title,
  excerpt: text,
  text,
  score: 0.9,
  trust: 0.95,
});
const LGAS = official(
  'Local government areas in Nigeria',
  'Nigeria has 774 local government areas (LGAs), listed in the First Schedule of the 1999 Constitution.',
);
const STATES = official(
  "Nigeria's states and the Federal Capital Territory",
  'Nigeria has 36 states and the Federal Capital Territory (FCT), Abuja, as set out in section 3 of the 1999 Constitution.',
);
const NATIONAL = official(
  'Registered voters for the 2023 general elections',
  "INEC's final register of voters for the 2023 general elections had 93,469,008 registered voters (93.4 million).",
);
const LAGOS = official(
  'Registered voters in Lagos State for the 2023 elections',
  'Lagos State had 7,060,195 registered voters for the 2023 general elections, the most of any state.',
);

describe('figures: what they count and how precisely', () => {
  it('reads what a figure counts, up to a joining word, with abbreviations spelled out', () => {
    expect(figures('Nigeria has 36 states and 774 local government areas.').map((f) => f.what)).toEqual([
      ['stat'],
      // Stemmed as "unemployment" is "unemploy", the word of "the unemployed".
      ['local', 'govern', 'area'],
    ]);
    expect(only('Nigeria has 800 LGAs').what).toEqual(['local', 'govern', 'area']);
    expect(only('Inflation rose to 30% in May').what).toEqual([]);
  });

  it('compares within the precision a figure was written to', () => {
    expect(sameFigure(only('7 million voters'), only('7,060,195 voters'))).toBe(true);
    expect(sameFigure(only('9 million voters'), only('7,060,195 voters'))).toBe(false);
    expect(sameFigure(only('93.4 million voters'), only('93,469,008 voters'))).toBe(true);
    expect(sameFigure(only('800 LGAs'), only('774 LGAs'))).toBe(false);
    expect(sameFigure(only('36 states'), only('37 states'))).toBe(false);
    // Cut short to the digits written: 6,984,520 is "6.9 million", 93,469,008 "93 million";
    // but not "6.8 million", and a whole count is not cut (36 is not 36.5).
    expect(sameFigure(only('6.9 million votes'), only('6,984,520 votes'))).toBe(true);
    expect(sameFigure(only('6,984,520 votes'), only('6.9 million votes'))).toBe(true);
    expect(sameFigure(only('93 million voters'), only('93,469,008 voters'))).toBe(true);
    expect(sameFigure(only('6.8 million votes'), only('6,984,520 votes'))).toBe(false);
    expect(sameFigure(only('7.1 million votes'), only('6,984,520 votes'))).toBe(false);
  });

  it('is silent about figures of other things, and compares everything when nothing says what it counts', () => {
    const theirs = figures('Nigeria has 774 local government areas.');
    expect(compareFigure(only('Nigeria has 36 states'), theirs)).toBe('silent');
    expect(compareFigure(only('Nigeria has 800 LGAs'), theirs)).toBe('conflicts');
    expect(compareFigure(only('Nigeria has 774 LGAs'), theirs)).toBe('agrees');
    expect(compareFigure(only('It rose to 30%'), figures('It rose to 28%'))).toBe('conflicts');
  });

  it('a figure counting voter cards is not a count of voters, though both say "voter"', () => {
    const cards = figures('INEC reported that 87,209,007 permanent voter cards (PVCs) had been collected.');
    const claim = only('INEC registered 93.4 million voters for the 2023 elections.');
    expect(compareFigure(claim, cards)).toBe('silent');
    expect(compareFigure(claim, figures(NATIONAL.excerpt))).toBe('agrees');
    expect(compareFigure(only('There were 93.4 million voters registered'), figures(NATIONAL.excerpt))).toBe(
      'agrees',
    );
    expect(compareFigure(only('Nigerians collected 80 million PVCs'), cards)).toBe('conflicts');
    expect(compareFigure(only('Nigeria has 774 local governments'), figures(LGAS.excerpt))).toBe('agrees');
  });
});

const RESULT = official(
  'Result of the 2023 presidential election',
  'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. ' +
    'Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.',
);

describe('figures: whose they are', () => {
  it('gives each figure of a list to the names before it', () => {
    const owners = figures(RESULT.text!)
      .filter((f) => !f.isYear)
      .map((f) => f.owner);
    expect(owners).toEqual([
      ['inec', 'bola', 'ahmed', 'tinubu', 'apc'],
      ['atiku', 'abubakar', 'pdp'],
      ['peter', 'obi', 'lp'],
      ['rabiu', 'kwankwaso', 'nnpp'],
    ]);
  });

  it("compares a candidate's figure with that candidate's, not the winner's", () => {
    expect(
      judgeOne('Peter Obi polled 6.1 million votes in the 2023 presidential election.', RESULT).stance,
    ).toBe('supports');
    expect(
      judgeOne('Peter Obi polled 9 million votes in the 2023 presidential election.', RESULT).stance,
    ).toBe('disputes');
  });

  it('a negated claim turns a confirmed figure into a dispute, and a wrong one into support', () => {
    expect(
      judgeOne('Peter Obi did not get 6.1 million votes in the 2023 presidential election.', RESULT).stance,
    ).toBe('disputes');
    expect(judgeOne('Nigeria does not have 40 states.', STATES).stance).toBe('supports');
  });

  it('a figure with nothing after it is known by its clause: one rate is not another', () => {
    const policy = official(
      'Monetary Policy Rate',
      'The CBN Monetary Policy Committee raised the Monetary Policy Rate (MPR) to 26.25 percent in May 2024.',
    );
    const jobs = official(
      'Unemployment',
      "The NBS put Nigeria's unemployment rate at 4.2 percent in the second quarter of 2023.",
    );
    expect(judgeOne("Nigeria's unemployment rate is 33 percent.", policy).stance).toBe('neutral');
    expect(judgeOne("Nigeria's unemployment rate is 33 percent.", jobs).stance).toBe('disputes');
    expect(judgeOne("Nigeria's unemployment rate is 4.2 percent.", jobs).stance).toBe('supports');
  });

  it('a large figure given precisely is the same thing even when named otherwise', () => {
    const wards = official('Wards', "INEC's electoral map has 8,809 registration areas, also called wards.");
    expect(judgeOne('Nigeria has 8,809 wards.', wards).stance).toBe('supports');
    expect(judgeOne('Nigeria has 9,000 wards.', wards).stance).toBe('neutral');
  });
});

describe('figures: dates', () => {
  const DATES = official(
    'Dates of the 2023 general elections',
    'The 2023 presidential and National Assembly elections were held on 25 February 2023; ' +
      'governorship and state assembly elections were held on 18 March 2023.',
  );

  it('reads a day and its month as one date, either way round', () => {
    expect(
      figures('held on 25 February 2023')
        .filter((f) => f.isDate)
        .map((f) => f.value),
    ).toEqual([225]);
    expect(
      figures('held on March 18th, 2023')
        .filter((f) => f.isDate)
        .map((f) => f.value),
    ).toEqual([318]);
    expect(figures('25 marks').some((f) => f.isDate)).toBe(false);
  });

  it('compares a date with the date of the same event', () => {
    expect(judgeOne('The presidential election was held on 25 February 2023.', DATES).stance).toBe(
      'supports',
    );
    expect(judgeOne('The presidential election held on 18 March 2023.', DATES).stance).toBe('disputes');
    expect(judgeOne('Governorship elections held on March 18, 2023.', DATES).stance).toBe('supports');
    expect(judgeOne('Governorship elections held on 25 February 2023.', DATES).stance).toBe('disputes');
  });
});

describe('local stance on figures', () => {
  const RESULT = official(
    'Result of the 2023 presidential election',
    'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. ' +
      'Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.',
  );

  it('compares a claim about someone with their figure only, never with another place or person', () => {
    expect(judgeOne('Atiku Abubakar polled 6.9 million votes in 2023.', RESULT).stance).toBe('supports');
    expect(judgeOne('Peter Obi polled 6.9 million votes in 2023.', RESULT).stance).toBe('disputes');
    // The national register is not Lagos's: Lagos's figure neither confirms nor disputes it.
    expect(judgeOne('INEC registered 93 million voters.', LAGOS).stance).toBe('neutral');
    expect(judgeOne('INEC registered 93 million voters.', NATIONAL).stance).toBe('supports');
    expect(judgeOne('Nigeria has 93.4 million registered voters.', LAGOS).stance).toBe('neutral');
    // With no year in the claim, the source's year goes with its stance (the latest count decides).
    expect(judgeOne('INEC registered 93 million voters.', NATIONAL).period).toBe(2023);
    expect(judgeOne('INEC registered 93 million voters in 2023.', NATIONAL).period).toBeUndefined();
  });

  it('shared words do not confirm what the passage does not say', () => {
    // Lagos, 2023 and elections are shared; nothing says an election was cancelled.
    expect(judgeOne('INEC has cancelled the 2023 elections in Lagos.', LAGOS).stance).toBe('neutral');
    // Nothing of Kano's count either, but Lagos's first place settles a comparison with Lagos
    // (superlatives.ts); of Kano against Kaduna it says nothing.
    expect(judgeOne('Kano has more registered voters than Lagos.', LAGOS).stance).toBe('disputes');
    expect(judgeOne('Kano has more registered voters than Kaduna.', LAGOS).stance).toBe('neutral');
  });

  it('a source confirming one figure of a claim and silent on the other supports it, not disputes it', () => {
    const claim = 'Nigeria has 36 states and 774 local government areas.';
    expect(judgeOne(claim, LGAS).stance).toBe('supports');
    expect(judgeOne(claim, STATES).stance).toBe('supports');
    expect(judgeOne('Nigeria has 36 states and 780 local government areas.', LGAS).stance).toBe('disputes');
  });

  it('who said a figure is not what it is about', () => {
    expect(withoutAttribution('Buhari said Nigeria has 40 states.')).toBe('Nigeria has 40 states.');
    expect(withoutAttribution('Nigeria has 40 states, the minister told reporters.')).toBe(
      'Nigeria has 40 states.',
    );
    expect(withoutAttribution('Nigeria has 36 states and 774 LGAs.')).toBe(
      'Nigeria has 36 states and 774 LGAs.',
    );
    expect(judgeOne('Buhari said Nigeria has 40 states.', STATES).stance).toBe('disputes');
    expect(judgeOne('Nigeria has 40 states, Buhari claimed.', STATES).stance).toBe('disputes');
  });

  it('a figure about another place neither confirms nor disputes', () => {
    expect(judgeOne('Lagos State had 7 million registered voters in 2023.', LAGOS).stance).toBe('supports');
    expect(judgeOne('Lagos State had 9 million registered voters in 2023.', LAGOS).stance).toBe('disputes');
    expect(judgeOne('Lagos State had 7 million registered voters in 2023.', NATIONAL).stance).toBe('neutral');
    expect(judgeOne('INEC registered 93.4 million voters for the 2023 elections.', LAGOS).stance).toBe(
      'neutral',
    );
    // The country is every official source's scope; naming it is not naming another place.
    expect(
      judgeOne(
        'There are 18 registered political parties in Nigeria.',
        official('Registered political parties', '18 political parties were registered by INEC in 2023.'),
      ).stance,
    ).toBe('supports');
  });
});

describe('match: what decides whether a document speaks to a claim', () => {
  const lexemes = (terms: string[]): Lexemes => ({
    counts: new Map(terms.map((t) => [t, 1])),
    bigrams: new Set(),
  });
  const doc = (terms: string[]): Candidate => ({
    id: terms.join('-'),
    url: `https://example.org/${terms.join('-')}`,
    title: terms.join(' '),
    text: terms.join(' '),
    publisher: 'INEC',
    publisherKind: 'official',
    trust: 0.95,
    claimText: null,
    rating: null,
    ftsRank: 0,
    trigram: 0,
    lexemes: lexemes(terms),
    claimTerms: [],
    titleTerms: terms,
  });
  const stats: CorpusStats = {
    total: 10_000,
    avgLength: 10,
    df: new Map([
      ['nigeria', 900],
      ['nigerian', 700],
      ['state', 800],
      ['40', 20],
      ['36', 30],
    ]),
  };

  it('another figure for the same thing still matches: it is the evidence that disputes the claim', () => {
    const [ranked] = rerank(lexemes(['nigeria', '40', 'state']), [doc(['nigeria', '36', 'state'])], stats);
    expect(ranked!.match).toBeGreaterThanOrEqual(0.7);
  });

  it('the demonym the query added is another spelling, not more to say', () => {
    const query = addDemonyms(lexemes(['nigeria', '36', 'state']), stats);
    expect(query.counts.has('nigerian')).toBe(true);
    const [ranked] = rerank(query, [doc(['nigeria', '36', 'state'])], stats);
    expect(ranked!.match).toBeCloseTo(1, 5);
  });
});
