import type { Logger } from 'pino';
import { importElectionData } from '../core/election/importer.js';
import { tryImportLock } from '../db/election/import-lock.js';
import { openRegisterWriter } from '../db/election/register-writer.js';
import { registerFilesIn } from '../files/register-files.js';

/**
 * A fresh install answers election questions without an operator step: the first worker to start
 * on an empty register imports the shipped files in the background. The lock is taken before this
 * returns (so `/v1/elections` says "importing" at once) and the import itself is not awaited: the
 * service answers meanwhile. Other workers starting at the same time find the lock taken.
 * Returns the running import, or null when there was nothing to do.
 */
export async function startFirstImport(opts: {
  databaseUrl: string;
  dir: string;
  log: Logger;
}): Promise<Promise<void> | null> {
  const lock = await tryImportLock(opts.databaseUrl);
  if (!lock) return null;
  if (!lock.neverImported) {
    await lock.release();
    return null;
  }
  const log = opts.log.child({ task: 'election-import' });
  log.info(
    { dir: opts.dir },
    'election register is empty: importing the shipped 2023 data in the background',
  );
  const writer = openRegisterWriter(opts.databaseUrl);
  return importElectionData({ files: registerFilesIn(opts.dir), writer, progress: (line) => log.info(line) })
    .then((report) => {
      const rejected = report.files.reduce((n, f) => n + f.rejected, 0);
      log.info({ seconds: Math.round(report.durationMs / 1000), rejected }, 'election data imported');
    })
    .catch((error: unknown) =>
      log.error({ err: error }, 'election import failed; run npm run import:election'),
    )
    .finally(async () => {
      await writer.close().catch(() => undefined);
      await lock.release().catch(() => undefined);
    });
}
