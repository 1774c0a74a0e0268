import type { Clock } from '../shared/clock.js';
import type { FeedEntry, NewFeedEntry } from './feed.js';

/** An upload with the names a feed post needs. */
export interface TimelineUpload {
  pollingUnitId: number;
  code: string;
  name: string;
  ward: string;
  lga: string;
  state: string;
  uploadedAt: Date;
  documentUrl: string;
}

/** Uploads of an election in time order (ties by unit id), after a position. */
export interface UploadTimeline {
  next(
    electionId: number,
    after: { uploadedAt: Date; pollingUnitId: number },
    until: Date | null,
    limit: number,
  ): Promise<TimelineUpload[]>;
  /** Earliest upload time of the election, or null when it has none. */
  first(electionId: number): Promise<Date | null>;
}

export interface ReplayOptions {
  timeline: UploadTimeline;
  announce(entries: NewFeedEntry[]): Promise<FeedEntry[]>;
  clock: Clock;
  sleep(ms: number): Promise<void>;
  electionId: number;
  /** Replayed night time per real second (60: one hour of uploads in a minute). */
  speed: number;
  from?: Date | undefined;
  until?: Date | undefined;
  /** Stop after this many uploads. */
  limit?: number | undefined;
  /** Distinguishes runs, so the same night can be replayed again. */
  runId: string;
  progress?: (line: string) => void;
}

/**
 * Plays an election's upload times back as a live night: each result sheet becomes an `upload`
 * feed entry when its moment comes round, `speed` times faster than it happened. Entries due at
 * the same moment are written together, so high speeds stay cheap.
 */
export async function replayUploads(opts: ReplayOptions): Promise<{ announced: number }> {
  const from = opts.from ?? (await opts.timeline.first(opts.electionId));
  if (!from) return { announced: 0 };
  const startedAt = opts.clock.now().getTime();
  const dueAt = (u: TimelineUpload) => startedAt + (u.uploadedAt.getTime() - from.getTime()) / opts.speed;
  let position = { uploadedAt: new Date(from.getTime() - 1), pollingUnitId: 0 };
  let announced = 0;
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;

  while (announced < limit) {
    const batch = await opts.timeline.next(
      opts.electionId,
      position,
      opts.until ?? null,
      Math.min(1000, limit - announced),
    );
    if (batch.length === 0) break;
    let i = 0;
    while (i < batch.length) {
      const wait = dueAt(batch[i]!) - opts.clock.now().getTime();
      if (wait > 0) await opts.sleep(wait);
      const now = opts.clock.now().getTime();
      const due: TimelineUpload[] = [];
      while (i < batch.length && dueAt(batch[i]!) <= now) due.push(batch[i++]!);
      // A timer can fire a millisecond before the wall clock calls the upload due: wait again.
      if (due.length === 0) continue;
      const publishedAt = opts.clock.now();
      await opts.announce(
        due.map((u) => ({
          kind: 'upload',
          workspaceId: null,
          sourceId: null,
          dedupeKey: `replay:${opts.runId}:${opts.electionId}:${u.pollingUnitId}`,
          title: `Result sheet uploaded: ${u.name} (${u.code}), ${u.lga}, ${u.state}`,
          url: u.documentUrl,
          summary: `IReV received the result sheet of polling unit ${u.code} in ${u.ward} ward at ${u.uploadedAt.toISOString()} (replayed).`,
          author: null,
          publishedAt,
          electionId: opts.electionId,
          pollingUnitId: u.pollingUnitId,
          jobId: null,
          data: { replay: true, run_id: opts.runId, uploaded_at: u.uploadedAt.toISOString(), code: u.code },
        })),
      );
      announced += due.length;
      opts.progress?.(
        `${announced} uploads replayed (night time ${due[due.length - 1]!.uploadedAt.toISOString()})`,
      );
    }
    const last = batch[batch.length - 1]!;
    position = { uploadedAt: last.uploadedAt, pollingUnitId: last.pollingUnitId };
  }
  return { announced };
}
