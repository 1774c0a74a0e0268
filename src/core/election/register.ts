/**
 * The INEC register and IReV uploads as the service models them. Ids are IReV's integer ids;
 * codes are INEC's delimitation, written with dashes (`SS`, `SS-LL`, `SS-LL-WW`, `SS-LL-WW-PPP`).
 */

export interface StateRecord {
  id: number;
  code: string;
  name: string;
  irevObjectId: string;
}

export interface LgaRecord {
  id: number;
  stateId: number;
  code: string;
  name: string;
  irevObjectId: string;
}

export interface WardRecord {
  id: number;
  lgaId: number;
  stateId: number;
  code: string;
  name: string;
  senatorialDistrictId: number | null;
  federalConstituencyId: number | null;
  stateConstituencyId: number | null;
  irevObjectId: string;
}

export interface PollingUnitRecord {
  id: number;
  code: string;
  name: string;
  wardId: number;
  lgaId: number;
  stateId: number;
}

/** The current result sheet of a unit in an election (document fields null when none). */
export interface UploadRecord {
  electionId: number;
  pollingUnitId: number;
  documentUrl: string | null;
  documentSize: number | null;
  uploadedAt: Date | null;
  external: boolean | null;
  previousCount: number;
}

export interface ElectionRecord {
  id: number;
  irevObjectId: string;
  name: string;
  typeCode: string;
  typeName: string;
  date: Date;
  stateId: number | null;
}

export interface PartyRecord {
  acronym: string;
  name: string;
  logoUrl: string | null;
}

const SEGMENT_WIDTHS = [2, 2, 2, 3] as const;
const CODE_QUERY = /^\d{1,3}(?:[-/]\d{1,3}){0,3}[-/]?$/;

/**
 * Normalises a full polling-unit code: `24/10/05/011`, `24-10-05-011` and `24-10-5-11` all give
 * `24-10-05-011`. Returns null for anything that is not four numeric segments.
 */
export function normalisePollingUnitCode(raw: string): string | null {
  const parts = raw.trim().split(/[-/]/);
  if (parts.length !== 4) return null;
  const padded = parts.map((part, i) =>
    /^\d+$/.test(part) && part.length <= SEGMENT_WIDTHS[i]! ? part.padStart(SEGMENT_WIDTHS[i]!, '0') : null,
  );
  return padded.includes(null) ? null : padded.join('-');
}

/**
 * A search text that looks like a code or the start of one (`24`, `24-10`, `24/10/05/01`).
 * Complete segments are zero-padded; the last one stays a prefix unless it is the unit number.
 */
export interface CodePrefix {
  /** Complete segments, padded: [state, lga?, ward?] */
  segments: string[];
  /** The unfinished last segment (prefix of the next level), or '' */
  partial: string;
  /** The full unit code when all four segments are given. */
  full: string | null;
}

export function parseCodeQuery(raw: string): CodePrefix | null {
  const text = raw.trim();
  if (!CODE_QUERY.test(text)) return null;
  const endsWithSeparator = /[-/]$/.test(text);
  const parts = text.replace(/[-/]$/, '').split(/[-/]/);
  if (parts.some((part, i) => part.length > SEGMENT_WIDTHS[i]!)) return null;
  const full = parts.length === 4 ? normalisePollingUnitCode(parts.join('-')) : null;
  if (full) return { segments: full.split('-').slice(0, 3), partial: full.split('-')[3]!, full };
  const complete = endsWithSeparator ? parts : parts.slice(0, -1);
  const partial = endsWithSeparator ? '' : parts[parts.length - 1]!;
  // A lone segment written at full width is complete too ("24" is Lagos, "24-10" an LGA).
  const last = parts.length - 1;
  if (!endsWithSeparator && partial.length === SEGMENT_WIDTHS[last] && last < 3) {
    return { segments: parts.map((p, i) => p.padStart(SEGMENT_WIDTHS[i]!, '0')), partial: '', full: null };
  }
  return { segments: complete.map((p, i) => p.padStart(SEGMENT_WIDTHS[i]!, '0')), partial, full: null };
}

/** Share of `part` in `whole` as a percentage with two decimals (0 when whole is 0). */
export function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}
