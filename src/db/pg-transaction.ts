import type pg from 'pg';

/**
 * Runs `work` in a transaction on one pooled node-postgres client: for the repositories that work
 * on the pool directly (see pgPoolOf), and for hot paths, where Prisma's interactive transaction
 * costs several milliseconds more than the statements themselves. Rolled back on any error; a client whose connection broke is discarded,
 * not returned to the pool. With `advisoryLock`, the transaction holds that advisory lock (keyed
 * as `pg_advisory_xact_lock(hashtextextended(key, 0))`, as the Prisma transactions take it).
 */
export async function inPgTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  opts: { advisoryLock?: string } = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // The transaction's advisory lock is taken with BEGIN, in the same round trip (a simple
    // query of two statements, the key escaped as a literal): one wait less on every call.
    await client.query(
      opts.advisoryLock === undefined
        ? 'BEGIN'
        : `BEGIN; SELECT pg_advisory_xact_lock(hashtextextended(${client.escapeLiteral(opts.advisoryLock)}, 0))`,
    );
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
