import { z } from 'zod';
import { normalisePollingUnitCode } from './register.js';
import type {
  ElectionRecord,
  LgaRecord,
  PartyRecord,
  PollingUnitRecord,
  StateRecord,
  UploadRecord,
  WardRecord,
} from './register.js';

/**
 * One zod schema per source file (columns as SOURCES.md describes them), each turning a CSV
 * record into the service's record. A record that fails is reported with its line, not fatal.
 */
const text = z.string().trim().min(1);
const id = z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number);
const optionalId = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).nullable());
const digits = (width: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${width}}$`), `must be a code of up to ${width} digits`)
    .transform((v) => v.padStart(width, '0'));
const objectId = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{24}$/, 'must be a 24-character IReV object id');
const blankToNull = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()));

export const stateRow = z
  .object({ irev_state_id: id, inec_state_code: digits(2), name: text, irev_object_id: objectId })
  .transform((r): StateRecord => ({
    id: r.irev_state_id,
    code: r.inec_state_code,
    name: r.name,
    irevObjectId: r.irev_object_id,
  }));

export const lgaRow = z
  .object({
    irev_lga_id: id,
    irev_state_id: id,
    inec_state_code: digits(2),
    lga_code: digits(2),
    name: text,
    irev_object_id: objectId,
  })
  .transform((r): LgaRecord => ({
    id: r.irev_lga_id,
    stateId: r.irev_state_id,
    code: `${r.inec_state_code}-${r.lga_code}`,
    name: r.name,
    irevObjectId: r.irev_object_id,
  }));

export const wardRow = z
  .object({
    irev_ward_id: id,
    irev_lga_id: id,
    irev_state_id: id,
    delimitation: z
      .string()
      .trim()
      .regex(/^\d{2}-\d{2}-\d{2}$/, 'must be SS-LL-WW'),
    name: text,
    senatorial_district_id: optionalId,
    federal_constituency_id: optionalId,
    state_constituency_id: optionalId,
    irev_object_id: objectId,
  })
  .transform((r): WardRecord => ({
    id: r.irev_ward_id,
    lgaId: r.irev_lga_id,
    stateId: r.irev_state_id,
    code: r.delimitation,
    name: r.name,
    senatorialDistrictId: r.senatorial_district_id,
    federalConstituencyId: r.federal_constituency_id,
    stateConstituencyId: r.state_constituency_id,
    irevObjectId: r.irev_object_id,
  }));

export const electionRow = z
  .object({
    irev_election_object_id: objectId,
    election_id: id,
    full_name: z.string().trim(),
    election_date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date'),
    election_type_code: text,
    election_type_name: text,
    irev_state_id: optionalId,
    state_name: z.string().trim(),
  })
  .transform((r): ElectionRecord => ({
    id: r.election_id,
    irevObjectId: r.irev_election_object_id,
    // The presidential row has no name in the source: build one like the others'.
    name: r.full_name || `${r.election_type_name} - ${r.election_date.slice(0, 10)}`,
    typeCode: r.election_type_code,
    typeName: r.election_type_name,
    date: new Date(`${r.election_date.slice(0, 10)}T00:00:00Z`),
    stateId: r.irev_state_id,
  }));

export const partyRow = z
  .object({
    acronym: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{1,10}$/, 'must be an upper-case acronym'),
    name: text,
    logo_url: blankToNull,
  })
  .transform((r): PartyRecord => ({ acronym: r.acronym, name: r.name, logoUrl: r.logo_url }));

export const pollingUnitRow = z
  .object({
    polling_unit_id: id,
    pu_code: z.string().transform((v, ctx) => {
      const code = normalisePollingUnitCode(v);
      if (!code)
        ctx.addIssue({ code: 'custom', message: 'must be an INEC code SS-LL-WW-PPP (or SS/LL/WW/PPP)' });
      return code ?? '';
    }),
    name: text,
    irev_state_id: id,
    irev_lga_id: id,
    irev_ward_id: id,
    document_url: blankToNull.pipe(z.url({ protocol: /^https?$/ }).nullable()),
    document_size_bytes: optionalId,
    document_updated_at: blankToNull.pipe(z.iso.datetime({ offset: true }).nullable()),
    document_external: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : null)),
    old_documents_count: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : '0'))
      .pipe(z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)),
  })
  .refine((r) => r.document_url === null || r.document_updated_at !== null, {
    message: 'a document needs its upload time',
    path: ['document_updated_at'],
  })
  .transform((r) => ({
    unit: {
      id: r.polling_unit_id,
      code: r.pu_code,
      name: r.name.replace(/\s+/g, ' '),
      wardId: r.irev_ward_id,
      lgaId: r.irev_lga_id,
      stateId: r.irev_state_id,
    } satisfies PollingUnitRecord,
    upload: (electionId: number): UploadRecord => ({
      electionId,
      pollingUnitId: r.polling_unit_id,
      documentUrl: r.document_url,
      documentSize: r.document_size_bytes,
      uploadedAt: r.document_updated_at ? new Date(r.document_updated_at) : null,
      external: r.document_external,
      previousCount: r.old_documents_count,
    }),
  }));

/** The first problem of a failed record, as one line for the import report. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid row';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
