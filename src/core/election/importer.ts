import type { z } from 'zod';
import {
  describeIssue,
  electionRow,
  lgaRow,
  partyRow,
  pollingUnitRow,
  stateRow,
  wardRow,
} from './import-rows.js';
import type { RegisterFiles, RegisterWriter } from './ports.js';
import type { PollingUnitRecord, UploadRecord } from './register.js';

export interface RejectedRow {
  file: string;
  line: number;
  reason: string;
}

export interface FileReport {
  file: string;
  read: number;
  /** Records inserted or changed, all kinds together (0 on a re-import of the same files). */
  changed: number;
  /** The same per kind of record: a polling-unit row writes a unit and its result sheet. */
  written: Record<string, number>;
  rejected: number;
}

/** A file the importer cannot read at all (wrong header): the whole import stops with this. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** The columns a row schema cannot do without (optional ones accept `undefined`). */
function requiredColumns(schema: z.ZodType): string[] {
  const input = (schema as unknown as { in?: { shape?: Record<string, z.ZodType> } }).in;
  const shape = input?.shape ?? {};
  return Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
}

const count = (n: number) => n.toLocaleString('en-GB');

function timeLeft(seconds: number): string {
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

export interface ImportReport {
  files: FileReport[];
  rejected: RejectedRow[];
  durationMs: number;
}

export interface ImportOptions {
  files: RegisterFiles;
  writer: RegisterWriter;
  /** Progress lines for long runs ("polling units: 40000 rows"). */
  progress?: (line: string) => void;
  batchSize?: number;
  /** Election the polling-unit file's sheets belong to; default: the presidential election. */
  electionId?: number;
  /** A progress line every this many rows of a file (default 25,000). */
  progressEveryRows?: number;
  /** Stop listing rejected rows after this many (they are still counted). */
  maxRejectedListed?: number;
  now?: () => number;
}

/** The files, in dependency order; only the polling-unit file is large (and gzip). */
export const REGISTER_FILES = {
  states: 'irev2023_states.csv',
  lgas: 'irev2023_lgas.csv',
  wards: 'irev2023_wards.csv',
  elections: 'irev_elections.csv',
  parties: 'parties_2023.csv',
  pollingUnits: 'irev2023_presidential_polling_units.csv',
} as const;

/**
 * Imports the register from a data folder: streams each file, validates every row, upserts in
 * batches and reports bad rows by line without stopping. Idempotent: a second run changes nothing.
 */
export async function importElectionData(opts: ImportOptions): Promise<ImportReport> {
  const now = opts.now ?? Date.now;
  const started = now();
  const batchSize = opts.batchSize ?? 5000;
  const maxListed = opts.maxRejectedListed ?? 1000;
  const every = opts.progressEveryRows ?? 25_000;
  const progress = opts.progress ?? (() => {});
  const report: ImportReport = { files: [], rejected: [], durationMs: 0 };

  const reject = (file: FileReport, line: number, reason: string) => {
    file.rejected++;
    if (report.rejected.length < maxListed) report.rejected.push({ file: file.file, line, reason });
  };

  /** Streams one file through a schema, an optional row check, and a batched writer. */
  async function importFile<Out>(
    name: string,
    schema: z.ZodType<Out, unknown>,
    write: (batch: Out[]) => Promise<Record<string, number>>,
    check: (row: Out) => string | null = () => null,
    keys: (row: Out) => string[] = () => [],
  ): Promise<FileReport> {
    const fileStarted = now();
    const needed = requiredColumns(schema);
    let fraction = 0;
    let headerChecked = false;
    // Ids and codes seen in this file: a repeated one is a bad row, not a second write.
    const seen = new Map<string, number>();
    const file: FileReport = { file: name, read: 0, changed: 0, written: {}, rejected: 0 };
    report.files.push(file);
    const path = await opts.files.locate(name);
    if (!path) {
      reject(file, 0, 'file not found (looked for the .csv and .csv.gz)');
      return file;
    }
    let batch: Out[] = [];
    // One batch is written while the next is parsed: parsing is CPU, writing waits on PostgreSQL.
    let inflight: Promise<void> = Promise.resolve();
    let failure: unknown = null;
    const flush = async () => {
      await inflight;
      if (failure) throw failure;
      if (batch.length === 0) return;
      const rows = batch;
      batch = [];
      const readSoFar = file.read;
      const readFraction = fraction;
      inflight = write(rows).then(
        (written) => {
          for (const [kind, n] of Object.entries(written)) {
            file.written[kind] = (file.written[kind] ?? 0) + n;
            file.changed += n;
          }
          if (readSoFar % every < batchSize && readFraction > 0) {
            // The share of the file's bytes read gives the total and the time left, even gzipped.
            const total = Math.round(readSoFar / readFraction);
            const seconds = ((now() - fileStarted) / 1000) * (1 / readFraction - 1);
            progress(
              `${name}: ${count(readSoFar)} of about ${count(total)} rows (${Math.floor(readFraction * 100)}%), ` +
                `${timeLeft(seconds)}; ${count(file.rejected)} rejected so far`,
            );
          }
        },
        (error: unknown) => {
          failure = error;
        },
      );
    };
    for await (const row of opts.files.rows(path)) {
      if (!headerChecked) {
        headerChecked = true;
        const missing = needed.filter((column) => !(column in row.record));
        if (missing.length > 0) {
          throw new ImportFileError(
            `${name} does not have the expected header: the column${missing.length > 1 ? 's' : ''} ` +
              `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing (it has: ${Object.keys(row.record).join(', ')}).`,
          );
        }
      }
      if (row.fraction !== undefined) fraction = row.fraction;
      file.read++;
      const parsed = schema.safeParse(row.record);
      if (!parsed.success) {
        reject(file, row.line, describeIssue(parsed.error));
        continue;
      }
      const duplicate = keys(parsed.data).find((key) => seen.has(key));
      if (duplicate) {
        reject(file, row.line, `duplicate ${duplicate} (first on line ${seen.get(duplicate)})`);
        continue;
      }
      const problem = check(parsed.data);
      if (problem) {
        reject(file, row.line, problem);
        continue;
      }
      for (const key of keys(parsed.data)) seen.set(key, row.line);
      batch.push(parsed.data);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await flush();
    progress(`${name}: ${describeFile(file)}`);
    return file;
  }

  const { writer } = opts;
  await importFile(
    REGISTER_FILES.states,
    stateRow,
    async (b) => ({ states: await writer.upsertStates(b) }),
    undefined,
    (r) => [`irev_state_id ${r.id}`, `inec_state_code ${r.code}`],
  );
  const states = await writer.stateIds();
  await importFile(
    REGISTER_FILES.lgas,
    lgaRow,
    async (b) => ({ LGAs: await writer.upsertLgas(b) }),
    (r) => (states.has(r.stateId) ? null : `irev_state_id: no state ${r.stateId}`),
    (r) => [`irev_lga_id ${r.id}`, `lga code ${r.code}`],
  );
  const lgas = await writer.lgaIds();
  await importFile(
    REGISTER_FILES.wards,
    wardRow,
    async (b) => ({ wards: await writer.upsertWards(b) }),
    (r) => (lgas.get(r.lgaId) === r.stateId ? null : `irev_lga_id: no LGA ${r.lgaId} in state ${r.stateId}`),
    (r) => [`irev_ward_id ${r.id}`, `delimitation ${r.code}`],
  );
  await importFile(
    REGISTER_FILES.elections,
    electionRow,
    async (b) => ({ elections: await writer.upsertElections(b) }),
    (r) => (r.stateId === null || states.has(r.stateId) ? null : `irev_state_id: no state ${r.stateId}`),
    (r) => [`election_id ${r.id}`, `irev_election_object_id ${r.irevObjectId}`],
  );
  await importFile(
    REGISTER_FILES.parties,
    partyRow,
    async (b) => ({ parties: await writer.upsertParties(b) }),
    undefined,
    (r) => [`acronym ${r.acronym}`],
  );

  const elections = await writer.elections();
  const electionId =
    opts.electionId ??
    elections.filter((e) => e.typeCode === 'PRES').sort((a, b) => b.date.getTime() - a.date.getTime())[0]?.id;
  const wards = await writer.wardIds();
  type UnitRow = z.infer<typeof pollingUnitRow>;
  await importFile(
    REGISTER_FILES.pollingUnits,
    pollingUnitRow,
    async (batch: UnitRow[]) => {
      const units: PollingUnitRecord[] = batch.map((r) => r.unit);
      const changed = { 'polling units': await writer.upsertPollingUnits(units) };
      if (electionId === undefined) return changed;
      const uploads: UploadRecord[] = batch.map((r) => r.upload(electionId));
      return { ...changed, 'result sheets': await writer.upsertUploads(uploads) };
    },
    (r) => {
      const ward = wards.get(r.unit.wardId);
      if (!ward) return `irev_ward_id: no ward ${r.unit.wardId}`;
      if (ward.lgaId !== r.unit.lgaId || ward.stateId !== r.unit.stateId)
        return `irev_lga_id/irev_state_id: ward ${r.unit.wardId} is in LGA ${ward.lgaId}, state ${ward.stateId}`;
      if (!r.unit.code.startsWith(`${ward.code}-`))
        return `pu_code: ${r.unit.code} is not in ward ${ward.code}`;
      return null;
    },
    (r) => [`polling_unit_id ${r.unit.id}`, `pu_code ${r.unit.code}`],
  );
  if (electionId === undefined)
    progress('no presidential election imported: result sheets were not recorded');

  await writer.rebuildTallies();
  report.durationMs = now() - started;
  await writer.recordImport(new Date(started), {
    files: report.files,
    rejected: report.rejected.slice(0, 100),
  });
  progress(`done in ${(report.durationMs / 1000).toFixed(1)} s`);
  return report;
}

/**
 * One file's counts in words: rows read, then records written per kind (a polling-unit row is a
 * unit and its result sheet, so the two are named apart), then rows rejected.
 */
export function describeFile(file: FileReport): string {
  const written = Object.entries(file.written)
    .map(([kind, n]) => `${count(n)} ${kind}`)
    .join(' and ');
  return (
    `${count(file.read)} rows read; ${written || 'nothing'} inserted or changed ` +
    `(rows already up to date are left alone); ${count(file.rejected)} rejected`
  );
}
