import { z } from 'zod';
import { TOOLS } from '../../core/usage/quota-policy.js';
import { claimLines, jobText, type ClaimLine } from '../../core/jobs/job-history.js';
import type { JobRecord } from '../../core/jobs/job.js';

const instant = (what: string) =>
  z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional()
    .describe(what);

export const jobsQuery = z.object({
  kind: z.enum(TOOLS).optional().describe('Only jobs of this tool.'),
  state: z.enum(['running', 'done', 'failed']).optional(),
  since: instant(
    'Jobs created at or after this instant (ISO 8601 with a time zone, e.g. 2026-11-01T00:00:00Z).',
  ),
  until: instant('Jobs created before this instant.'),
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('Words that must all occur in the checked text (or the link address), as written.'),
  cursor: z.string().max(200).optional().describe('The next_cursor of the previous page.'),
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Jobs per page (at most 100).'),
  format: z
    .enum(['json', 'csv'])
    .default('json')
    .describe('csv: every matching job as text/csv, one row per claim, streamed (no paging).'),
});

export const jobClaimSchema = z
  .object({
    id: z.string().nullable(),
    text: z.string(),
    verdict: z.string().describe("An editor's decided verdict when there is one, else the engine's."),
    confidence: z.string().nullable(),
    sources_cited: z.number().int(),
    review_status: z.enum(['pending', 'decided']).nullable(),
  })
  .meta({ id: 'JobClaim' });

export const jobSummarySchema = z
  .object({
    job_id: z.string(),
    kind: z.enum(TOOLS),
    state: z.enum(['running', 'done', 'failed']),
    created_at: z.string(),
    updated_at: z.string(),
    input: z.record(z.string(), z.unknown()).describe('What was submitted: `{text}` or `{url}`.'),
    verdict: z.string().optional().describe('Check jobs: the overall verdict.'),
    rating: z.string().optional().describe('Link jobs: the overall rating.'),
    confidence: z.string().optional(),
    claims: z
      .array(jobClaimSchema)
      .describe('Each checked claim with its verdict (empty until the job is done).'),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  })
  .meta({ id: 'JobSummary' });

export const jobListSchema = z
  .object({
    jobs: z.array(jobSummarySchema),
    next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
  })
  .meta({ id: 'JobList' });

const claimDto = (line: ClaimLine): z.infer<typeof jobClaimSchema> => ({
  id: line.id,
  text: line.text,
  verdict: line.verdict,
  confidence: line.confidence,
  sources_cited: line.sourcesCited,
  review_status:
    line.reviewStatus === 'pending' || line.reviewStatus === 'decided' ? line.reviewStatus : null,
});

export function toJobSummary(job: JobRecord): z.infer<typeof jobSummarySchema> {
  const result = job.state === 'done' ? job.result : null;
  const pick = (key: string) => (typeof result?.[key] === 'string' ? (result[key] as string) : undefined);
  const verdict = pick('verdict');
  const rating = pick('rating');
  const confidence = pick('confidence');
  return {
    job_id: job.id,
    kind: job.kind === 'link' ? 'link' : 'check',
    state: job.state,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    input: job.input,
    ...(verdict ? { verdict } : {}),
    ...(rating ? { rating } : {}),
    ...(confidence ? { confidence } : {}),
    claims: claimLines(job).map(claimDto),
    ...(job.state === 'failed' && job.error ? { error: job.error } : {}),
  };
}

export const CSV_COLUMNS = [
  'job_id',
  'created_at',
  'kind',
  'text',
  'verdict',
  'confidence',
  'sources_cited',
  'review_status',
  'decided_by',
  'decided_at',
] as const;

/**
 * RFC 4180 quoting, and a leading `'` on cells a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`, tab, CR): a claim is untrusted text and the export is opened in Excel.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The export rows of one job: one per claim. A job with no claims (still running, failed, or a
 * text with nothing check-worthy) still gets one row with its text, so the record is complete.
 */
export function csvRows(job: JobRecord): string[] {
  const lines = claimLines(job);
  const base = [job.id, job.createdAt.toISOString(), job.kind];
  if (lines.length === 0) {
    const verdict = job.state === 'done' ? '' : job.state;
    return [[...base, jobText(job), verdict, null, null, null, null, null].map(csvCell).join(',') + '\r\n'];
  }
  return lines.map(
    (line) =>
      [
        ...base,
        line.text,
        line.verdict,
        line.confidence,
        line.sourcesCited,
        line.reviewStatus,
        line.decidedBy,
        line.decidedAt,
      ]
        .map(csvCell)
        .join(',') + '\r\n',
  );
}
