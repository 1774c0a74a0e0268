import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { replayUploads } from '../core/election/replay.js';
import { createUploadTimeline } from '../db/election/upload-timeline.js';
import { createContainer } from './container.js';
import { createFeedParts } from './modules/election.js';
import { matchElections } from '../core/election/election-names.js';
import type { ElectionService } from '../core/election/election-service.js';
import { cliEnv, fail, handleHelp } from './cli.js';
import { createLogger } from '../log/logger.js';
import { isConnectionError } from '../db/transient-errors.js';

/**
 * Demo and test command: `npm run replay:election -- --speed 60 [--from ISO] [--until ISO]
 * [--election 1292] [--limit N]`. Plays the stored upload times back as a live night: each
 * result sheet becomes an `upload` entry in /v1/feed (and its SSE stream) when its time comes.
 */
const usage = `Usage: npm run replay:election -- [--speed 60] [--from ISO] [--until ISO] [--election ID|name] [--limit N]

Plays the stored result-sheet upload times of an election back into /v1/feed as if live.
  --speed     how many times faster than the real night (default 60)
  --from      start at this moment of the night (ISO time), --until stop at this one
  --election  IReV id, PRES or a name ("presidential 2023"); default: the latest presidential
  --limit     stop after this many uploads`;
handleHelp(usage);
let args;
try {
  args = parseArgs({
    options: {
      speed: { type: 'string', default: '60' },
      from: { type: 'string' },
      until: { type: 'string' },
      election: { type: 'string' },
      limit: { type: 'string' },
    },
  }).values;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}\n`);
  process.exit(2);
}
const options = z
  .object({
    speed: z.coerce.number().positive(),
    from: z.iso.datetime({ offset: true }).optional(),
    until: z.iso.datetime({ offset: true }).optional(),
    election: z.string().trim().min(1).optional(),
    limit: z.coerce.number().int().positive().optional(),
  })
  .safeParse(args);
if (!options.success) {
  process.stderr.write(
    `${options.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${usage}\n`,
  );
  process.exit(2);
}

const env = cliEnv();
const log = createLogger(env.LOG_LEVEL);
const container = createContainer({ env, log });
await container.ready();
const { feed, bus } = createFeedParts(container.foundation);
const say = (line: string) => process.stdout.write(`${line}\n`);
let stopping = false;
process.on('SIGINT', () => (stopping = true));
try {
  const electionModule = container.modules.find((m) => m.name === 'election') as unknown as {
    elections: ElectionService;
  };
  const known = await electionModule.elections.elections();
  if (known.length === 0) fail('No election data is imported yet: run npm run import:election first.');
  const asked = options.data.election;
  const matched = asked
    ? matchElections(known, asked)
    : matchElections(known, 'PRES').filter((e) => e.hasUploads);
  const electionId = matched[0]?.id;
  if (electionId === undefined) {
    fail(
      asked
        ? `No election is called "${asked}": use an IReV id (${known[0]!.id}), PRES or a name such as "presidential 2023".`
        : 'No presidential election with result sheets is imported: run npm run import:election first.',
    );
  }
  // A night is long: a database connection cut on the way (a restart, pg_terminate_backend) is
  // waited out rather than ending the replay. Writes are idempotent (each entry's dedupe key).
  const patiently = async <T>(step: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        if (stopping || attempt >= 20 || !isConnectionError(error)) throw error;
        log.warn({ err: error, attempt }, 'replay: database connection lost, trying again');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  const timeline = createUploadTimeline(container.db);
  const runId = randomUUID().slice(0, 8);
  say(`replaying election ${electionId} at ${options.data.speed}x (run ${runId}); Ctrl-C stops`);
  const { announced } = await replayUploads({
    timeline: {
      next: (...args) => patiently(() => timeline.next(...args)),
      first: (electionId) => patiently(() => timeline.first(electionId)),
    },
    announce: (entries) =>
      stopping ? Promise.reject(new Error('stopped')) : patiently(() => feed.insertAndAnnounce(entries)),
    clock: container.foundation.clock,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 60_000))),
    electionId,
    speed: options.data.speed,
    from: options.data.from ? new Date(options.data.from) : undefined,
    until: options.data.until ? new Date(options.data.until) : undefined,
    limit: options.data.limit,
    runId,
    progress: say,
  });
  say(`done: ${announced} uploads replayed`);
} catch (error) {
  process.stderr.write(`replay ended: ${(error as Error).message}\n`);
  process.exitCode = stopping ? 0 : 1;
} finally {
  await bus.close();
  await container.close();
}
