import type {
  ElectionRecord,
  LgaRecord,
  PartyRecord,
  PollingUnitRecord,
  StateRecord,
  UploadRecord,
  WardRecord,
} from './register.js';

/** A CSV row with the line it came from (1 is the header). */
export interface SourceRow {
  line: number;
  record: Record<string, string>;
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
}
