import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, gzipSync } from 'node:zlib';
import { importElectionData } from '../../src/core/election/importer.js';
import { openRegisterWriter } from '../../src/db/election/register-writer.js';
import { registerFilesIn } from '../../src/files/register-files.js';
import { SHIPPED_ELECTION_DATA } from '../../src/files/shipped-data.js';

/** The real data, as shipped in the product (data/election). */
export const DATA_DIR = SHIPPED_ELECTION_DATA;
export const hasData = existsSync(path.join(DATA_DIR, 'irev2023_presidential_polling_units.csv.gz'));

const SMALL_FILES = [
  'irev2023_states.csv',
  'irev2023_lgas.csv',
  'irev2023_wards.csv',
  'irev_elections.csv',
  'parties_2023.csv',
];

/** Lines (CRLF kept off) of the gzipped polling-unit file whose code starts with one of `prefixes`. */
async function unitLines(prefixes: string[]): Promise<{ header: string; rows: string[] }> {
  const lines = createInterface({
    input: createReadStream(path.join(DATA_DIR, 'irev2023_presidential_polling_units.csv.gz')).pipe(
      createGunzip(),
    ),
  });
  let header = '';
  const rows: string[] = [];
  for await (const raw of lines) {
    const line = raw.replace(/\r$/, '');
    if (!header) header = line;
    else if (prefixes.some((p) => line.split(',')[1]?.startsWith(p))) rows.push(line);
  }
  return { header, rows };
}

/**
 * A small slice of the real files in a temp folder: every state, LGA, ward, election and party,
 * and the polling units of the given code prefixes (e.g. `01/01/` = Aba North), gzipped like the
 * original. `extraUnitRows` are appended as they are (for bad-row tests).
 */
export async function makeSlice(
  prefixes: string[],
  extraUnitRows: string[] = [],
): Promise<{ dir: string; unitRows: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gaskiya-election-'));
  for (const name of SMALL_FILES) copyFileSync(path.join(DATA_DIR, name), path.join(dir, name));
  const { header, rows } = await unitLines(prefixes);
  const all = [header, ...rows, ...extraUnitRows];
  writeFileSync(
    path.join(dir, 'irev2023_presidential_polling_units.csv.gz'),
    gzipSync(`${all.join('\r\n')}\r\n`),
  );
  return { dir, unitRows: rows };
}

/** The reference counts file as rows keyed by its columns (none when the data is absent). */
export function referenceCounts(): Array<Record<string, string>> {
  if (!hasData) return [];
  const [head, ...lines] = readFileSync(
    path.join(DATA_DIR, 'irev2023_presidential_upload_counts_by_state_lga.csv'),
    'utf8',
  )
    .split(/\r?\n/)
    .filter(Boolean);
  const columns = head!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i]!, v])));
}

/** Runs the importer on `dir` into the database at `databaseUrl` (a test app's own clone). */
export async function importInto(
  databaseUrl: string,
  dir: string,
  opts: { batchSize?: number; progress?: (line: string) => void } = {},
) {
  const writer = openRegisterWriter(databaseUrl);
  try {
    return await importElectionData({ files: registerFilesIn(dir), writer, ...opts });
  } finally {
    await writer.close();
  }
}
