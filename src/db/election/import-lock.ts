import pg from 'pg';

// One advisory lock key (two int4 halves) for "the election register is being imported": held by
// whichever process imports (the first start, or the operator's command), visible to every other
// process through pg_locks, so the API can say an import is running without sharing memory.
const KEY = [0x6761, 0x1e1] as const;

export interface ImportStatus {
  state: 'importing' | 'ready' | 'empty';
  finishedAt: Date | null;
}

/** Where the register stands: being imported, imported (when last), or never imported. */
export async function importStatus(pool: pg.Pool): Promise<ImportStatus> {
  const { rows } = await pool.query<{ importing: boolean; finished_at: Date | null }>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks
                     WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2 AND granted
                       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS importing,
            (SELECT max(finished_at) FROM election_import) AS finished_at`,
    [KEY[0], KEY[1]],
  );
  const row = rows[0]!;
  return {
    state: row.importing ? 'importing' : row.finished_at ? 'ready' : 'empty',
    finishedAt: row.finished_at,
  };
}

/**
 * Takes the import lock on a connection of its own, or returns null when another process holds
 * it. `release` ends the connection, which frees the lock (also when this process dies).
 */
export async function tryImportLock(databaseUrl: string): Promise<{
  neverImported: boolean;
  release(): Promise<void>;
} | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const locked = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [...KEY]);
    if (!locked.rows[0]?.ok) {
      await client.end();
      return null;
    }
    const runs = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM election_import');
    return { neverImported: runs.rows[0]!.n === 0, release: () => client.end() };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}
