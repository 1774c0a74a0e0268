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
  /** Rows inserted or changed (0 on a re-import of the same files). */
  changed: number;
  rejected: number;
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
    write: (batch: Out[]) => Promise<number>,
    check: (row: Out) => string | null = () => null,
    keys: (row: Out) => string[] = () => [],
  ): Promise<FileReport> {
    // Ids and codes seen in this file: a repeated one is a bad row, not a second write.
    const seen = new Map<string, number>();
    const file: FileReport = { file: name, read: 0, changed: 0, rejected: 0 };
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
      inflight = write(rows).then(
        (changed) => {
          file.changed += changed;
          if (readSoFar % 25_000 < batchSize)
            progress(`${name}: ${readSoFar} rows read, ${file.changed} changed, ${file.rejected} rejected`);
        },
        (error: unknown) => {
          failure = error;
        },
      );
    };
    for await (const row of opts.files.rows(path)) {
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
    progress(`${name}: ${file.read} rows, ${file.changed} inserted or changed, ${file.rejected} rejected`);
    return file;
  }

  const { writer } = opts;
  await importFile(
    REGISTER_FILES.states,
    stateRow,
    (b) => writer.upsertStates(b),
    undefined,
    (r) => [`irev_state_id ${r.id}`, `inec_state_code ${r.code}`],
  );
  const states = await writer.stateIds();
  await importFile(
    REGISTER_FILES.lgas,
    lgaRow,
    (b) => writer.upsertLgas(b),
    (r) => (states.has(r.stateId) ? null : `irev_state_id: no state ${r.stateId}`),
    (r) => [`irev_lga_id ${r.id}`, `lga code ${r.code}`],
  );
  const lgas = await writer.lgaIds();
  await importFile(
    REGISTER_FILES.wards,
    wardRow,
    (b) => writer.upsertWards(b),
    (r) => (lgas.get(r.lgaId) === r.stateId ? null : `irev_lga_id: no LGA ${r.lgaId} in state ${r.stateId}`),
    (r) => [`irev_ward_id ${r.id}`, `delimitation ${r.code}`],
  );
  await importFile(
    REGISTER_FILES.elections,
    electionRow,
    (b) => writer.upsertElections(b),
    (r) => (r.stateId === null || states.has(r.stateId) ? null : `irev_state_id: no state ${r.stateId}`),
    (r) => [`election_id ${r.id}`, `irev_election_object_id ${r.irevObjectId}`],
  );
  await importFile(
    REGISTER_FILES.parties,
    partyRow,
    (b) => writer.upsertParties(b),
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
      const changed = await writer.upsertPollingUnits(units);
      if (electionId === undefined) return changed;
      const uploads: UploadRecord[] = batch.map((r) => r.upload(electionId));
      return changed + (await writer.upsertUploads(uploads));
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
