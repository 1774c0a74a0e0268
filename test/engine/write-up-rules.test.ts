import { describe, expect, it } from 'vitest';
import { renderSlackMessage, renderSlackReviewCard } from '../../adapters/slack/slack-render.js';
import { renderTelegramMessage, renderTelegramReviewCard } from '../../adapters/telegram/telegram-render.js';
import { renderWhatsAppMessage } from '../../adapters/whatsapp/whatsapp-render.js';
import type { CheckResult } from '../../src/core/check/check-result.js';
import { findingOf } from '../../src/core/check/engine/decisive-evidence.js';
import type { WriteUpRequest } from '../../src/core/check/pipeline/ports.js';
import { createLocalWriteUpWriter } from '../../src/core/check/writeup/local-writer.js';
import { parseStyleGuide } from '../../src/core/check/writeup/style-guide.js';
import { limitWords } from '../../src/core/check/writeup/word-limit.js';
import { checkReply } from '../../src/core/chat/check-reply.js';
import { reviewCard } from '../../src/core/chat/review-card.js';

/**
 * Each rule of a style guide written as prose that the blind write-up set (session "writeups8",
 * test/fixtures/write-up-blind.ts) found unread or unfollowed, one test per rule; each failed
 * before its fix.
 */
const writer = createLocalWriteUpWriter();

const CPI =
  'The National Bureau of Statistics reported headline inflation of 34.19 percent year on year in June 2024.';

function request(over: Partial<WriteUpRequest>): WriteUpRequest {
  return {
    claim: 'Headline inflation was 34.19 percent in June 2024.',
    verdict: 'verified_true',
    confidence: 'high',
    sources: [],
    decisive: { publisher: 'National Bureau of Statistics (NBS)', stance: 'supports', quote: CPI, url: 'x' },
    language: 'en',
    styleGuide: '',
    ...over,
  };
}

const SALT_WATER: WriteUpRequest['decisive'] = {
  publisher: 'Example Fact Desk',
  stance: 'disputes',
  quote: 'Drinking salt water cures Lassa fever',
  url: 'y',
  rating: 'False',
  finding:
    'The Nigeria Centre for Disease Control says there is no evidence that salt water prevents or cures Lassa fever; the antiviral ribavirin, given early, is the recognised treatment.',
};

describe('sign-offs as editors write them', () => {
  it.each([
    ["Sign off every write-up with 'Gaskiya Desk, Abuja'.", 'Gaskiya Desk, Abuja'],
    ["Write-ups should not exceed 30 words and must always be signed off as 'FactDesk NG'.", 'FactDesk NG'],
    ['Una go end every write-up with: Naija Fact Desk.', 'Naija Fact Desk.'],
    ['A rufe kowane rubutu da: Teburin Gaskiya, Kano.', 'Teburin Gaskiya, Kano.'],
    // The second set's phrasings.
    ["Every write-up ends with our tagline — 'Verified by The Ledger'.", 'Verified by The Ledger'],
    ["Abeg no write pass 30 words, and make una sign am 'Naija Check'.", 'Naija Check'],
    ["Ejila karịa okwu 30. Jiri 'Eziokwu Desk' mechie.", 'Eziokwu Desk'],
    ['Signature: The Factcheck Desk', 'The Factcheck Desk'],
  ])('%s', (guide, signOff) => expect(parseStyleGuide(guide).signOff).toBe(signOff));

  it('not from a rule that refuses one or asks for something else', () => {
    for (const guide of [
      'Do not end with "Thanks".',
      'Sign-offs are not used on WhatsApp.',
      'End with a question for the reader.',
    ])
      expect(parseStyleGuide(guide).signOff, guide).toBeNull();
  });
});

