import { DATE_RANGE_MESSAGE, isPlausibleDate } from '../../core/shared/bounds.js';
import { z } from 'zod';
import type { Counts, ElectionBreakdown } from '../../core/election/election-service.js';
import type { AreaRef, ElectionInfo } from '../../core/election/ports.js';

export const areaSchema = z
  .object({
    id: z.number().int().describe('IReV id of the area.'),
    code: z.string().describe('INEC code: state `24`, LGA `24-10`, ward `24-10-05`.'),
    name: z.string(),
  })
  .meta({ id: 'Area' });

export const countsSchema = z.object({
  polling_units: z.number().int().describe('Polling units in the register.'),
  uploaded: z.number().int().describe('Units with a result sheet on IReV (at `as_of` when given).'),
  uploaded_pct: z.number().describe('uploaded / polling_units × 100, two decimals.'),
  not_uploaded: z.number().int(),
  reuploaded: z
    .number()
    .int()
    .nullable()
    .describe(
      'Units whose sheet replaced an earlier one. Null with `as_of`: earlier upload times are not in the data.',
    ),
});

export const electionSchema = z
  .object({
    id: z.number().int().describe('IReV election id (1292: the 2023 presidential election).'),
    object_id: z.string().describe('IReV object id of the election.'),
    name: z.string(),
    type: z.string().describe('IReV type code: PRES, GOV.'),
    type_name: z.string(),
    date: z.string().describe('Election day, YYYY-MM-DD.'),
    state: areaSchema.nullable().describe('The state of a state-wide election; null for national ones.'),
    results_imported: z
      .boolean()
      .describe('Whether result-sheet data was imported; false means the counts are not known.'),
  })
  .meta({ id: 'Election' });

export const electionsQuery = z.object({
  election: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(
      'IReV election id (`1292`) or object id, INEC type code (`PRES`, `GOV`), or a name: `presidential`, ' +
        "`presidential 2023`, a state's governorship election by state name (`lagos`, `kano governorship`). " +
        'Default: every election, the presidential one first.',
    ),
  state: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(
      'INEC state code (`24`, `4`) or name in any case (`lagos`, `Akwa Ibom`, `FCT`). Breaks down by LGA.',
    ),
  lga: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('LGA code (`24-10` or `24/10`) or name (within `state` if given). Breaks down by ward.'),
  as_of: z.iso
    .datetime({ offset: true })
    .refine(isPlausibleDate, DATE_RANGE_MESSAGE)
    .optional()
    .describe(
      'ISO time: counts sheets whose current upload time is at or before it (the curve of the night).',
    ),
});

const breakdownRowSchema = z.object({ area: areaSchema, ...countsSchema.shape }).meta({ id: 'AreaCounts' });

export const electionsResponse = z
  .object({
    as_of: z.string().nullable(),
    level: z.enum(['state', 'lga', 'ward']).describe('What each breakdown row is.'),
    state: areaSchema.nullable(),
    lga: areaSchema.nullable(),
    import: z
      .object({
        state: z
          .enum(['importing', 'ready', 'empty'])
          .describe('`importing`: the register is being imported (counts are partial until it is `ready`).'),
        finished_at: z.string().nullable().describe('When the last import finished.'),
      })
      .describe('Where the election register stands: a fresh install imports it in the background.'),
    elections: z.array(
      z.object({
        election: electionSchema,
        totals: countsSchema.describe('For the whole scope: the country, `state`, or `lga`.'),
        breakdown: z.array(breakdownRowSchema),
      }),
    ),
  })
  .meta({ id: 'ElectionBreakdown' });

export const toArea = (a: AreaRef) => ({ id: a.id, code: a.code, name: a.name });

export const toElectionDto = (e: ElectionInfo) => ({
  id: e.id,
  object_id: e.irevObjectId,
  name: e.name,
  type: e.typeCode,
  type_name: e.typeName,
  date: e.date.toISOString().slice(0, 10),
  state: e.state ? toArea(e.state) : null,
  results_imported: e.hasUploads,
});

export const toCountsDto = (c: Counts) => ({
  polling_units: c.pollingUnits,
  uploaded: c.uploaded,
  uploaded_pct: c.uploadedPct,
  not_uploaded: c.notUploaded,
  reuploaded: c.reuploaded,
});

export const toBreakdownDto = (b: ElectionBreakdown) => ({
  election: toElectionDto(b.election),
  totals: toCountsDto(b.totals),
  breakdown: b.breakdown.map((row) => ({ area: toArea(row.area), ...toCountsDto(row) })),
});
