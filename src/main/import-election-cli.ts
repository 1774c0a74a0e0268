import { loadEnv } from '../config/env.js';
import { importElectionData } from '../core/election/importer.js';
import { openRegisterWriter } from '../db/election/register-writer.js';
import { registerFilesIn } from '../files/register-files.js';

/**
 * Operator command: `npm run import:election -- <data folder>`. Prints progress, then each bad
 * row as `file:line: reason`. Exit 0 when the import ran (bad rows are reported, not fatal).
 */
const dir = process.argv[2];
if (!dir || process.argv.length > 3) {
  process.stderr.write('Usage: npm run import:election -- <folder with the INEC/IReV CSV files>\n');
  process.exit(2);
}
const writer = openRegisterWriter(loadEnv().DATABASE_URL);
const started = Date.now();
const say = (line: string) =>
  process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
try {
  const report = await importElectionData({
    files: registerFilesIn(dir),
    writer,
    progress: say,
  });
  const rejected = report.files.reduce((sum, f) => sum + f.rejected, 0);
  for (const row of report.rejected) say(`rejected ${row.file}:${row.line}: ${row.reason}`);
  if (rejected > report.rejected.length)
    say(`... and ${rejected - report.rejected.length} more rejected rows`);
  say(`imported in ${(report.durationMs / 1000).toFixed(1)} s; ${rejected} rows rejected`);
  // A missing file is not a bad row: the folder is wrong, and the operator must know.
  if (report.rejected.some((row) => row.line === 0)) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`import failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await writer.close();
}
