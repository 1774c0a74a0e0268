import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';
import { figures } from '../../src/core/check/stance/numbers.js';

/**
 * A change's size is not a level: "The CBN raised the MPR by 26.25% in May 2024" was true against
 * "raised the Monetary Policy Rate (MPR) to 26.25 percent". A size is compared only with a size
 * ("GDP grew by 3.46 percent" still confirms "grew by 3.46%").
 */
const check = claimChecker('change-sizes', { premium: true });

describe("a change's size", () => {
  it('is told from a level where the figure is read', () => {
    expect(figures('The CBN raised the MPR by 26.25% in May 2024.')[0]?.movedBy).toBe(true);
    expect(figures('The CBN raised the MPR to 26.25% in May 2024.')[0]?.movedBy).toBeUndefined();
    expect(figures('GDP grew by 3.46 percent in Q4 2023.')[0]?.movedBy).toBe(true);
  });

  it('is not confirmed by a level', async () => {
    const by = await check('The CBN raised the MPR by 26.25% in May 2024.');
    expect(by.claims[0].verdict).not.toBe('verified_true');
    const to = await check('The CBN raised the MPR to 26.25% in May 2024.');
    expect(to.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    const growth = await check("Nigeria's GDP grew by 3.46% in the fourth quarter of 2023.");
    expect(growth.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
  });
});