describe('word and sentence limits as editors write them', () => {
  it.each([
    ['Please keep all write-ups below fifty words.', 49],
    ['The word limit is 25 words.', 25],
    ['Write-ups should not exceed 30 words.', 30],
    ['Make una no pass 40 words.', 40],
    ['Kada rubutu ya wuce kalmomi 40.', 40],
    ['Má ṣe ju ọ̀rọ̀ 40 lọ.', 40],
    ['Agaghị karịa okwu 35.', 35],
    // The second set's phrasings.
    ["Please don't write more than 45 words.", 45],
    ['No write-up should be longer than 35 words.', 35],
    ['Abeg no write pass 30 words.', 30],
    ['Word limit: 20', 20],
  ])('%s', (guide, words) => expect(parseStyleGuide(guide).maxWords).toBe(words));

  it.each([
    ['No more than two sentences.', 2],
    ['Keep it to one sentence.', 1],
    ['A maximum of 3 sentences, please.', 3],
    ['sentences: 2', 2],
  ])('%s', (guide, sentences) => expect(parseStyleGuide(guide).maxSentences).toBe(sentences));

  it('keeps to a sentence limit, the verdict and the evidence first', async () => {
    const text = await writer.write(
      request({
        decisive: SALT_WATER,
        verdict: 'verified_false',
        confidence: 'low',
        styleGuide: 'No more than 2 sentences.',
      }),
    );
    expect(text).toMatch(/^False: Example Fact Desk rated the claim .* It found: “The Nigeria Centre/);
    expect(text).not.toContain('editor will review');
  });
});

describe('a word limit keeps the evidence and never leaves a quote open', () => {
  it('a fact-check’s finding stays, the reviewed claim is not quoted again', async () => {
    const text = await writer.write(
      request({ decisive: SALT_WATER, verdict: 'verified_false', styleGuide: 'Max 40 words.' }),
    );
    expect(text).toBe(
      'False: Example Fact Desk rated it false. It found: “The Nigeria Centre for Disease Control says there is no evidence that salt water prevents or cures Lassa fever; the antiviral ribavirin, given early, is the recognised treatment”.',
    );
  });

  it('a quote cut to the limit ends at its last clause and is closed', () => {
    const quote =
      'False: INEC says “The 2023 presidential and National Assembly elections were held on 25 February 2023; governorship and state assembly elections were held on 18 March 2023”.';
    expect(limitWords([quote], 22)).toBe(
      'False: INEC says “The 2023 presidential and National Assembly elections were held on 25 February 2023…”',
    );
    // A figure after the last clause stays rather than the clause.
    expect(
      limitWords(['True: NBS says “Prices rose, reaching 34.19 percent in June, the highest in years”.'], 10),
    ).toBe('True: NBS says “Prices rose, reaching 34.19 percent in June…”');
  });

  it('a last quoted sentence with room for ten words is cut, not dropped', () => {
    const text = limitWords(
      [
        'Irọ́ ni: Example Fact Desk ṣàyẹ̀wò ọ̀rọ̀ náà.',
        'Ohun tí ó rí: “The Nigeria Centre for Disease Control says there is no evidence that salt water prevents it”.',
      ],
      23,
    );
    expect(text).toBe(
      'Irọ́ ni: Example Fact Desk ṣàyẹ̀wò ọ̀rọ̀ náà. Ohun tí ó rí: “The Nigeria Centre for Disease Control says there is no evidence…”',
    );
  });
});

describe('the verdict word as the guide names it', () => {
  it('in capitals, in any language', async () => {
    const guide = 'Start with the verdict in capitals.';
    expect(parseStyleGuide('Never put verdicts in capitals.').capitalVerdict).toBe(false);
    expect(await writer.write(request({ styleGuide: guide }))).toMatch(/^TRUE: NBS says/);
    expect(await writer.write(request({ styleGuide: guide, language: 'ig' }))).toMatch(
      /^Ọ BỤ EZIOKWU: NBS kwuru na/,
    );
    expect(await writer.write(request({ styleGuide: guide, language: 'yo' }))).toMatch(/^ÒÓTỌ́ NI: NBS sọ pé/);
  });

  it('a preferred word for a verdict’s own word names the verdict, nowhere else', async () => {
    const guide = "Instead of 'False', write 'Not true'.";
    expect(parseStyleGuide(guide)).toMatchObject({ labels: { verified_false: 'Not true' }, terms: [] });
    const text = await writer.write(
      request({ decisive: SALT_WATER, verdict: 'verified_false', styleGuide: guide }),
    );
    expect(text).toMatch(
      /^Not true: Example Fact Desk rated the claim “Drinking salt water cures Lassa fever” false\./,
    );
  });

  it('a banned verdict word gives way to another', async () => {
    const guide = "Don't use the word 'false'.";
    expect(parseStyleGuide(guide).banned).toEqual(['false']);
    expect(await writer.write(request({ verdict: 'verified_false', styleGuide: guide }))).toMatch(
      /^Incorrect: NBS says/,
    );
    expect(parseStyleGuide("Never call a claim 'fake'.").banned).toEqual(['fake']);
  });
});

