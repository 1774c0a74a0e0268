import { describe, expect, it } from 'vitest';
import type { NewFeedEntry } from '../../src/core/election/feed.js';
import { replayUploads, type TimelineUpload } from '../../src/core/election/replay.js';

const start = Date.parse('2023-02-25T10:00:00Z');
const upload = (n: number): TimelineUpload => ({
  pollingUnitId: n,
  code: `01-01-01-00${n}`,
  name: `Unit ${n}`,
  ward: 'Ward',
  lga: 'LGA',
  state: 'ABIA',
  uploadedAt: new Date(start + n * 60_000),
  documentUrl: `https://example.ng/${n}.jpg`,
});

describe('election replay', () => {
  it('waits again when a timer wakes just before an upload is due, and replays every upload once', async () => {
    const uploads = [1, 2, 3].map(upload);
    let now = 0;
    const announced: NewFeedEntry[] = [];
    const lines: string[] = [];
    const result = await replayUploads({
      timeline: {
        first: async () => new Date(start + 60_000),
        next: async (_id, after, _until, limit) =>
          uploads.filter((u) => u.uploadedAt > after.uploadedAt).slice(0, limit),
      },
      announce: async (entries) => {
        announced.push(...entries);
        return [];
      },
      clock: { now: () => new Date(now) },
      // The timer fires one millisecond early, as Node's timers can against Date.now().
      sleep: async (ms) => void (now += Math.max(ms - 1, 0.5)),
      electionId: 1,
      speed: 60,
      runId: 'early-timer',
      progress: (line) => lines.push(line),
    });
    expect(result.announced).toBe(3);
    expect(announced.map((e) => e.pollingUnitId)).toEqual([1, 2, 3]);
    expect(lines.at(-1)).toBe('3 uploads replayed (night time 2023-02-25T10:03:00.000Z)');
  });
});
