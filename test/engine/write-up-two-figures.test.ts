import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';

/**
 * A true claim with two figures that two documents confirm ("36 states and 774 local government
 * areas") quotes both: before, the write-up quoted the one that matched best and a reader saw
 * only 774 confirmed, though the result cited both sources.
 */
const check = claimChecker('write-up-two-figures', { premium: true });

describe('a true claim with two figures quotes the source for each', () => {
  it('in English, whichever figure comes first', async () => {
    for (const text of [
      'Nigeria has 36 states and 774 local government areas',
      'Nigeria has 774 LGAs and 36 states.',
    ]) {
      const result = await check(text);
      expect(result.claims[0]).toMatchObject({ verdict: 'verified_true', sources_cited: 2 });
      const writeUp = result.claims[0].write_up as string;
      expect(writeUp).toMatch(/36 states/);
      expect(writeUp).toMatch(/774 local government areas/);
    }
  });

  it('in Pidgin and Hausa too', async () => {
    for (const text of [
      'Naija get 36 states and 774 local government areas.',
      'Najeriya na da jihohi 36 da kananan hukumomi 774.',
    ]) {
      const result = await check(text);
      expect(result.claims[0].verdict).toBe('verified_true');
      const writeUp = result.claims[0].write_up as string;
      expect(writeUp).toMatch(/36/);
      expect(writeUp).toMatch(/774/);
    }
  });

  it('a claim whose one figure is wrong still names the part that is right, not a second confirmation', async () => {
    const result = await check('Nigeria has 36 states and 800 local government areas');
    expect(result.claims[0].verdict).toBe('misleading');
    expect(result.claims[0].write_up).toContain('Part of it is right');
  });
});
