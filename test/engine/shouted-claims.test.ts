import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';
import { shoutAsHeadline } from '../../src/core/check/extraction/message-cleanup.js';

/**
 * A claim in capitals is read as a headline: every capitalised word looked like a name
 * ("PRESIDENTIAL", "POLLED" owned Tinubu's count), and "TINUBU POLLED 8.8 MILLION VOTES IN THE
 * 2023 PRESIDENTIAL ELECTION" came out unproven though its Title Case twin was true.
 */
const check = claimChecker('shouted-claims', { premium: true });

describe('a shouted claim', () => {
  it('is written as a headline, acronyms kept', () => {
    expect(shoutAsHeadline('TINUBU POLLED 8.8 MILLION VOTES IN THE 2023 PRESIDENTIAL ELECTION')).toBe(
      'Tinubu Polled 8.8 Million Votes in the 2023 Presidential Election',
    );
    expect(shoutAsHeadline('INEC REGISTERED 93.4 MILLION VOTERS')).toBe(
      'INEC Registered 93.4 Million Voters',
    );
    expect(shoutAsHeadline('Tinubu polled 8.8 million votes')).toBe('Tinubu polled 8.8 million votes');
  });

  it('is judged as its headline twin is', async () => {
    const right = await check('TINUBU POLLED 8.8 MILLION VOTES IN THE 2023 PRESIDENTIAL ELECTION');
    expect(right.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(right.claims[0].text).toBe('TINUBU POLLED 8.8 MILLION VOTES IN THE 2023 PRESIDENTIAL ELECTION');
    const wrong = await check('TINUBU POLLED 9.5 MILLION VOTES IN THE 2023 PRESIDENTIAL ELECTION');
    expect(wrong.claims[0]).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
  });
});
