import type pg from 'pg';

/**
 * Runs `work` in a transaction on one pooled node-postgres client: for hot-path transactions of a
 * few statements, where Prisma's interactive transaction costs several milliseconds more than the
 * statements themselves. Rolled back on any error; a client whose connection broke is discarded,
 * not returned to the pool.
 */
export async function inPgTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
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