describe('a word banned from the write-up’s own sentences', () => {
  it('"Never use the word \'claim\'": a fact-check’s rating is given without "the claim “…”"', async () => {
    const text = await writer.write(
      request({ decisive: SALT_WATER, verdict: 'verified_false', styleGuide: "Never use the word 'claim'." }),
    );
    expect(text).toMatch(/^False: Example Fact Desk rated it false\. It found: “The Nigeria Centre/);
  });
});

describe('house spellings', () => {
  it('"write per cent, not percent", quoted or not; never a word inside another', async () => {
    for (const guide of ["Write 'per cent' not 'percent'.", 'House style: write per cent, not percent.'])
      expect(parseStyleGuide(guide).terms, guide).toEqual([{ from: 'percent', to: 'per cent' }]);
    const text = await writer.write(
      request({
        styleGuide: 'Write per cent, not percent.',
        decisive: {
          publisher: 'NBS',
          stance: 'supports',
          quote: 'The percentage was 34.19 percent',
          url: 'x',
        },
      }),
    );
    expect(text).toBe('True: NBS says “The percentage was 34.19 per cent”.');
  });

  it('a pair of unquoted words that are not one word spelled two ways is no term', () => {
    expect(parseStyleGuide('Use numerals, not words.').terms).toEqual([]);
    expect(parseStyleGuide('Use judgement not judgment in all copy.').terms).toEqual([
      { from: 'judgment', to: 'judgement' },
    ]);
  });

  it('rules that cannot be followed offline leave the write-up as it was', async () => {
    const guide =
      'Use British spelling. Be fair to everyone named in a claim. Always link to the primary source.';
    expect(await writer.write(request({ styleGuide: guide }))).toBe(await writer.write(request({})));
  });
});

describe('a fact-check’s finding on a figure', () => {
  it('is the sentence giving the figure found, not the one saying the claimed figure again', () => {
    expect(
      findingOf(
        'Removing the petrol subsidy saved Nigeria N1 trillion in two months',
        'President Tinubu said removing the petrol subsidy saved Nigeria N1 trillion in two months. Figures from the Nigerian National Petroleum Company show savings of about N950 billion over June and July 2023.',
      ),
    ).toMatch(/^Figures from the Nigerian National Petroleum Company show savings of about N950 billion/);
  });
});

describe('chat replies and review cards carry the write-up as written', () => {
  it('on Slack, Telegram and WhatsApp, sign-off included', async () => {
    const writeUp = await writer.write(
      request({ styleGuide: "Sign off every write-up with 'Gaskiya Desk, Abuja'.", confidence: 'low' }),
    );
    expect(writeUp).toMatch(
      /^True: NBS says “.*34\.19 percent.*”\. Confidence is low; an editor will review it\.\nGaskiya Desk, Abuja$/,
    );
    const claim = {
      id: 'c1',
      text: 'Headline inflation was 34.19 percent in June 2024.',
      span: { start: 0, end: 50 },
      verdict: 'verified_true' as const,
      confidence: 'low' as const,
      sources_cited: 0,
      sources: [],
      write_up: writeUp,
      review: { status: 'pending' as const },
    };
    const result: CheckResult = {
      verdict: 'verified_true',
      confidence: 'low',
      sources_cited: 0,
      sources: [],
      claims: [claim],
      set_aside: [],
      language: 'en',
    };
    const reply = checkReply(result, claim.text);
    const card = reviewCard({
      editorMessageId: '00000000-0000-0000-0000-000000000000',
      jobId: 'j',
      claim,
      original: claim.text,
    });
    for (const message of [reply, card.message])
      expect(message.blocks).toContainEqual({ type: 'text', text: writeUp });
    const lines = writeUp.split('\n');
    const rendered = [
      JSON.stringify(renderSlackMessage(reply).blocks),
      JSON.stringify(renderSlackReviewCard(card).blocks),
      renderTelegramMessage(reply).join('\n'),
      JSON.stringify(renderTelegramReviewCard(card)),
      renderWhatsAppMessage(reply).join('\n'),
    ];
    for (const text of rendered) for (const line of lines) expect(text).toContain(line);
  });
});
