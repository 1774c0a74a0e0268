import { z } from 'zod';
import { DEFAULT_STATS_TZ } from '../../core/stats/stats.js';

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone').concat('UTC'));
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'not a calendar date');

export const statsQuery = z.object({
  from: day.optional().describe('First local day (YYYY-MM-DD), inclusive; default 29 days before `to`.'),
  to: day.optional().describe('Last local day (YYYY-MM-DD), inclusive; default today.'),
  tz: z
    .string()
    .max(64)
    .refine((v) => TIME_ZONES.has(v), 'an IANA time zone, e.g. Africa/Lagos')
    .default(DEFAULT_STATS_TZ)
    .describe('The time zone days are counted in.'),
});

const counts = z.record(z.string(), z.number().int());
const answerTimes = z.object({
  count: z.number().int(),
  median_s: z.number().nullable(),
  p90_s: z.number().nullable(),
});

export const statsResponse = z
  .object({
    from: z.string(),
    to: z.string(),
    tz: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        tips: z.object({
          by_platform: counts.describe(
            'Messages and requests by where they came from (slack, telegram, whatsapp, api).',
          ),
          by_language: counts.describe(
            'Checked claims (as a rule one per tip), by the language they were written in.',
          ),
        }),
        checks: z.object({ by_tool: counts.describe('Jobs by tool (check, link, media, ...).') }),
        verdicts: counts.describe("Askers by the verdict they ended with (the newsroom's once it decided)."),
        groups: z.object({ new: z.number().int(), askers: z.number().int() }),
        time_to_answer: z.object({
          automatic: answerTimes.describe('Answered by the engine or by a decision already made.'),
          editor: answerTimes.describe('Answered when an editor decided.'),
        }),
      }),
    ),
    top_groups: z.array(
      z.object({
        group_id: z.string(),
        text: z.string(),
        askers: z.number().int(),
        status: z.string(),
        verdict: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Stats' });
