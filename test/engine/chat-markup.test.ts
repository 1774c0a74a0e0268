import { describe, expect, it } from 'vitest';
import { maskNoise } from '../../src/core/check/extraction/message-cleanup.js';
import { claimChecker, verdictExpecter } from '../support/test-app.js';

/**
 * Messages as the chat apps deliver them, through POST /v1/check: WhatsApp's and Slack's
 * formatting marks, Slack's emoji names, quoted lines, a forward's origin and "copied", a
 * tipster's "please confirm", closing calls to share and sources, a statement sent with a
 * question mark, and a heading or a sentence that says the claim is false. Each case was judged
 * wrongly (mostly `unproven`, or set aside) before these were read.
 */
const check = claimChecker('chat-markup', { premium: true });
const expectVerdicts = verdictExpecter(check);

describe('chat formatting', () => {
  it('*bold*, _italic_, **bold**, `code`, :emoji_names: and "> " quotes are read as their words', async () => {
    await expectVerdicts([
      ['*BREAKING*: Nigeria now has 40 states!', 'verified_false'],
      [':rotating_light: Nigeria has 40 states :rotating_light:', 'verified_false'],
      ['_Nigeria has 40 states._', 'verified_false'],
      ['**Nigeria has 40 states**', 'verified_false'],
      ['```Nigeria has 40 states```', 'verified_false'],
      ['> Nigeria has 40 states', 'verified_false'],
      ['🚨🚨 *URGENT* 🚨🚨 INEC don register *93.4 million* voters for 2023 election', 'verified_true'],
    ]);
  });

  it('~struck~ words are what the sender crossed out: the rest is the claim', async () => {
    await expectVerdicts([
      ['~Nigeria has 36 states~ Nigeria has 40 states', 'verified_false'],
      ['~Nigeria has 40 states~ Nigeria has 36 states', 'verified_true'],
    ]);
  });

  it('keeps what only looks like a mark, and every offset', () => {
    const text = 'It is 5 * 3 at 10:30:45, ~40 % of snake_case and 2*3*4; see https://x.ng/a_b_c';
    expect(maskNoise(text).slice(0, 59)).toBe(text.slice(0, 59));
    for (const sent of ['*INEC:* 93.4 million voters', '~old~ new', '> quoted', ':flag-ng: Naija'])
      expect(maskNoise(sent)).toHaveLength(sent.length);
  });

  it('the claim keeps its place in the message as sent', async () => {
    const text = '🚨 *Nigeria has 40 states* 🚨';
    const result = await check(text);
    const [claim] = result.claims;
    expect(text.slice(claim.span.start, claim.span.end)).toBe('Nigeria has 40 states');
  });
});

describe('around the claim', () => {
  it('a forward\'s origin, a tipster\'s "please confirm" and a forward\'s "copied" are not part of the claim', async () => {
    await expectVerdicts([
      ['[Forwarded from Sahara Updates] Nigeria now has 40 states', 'verified_false'],
      [
        'Forwarded from Naija News Daily\nINEC registered 120 million voters for the 2023 elections.',
        'verified_false',
      ],
      ['Please confirm: Tinubu won the 2023 presidential election with 8.7 million votes.', 'verified_true'],
      ['Kindly verify this - Nigeria has 40 states', 'verified_false'],
      ['Copied: The naira was redesigned in 2022.', 'verified_true'],
      ['Copied and pasted. Nigeria has 40 states.', 'verified_false'],
    ]);
    expect((await check('Copied and pasted. Nigeria has 40 states.')).set_aside).toEqual([]);
  });

  it('where a forward says it comes from, after the claim, is not part of it', async () => {
    await expectVerdicts([
      ['Nigeria has 40 states (source: Channels TV)', 'verified_false'],
      ['Nigeria has 40 states - Channels TV', 'verified_false'],
      ['INEC registered 93.4 million voters for the 2023 elections via Punch', 'verified_true'],
      ['Tinubu won the 2023 presidential election – INEC', 'verified_true'],
    ]);
  });

  it('a reporter asking the desk sends the statement to check', async () => {
    // The first three were set aside as questions; the rest kept their frame in the claim.
    await expectVerdicts([
      ['Can someone verify whether INEC registered 93.4m voters for 2023?', 'verified_true'],
      ['Could you check if Nigeria has 40 states?', 'verified_false'],
      ['Can we confirm that Tinubu won with 8.8 million votes?', 'verified_true'],
      ['Pls how true is it that Nigeria has 40 states?', 'verified_false'],
      ['Any truth in the claim that inflation hit 34.19% in June 2024?', 'verified_true'],
      ['Need a quick check: the 2023 presidential election was held on 25 February 2023.', 'verified_true'],
      ['True or false: Nigeria has 40 states.', 'verified_false'],
    ]);
    // Stays a question: nothing to check in it.
    expect((await check('Can someone check the results page?')).claims).toEqual([]);
  });

  it('a statement sent with a question mark asks whether it is true, when it has a figure', async () => {
    // Each was set aside as a question.
    await expectVerdicts([
      ['Nigeria has 40 states?', 'verified_false'],
      ['Nigeria get 40 states?', 'verified_false'],
      ['Najeriya tana da jihohi 40?', 'verified_false'],
      ['INEC registered 93.4 million voters for 2023?', 'verified_true'],
    ]);
    // Stay questions: no figure, a question word, or about the people talking.
    for (const text of ['Tinubu won?', 'Who won the 2023 election?', 'You said Nigeria has 40 states?'])
      expect((await check(text)).claims, text).toEqual([]);
  });

  it('a closing call to share is not part of the claim; a verb of the claim is', async () => {
    await expectVerdicts([
      ['Nigeria has 40 states pls share', 'verified_false'],
      ['Nigeria has 40 states. Share!!', 'verified_false'],
      ['Nigeria get 40 states, abeg share am o', 'verified_false'],
    ]);
    const kept = await check('The 36 states and the FCT share 774 local government areas.');
    expect(kept.claims[0].text).toContain('share 774');
  });

  it('"The claim that X is false", "Reports that X are fake" and a fake-news heading deny X', async () => {
    await expectVerdicts([
      ['The claim that Nigeria has 40 states is false.', 'verified_true'],
      ['*FAKE NEWS ALERT* 🚫 The claim that Nigeria has 40 states is false', 'verified_true'],
      ['FACT-CHECK: The claim that Nigeria has 40 states is false.', 'verified_true'],
      ['Reports that INEC registered 93.4 million voters for the 2023 elections are fake.', 'verified_false'],
    ]);
  });
});
