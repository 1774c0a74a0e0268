export interface MicroBatchOptions {
  /** Most items one call of `run` takes. */
  maxBatch: number;
  /** Most calls of `run` in flight at once; items arriving meanwhile wait and join the next one. */
  maxInFlight: number;
  /**
   * How long the first item of a batch waits for others (ms; default 0: until the end of the
   * event loop's turn). Only for work no answer waits on: every item waits this long.
   */
  gatherMs?: number;
  /**
   * While a call of `run` is already out, the next one goes only once this many items wait (or
   * when a call returns): group commit for statements whose fixed cost is most of their price.
   * With nothing out, an item goes at once as before, so a quiet service waits for nothing.
   * Default 1 (every turn's items go while a slot is free).
   */
  minBatchWhileBusy?: number;
}

/**
 * Turns many concurrent single-item calls into few calls of `run` with many items ("group
 * commit"): items handed over in one turn of the event loop go out together at its end
 * (setImmediate, after the poll phase, so every request read in that turn joins), and while
 * `maxInFlight` calls are out, new items accumulate for the next. A quiet service thus sends each
 * item at once, a busy one sends one statement or one Redis transaction per dozens of requests,
 * which is where its round trips, syscalls and commits went.
 *
 * `run` answers item by item, in order (an Error in a slot fails that item alone); a throw fails
 * every item of the batch.
 */
export interface MicroBatch<I, O> {
  /** Hands one item over; settles with its own answer. */
  submit(item: I): Promise<O>;
  /** Resolves once every item handed over so far has been answered (for a clean shutdown). */
  idle(): Promise<void>;
}

export function createMicroBatch<I, O>(
  run: (items: I[]) => Promise<Array<O | Error>>,
  opts: MicroBatchOptions,
): MicroBatch<I, O> {
  interface Entry {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let pending: Entry[] = [];
  let inFlight = 0;
  let scheduled = false;
  let waiters: Array<() => void> = [];

  function settleIdle() {
    if (pending.length > 0 || inFlight > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    if (opts.gatherMs) setTimeout(flush, opts.gatherMs);
    else setImmediate(flush);
  }

  const minWhileBusy = opts.minBatchWhileBusy ?? 1;

  function flush() {
    scheduled = false;
    while (pending.length > 0 && inFlight < opts.maxInFlight) {
      // Fewer than the minimum with a call already out: they join the next call, sent when this
      // one returns (its .finally schedules a flush) or once enough have gathered.
      if (inFlight > 0 && pending.length < minWhileBusy) break;
      const batch = pending.length <= opts.maxBatch ? pending : pending.slice(0, opts.maxBatch);
      pending = pending.length <= opts.maxBatch ? [] : pending.slice(opts.maxBatch);
      inFlight++;
      run(batch.map((entry) => entry.item))
        .then(
          (results) =>
            batch.forEach((entry, i) => {
              const result = results[i];
              if (result instanceof Error) entry.reject(result);
              else if (i < results.length) entry.resolve(result as O);
              else entry.reject(new Error('micro-batch: run answered fewer items than it was given'));
            }),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          inFlight--;
          if (pending.length > 0) schedule();
          else settleIdle();
        });
    }
  }

  return {
    submit: (item) =>
      new Promise<O>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        schedule();
      }),
    idle: () =>
      pending.length === 0 && inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}
