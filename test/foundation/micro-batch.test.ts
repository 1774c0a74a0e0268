import { describe, expect, it } from 'vitest';
import { createMicroBatch } from '../../src/core/shared/micro-batch.js';

/** A batch whose `run` records what it was given and answers each item doubled. */
function recording(opts: { maxBatch: number; maxInFlight: number; gatherMs?: number }) {
  const runs: number[][] = [];
  const batch = createMicroBatch<number, number>(async (items) => {
    runs.push(items);
    return items.map((item) => item * 2);
  }, opts);
  return { batch, runs };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('micro-batch', () => {
  it('sends the items of one turn of the event loop together, each answered on its own', async () => {
    const { batch, runs } = recording({ maxBatch: 100, maxInFlight: 1 });
    const answers = await Promise.all([1, 2, 3].map((item) => batch.submit(item)));
    expect(answers).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('without gatherMs, items of separate turns go out separately', async () => {
    const { batch, runs } = recording({ maxBatch: 100, maxInFlight: 4 });
    const first = batch.submit(1);
    await nextTurn();
    const second = batch.submit(2);
    await Promise.all([first, second]);
    expect(runs).toEqual([[1], [2]]);
  });

  it('with gatherMs, items of several turns within it share one run', async () => {
    const { batch, runs } = recording({ maxBatch: 100, maxInFlight: 4, gatherMs: 50 });
    const answers: Array<Promise<number>> = [];
    for (const item of [1, 2, 3]) {
      answers.push(batch.submit(item));
      await nextTurn();
    }
    expect(runs).toEqual([]);
    expect(await Promise.all(answers)).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
    // idle() covers items still gathering (a shutdown waits for them).
    const late = batch.submit(4);
    await batch.idle();
    expect(runs).toEqual([[1, 2, 3], [4]]);
    expect(await late).toBe(8);
  });
});
