import type {
  ElectionRecord,
  LgaRecord,
  PartyRecord,
  PollingUnitRecord,
  StateRecord,
  UploadRecord,
  WardRecord,
} from './register.js';
import type { UploadTime } from './upload-curve.js';

/** A CSV row with the line it came from (1 is the header). */
export interface SourceRow {
  line: number;
  record: Record<string, string>;
  /** Share of the file read so far (0..1, by bytes on disk), for progress on long files. */
  fraction?: number;
}

/** Reads the data folder: one named file (plain or `.gz`) as a stream of rows. */
export interface RegisterFiles {
  /** The file's path when it exists (tries `name` then `name.gz`), else null. */
  locate(name: string): Promise<string | null>;
  rows(path: string): AsyncIterable<SourceRow>;
}

/**
 * Writes the register in batches. Every method is an upsert keyed on IReV ids, so importing the
 * same files twice changes nothing; each returns how many rows were inserted or changed.
 */
export interface RegisterWriter {
  upsertStates(rows: StateRecord[]): Promise<number>;
  upsertLgas(rows: LgaRecord[]): Promise<number>;
  upsertWards(rows: WardRecord[]): Promise<number>;
  upsertElections(rows: ElectionRecord[]): Promise<number>;
  upsertParties(rows: PartyRecord[]): Promise<number>;
  upsertPollingUnits(rows: PollingUnitRecord[]): Promise<number>;
  upsertUploads(rows: UploadRecord[]): Promise<number>;
  /** Ids already stored, for rejecting rows that point at nothing. */
  stateIds(): Promise<Set<number>>;
  lgaIds(): Promise<Map<number, number>>;
  wardIds(): Promise<Map<number, { lgaId: number; stateId: number; code: string }>>;
  elections(): Promise<ElectionRecord[]>;
  /** Recomputes the per-ward counts every breakdown reads. */
  rebuildTallies(): Promise<void>;
  /** Records a finished run; its id becomes the register's version. */
  recordImport(startedAt: Date, report: unknown): Promise<number>;
}

/** A state, LGA or ward as the API names it. */
export interface AreaRef {
  id: number;
  code: string;
  name: string;
}

export interface ElectionInfo {
  id: number;
  irevObjectId: string;
  name: string;
  typeCode: string;
  typeName: string;
  date: Date;
  state: AreaRef | null;
  /** Whether any result-sheet data was imported for it (only the presidential file has sheets). */
  hasUploads: boolean;
}

export type BreakdownLevel = 'state' | 'lga' | 'ward';

/** Counts of one election in one ward. */
export interface WardTally {
  electionId: number;
  wardId: number;
  lgaId: number;
  stateId: number;
  pollingUnits: number;
  uploaded: number;
  reuploaded: number;
}

/** Counts for one election in one area. `reuploaded` is null for past moments (not in the data). */
export interface TallyRow {
  electionId: number;
  areaId: number;
  pollingUnits: number;
  uploaded: number;
  reuploaded: number | null;
}

export interface UnitDetail {
  id: number;
  code: string;
  name: string;
  ward: AreaRef;
  lga: AreaRef;
  state: AreaRef;
  upload: {
    documentUrl: string | null;
    documentSize: number | null;
    uploadedAt: Date | null;
    previousCount: number;
  } | null;
}

/** Read side of the register for the API and the check engine. */
export interface ElectionReadStore {
  elections(): Promise<ElectionInfo[]>;
  states(): Promise<AreaRef[]>;
  lgas(stateId?: number): Promise<Array<AreaRef & { stateId: number }>>;
  /** Every ward, with its LGA (8,809: held in memory per register version). */
  wards(): Promise<Array<AreaRef & { lgaId: number }>>;
  /** The per-ward counts of every election (about 17k rows), as the last import left them. */
  wardTallies(): Promise<WardTally[]>;
  /** Upload time and area of every current sheet of an election (for counts at past moments). */
  uploadTimes(electionId: number): Promise<UploadTime[]>;
  parties(): Promise<Array<{ acronym: string; name: string; logoUrl: string | null }>>;
  /** The sheets of these units in an election, by unit id (units without a record are absent). */
  uploadsFor(electionId: number, ids: number[]): Promise<Map<number, NonNullable<UnitDetail['upload']>>>;
  /** The whole register, for the in-memory search index. */
  allUnits(): Promise<
    Array<{ id: number; code: string; name: string; wardId: number; lgaId: number; stateId: number }>
  >;
  /** Id of the latest import (0 before any): changes whenever the register may have. */
  registerVersion(): Promise<number>;
}
