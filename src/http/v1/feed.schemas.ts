import { DATE_RANGE_MESSAGE, isPlausibleDate, isStorableBigint } from '../../core/shared/bounds.js';
import { z } from 'zod';
import type { FeedEntry, FeedSource } from '../../core/election/feed.js';

export const feedQuery = z.object({
  election: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Keep entries about this election (IReV id) and entries about none.'),
  since: z.iso
    .datetime({ offset: true })
    .refine(isPlausibleDate, DATE_RANGE_MESSAGE)
    .optional()
    .describe('Only entries published after this time.'),
  cursor: z.string().max(200).optional().describe('`next_cursor` of the previous page.'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const feedEntrySchema = z
  .object({
    id: z.string().describe('Increasing with creation; the SSE event id (send it back as Last-Event-ID).'),
    kind: z
      .enum(['news', 'upload', 'check'])
      .describe(
        'news: an RSS/Atom item; upload: a result sheet reached IReV; check: a check a workspace published.',
      ),
    visibility: z
      .enum(['workspace', 'everyone'])
      .describe(
        'workspace: from a feed source this workspace added; everyone: service feeds, uploads, published checks.',
      ),
    title: z.string(),
    url: z.string().nullable(),
    summary: z.string(),
    author: z.string().nullable(),
    published_at: z.string(),
    source: z.object({ id: z.string(), title: z.string().nullable(), url: z.string() }).nullable(),
    election_id: z.number().int().nullable(),
    polling_unit_id: z.number().int().nullable(),
    job_id: z.string().nullable(),
    data: z
      .record(z.string(), z.unknown())
      .describe(
        'Kind-specific details: verdict and claims of a check; upload time and unit code of an upload.',
      ),
  })
  .meta({ id: 'FeedEntry' });

export const feedPageSchema = z
  .object({ entries: z.array(feedEntrySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'FeedPage' });

export const feedSourceSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    title: z.string().nullable().describe("The feed's own title, once polled."),
    scope: z
      .enum(['workspace', 'service'])
      .describe('service: configured by the operator (FEED_URLS), read-only here.'),
    created_at: z.string(),
    last_polled_at: z.string().nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'FeedSource' });

export const addSourceBody = z
  .object({ url: z.url({ protocol: /^https?$/ }).max(2000) })
  .meta({ id: 'AddFeedSource' });
export const sourceIdParams = z.object({ id: z.uuid() });
export const publishBody = z.object({ job_id: z.string().min(1).max(100) }).meta({ id: 'PublishCheck' });

export const toEntryDto = (e: FeedEntry) => ({
  id: e.id.toString(),
  kind: e.kind,
  visibility: e.workspaceId ? ('workspace' as const) : ('everyone' as const),
  title: e.title,
  url: e.url,
  summary: e.summary,
  author: e.author,
  published_at: e.publishedAt.toISOString(),
  source: e.source,
  election_id: e.electionId,
  polling_unit_id: e.pollingUnitId,
  job_id: e.jobId,
  data: e.data,
});

export const toSourceDto = (s: FeedSource) => ({
  id: s.id,
  url: s.url,
  title: s.title,
  scope: s.workspaceId ? ('workspace' as const) : ('service' as const),
  created_at: s.createdAt.toISOString(),
  last_polled_at: s.lastPolledAt?.toISOString() ?? null,
  last_error: s.lastError,
});

/** Cursor: the last entry's time and id, opaque to clients. */
export const encodeCursor = (next: { publishedAt: Date; id: bigint }) =>
  Buffer.from(`${next.publishedAt.toISOString()}|${next.id}`).toString('base64url');

export function decodeCursor(cursor: string): { publishedAt: Date; id: bigint } | null {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!time || !id || !isStorableBigint(id) || !isPlausibleDate(time)) return null;
  return { publishedAt: new Date(time), id: BigInt(id) };
}
