import { describe, expect, it } from 'vitest';
import { createMicroBatch } from '../../src/core/shared/micro-batch.js';

/** A batch whose `run` records what it was given and answers each item doubled. */
function recording(opts: {
  maxBatch: number;
  maxInFlight: number;
  gatherMs?: number;
  minBatchWhileBusy?: number;
}) {
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

  it('with minBatchWhileBusy, a run out holds the next until enough wait or it returns', async () => {
    const releases: Array<() => void> = [];
    const runs: number[][] = [];
    const batch = createMicroBatch<number, number>(
      async (items) => {
        runs.push(items);
        await new Promise<void>((resolve) => releases.push(resolve));
        return items.map((item) => item * 2);
      },
      { maxBatch: 100, maxInFlight: 4, minBatchWhileBusy: 3 },
    );
    // Nothing out: the first item goes at once, alone.
    const first = batch.submit(1);
    await nextTurn();
    expect(runs).toEqual([[1]]);
    // One out: two items in separate turns wait (fewer than 3)...
    const waiting = [batch.submit(2)];
    await nextTurn();
    waiting.push(batch.submit(3));
    await nextTurn();
    expect(runs).toEqual([[1]]);
    // ...and go together once the run out returns.
    releases.shift()!();
    expect(await first).toBe(2);
    // (The returned run's cleanup schedules the flush after this test's own next turn.)
    await nextTurn();
    await nextTurn();
    expect(runs).toEqual([[1], [2, 3]]);
    // With one out, a third waiting item is enough for a second run beside it.
    const more = [4, 5, 6].map((item) => batch.submit(item));
    await nextTurn();
    expect(runs).toEqual([[1], [2, 3], [4, 5, 6]]);
    releases.splice(0).forEach((release) => release());
    expect(await Promise.all([...waiting, ...more])).toEqual([4, 6, 8, 10, 12]);
    await batch.idle();
  });
});
