import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeFile, ImportFileError, importElectionData } from '../core/election/importer.js';
import { tryImportLock } from '../db/election/import-lock.js';
import { openRegisterWriter } from '../db/election/register-writer.js';
import { registerFilesIn } from '../files/register-files.js';
import { SHIPPED_ELECTION_DATA } from '../files/shipped-data.js';
import { cliEnv, fail, handleHelp } from './cli.js';

const USAGE = `Usage: npm run import:election [-- <folder>]

Imports the INEC register and IReV uploads (states, LGAs, wards, elections, parties, polling
units and their result sheets) into the database of DATABASE_URL. Without a folder it imports
the 2023 files shipped in data/election (their sources are in data/election/README.md).
Safe to run again: rows already up to date are left alone. Bad rows are listed as file:line.`;

handleHelp(USAGE);
const args = process.argv.slice(2);
if (args.length > 1) fail(`Give one folder at most (got ${args.length} arguments); see --help.`, 2);
const dir = path.resolve(args[0] ?? SHIPPED_ELECTION_DATA);
if (!existsSync(dir)) fail(`There is no folder ${dir}: give the folder that holds the election CSV files.`);
if (!statSync(dir).isDirectory()) fail(`${dir} is a file, not a folder: give the folder that holds it.`);
const env = cliEnv();

const started = Date.now();
const say = (line: string) =>
  process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
let lock;
try {
  lock = await tryImportLock(env.DATABASE_URL);
} catch (error) {
  fail(`The database at DATABASE_URL could not be reached (${(error as Error).message}).`);
}
if (!lock) fail('Another import of the election data is running on this database; wait for it to finish.');
const writer = openRegisterWriter(env.DATABASE_URL);
try {
  say(`importing from ${dir}`);
  const report = await importElectionData({ files: registerFilesIn(dir), writer, progress: say });
  const rejected = report.files.reduce((sum, f) => sum + f.rejected, 0);
  for (const row of report.rejected) {
    say(row.line === 0 ? `${row.file}: ${row.reason}` : `rejected ${row.file}:${row.line}: ${row.reason}`);
  }
  if (rejected > report.rejected.length)
    say(`... and ${rejected - report.rejected.length} more rejected rows`);
  say(`imported in ${(report.durationMs / 1000).toFixed(1)} s:`);
  for (const file of report.files) say(`  ${file.file}: ${describeFile(file)}`);
  // A missing file is not a bad row: the folder is wrong, and the operator must know.
  const missing = report.rejected.filter((row) => row.line === 0).map((row) => row.file);
  if (missing.length > 0) {
    process.stderr.write(`${dir} lacks ${missing.join(', ')}: is it the election data folder?\n`);
    process.exitCode = 1;
  }
} catch (error) {
  process.stderr.write(
    error instanceof ImportFileError
      ? `${error.message}\n`
      : `The import failed: ${(error as Error).message.split('\n')[0]}\n`,
  );
  process.exitCode = 1;
} finally {
  await writer.close();
  await lock.release();
}
