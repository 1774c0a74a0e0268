import { z } from 'zod';
import type { UnitDetail } from '../../core/election/ports.js';
import { areaSchema, electionSchema } from './elections.schemas.js';

export const unitsQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(200)
    .describe(
      'A name (misspellings and partial words forgiven) or an INEC code, full or its start: `24-10-05-011`, `24/10/05`, `24-10`.',
    ),
  state: z.string().trim().min(1).optional().describe('State code or name, as in /v1/elections.'),
  lga: z.string().trim().min(1).optional().describe('LGA code or name, as in /v1/elections.'),
  election: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('Election whose upload status is shown. Default: the latest presidential election.'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const unitSchema = z
  .object({
    id: z.number().int().describe('IReV polling-unit id.'),
    code: z.string().describe('INEC code `SS-LL-WW-PPP`.'),
    name: z.string(),
    ward: areaSchema,
    lga: areaSchema,
    state: areaSchema,
    score: z.number().describe('0..1, best first; 1 is an exact code or every word found as written.'),
    matched_by: z.enum(['name', 'code']),
    upload: z
      .object({
        uploaded: z.boolean().describe('Whether IReV has a result sheet for the unit in this election.'),
        uploaded_at: z.string().nullable(),
        document_url: z.string().nullable(),
        document_size_bytes: z.number().int().nullable(),
        reuploads: z.number().int().describe('Earlier sheets replaced by the current one.'),
      })
      .nullable()
      .describe('Null when no result data was imported for the unit in this election.'),
  })
  .meta({ id: 'PollingUnit' });

export const unitsResponse = z
  .object({
    election: electionSchema.nullable().describe('The election `upload` refers to.'),
    units: z.array(unitSchema),
  })
  .meta({ id: 'PollingUnitSearch' });

export const toUnitDto = (u: UnitDetail & { score: number; matchedBy: 'name' | 'code' }) => ({
  id: u.id,
  code: u.code,
  name: u.name,
  ward: u.ward,
  lga: u.lga,
  state: u.state,
  score: u.score,
  matched_by: u.matchedBy,
  upload: u.upload
    ? {
        uploaded: u.upload.documentUrl !== null,
        uploaded_at: u.upload.uploadedAt?.toISOString() ?? null,
        document_url: u.upload.documentUrl,
        document_size_bytes: u.upload.documentSize,
        reuploads: u.upload.previousCount,
      }
    : null,
});
