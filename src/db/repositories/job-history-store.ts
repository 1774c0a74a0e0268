import type { JobHistoryStore } from '../../core/jobs/job-history.js';
import { pgPoolOf, type Db } from '../prisma.js';
import { fromJobRow, type JobRow } from './job-store.js';

/**
 * Keyset pages over (created_at, id) descending, which the (workspace_id, created_at) index
 * serves. Word search uses the `simple` text configuration: no English stemming, so Hausa,
 * Yoruba, Igbo and Pidgin words match as written.
 */
export function createJobHistoryStore(db: Db): JobHistoryStore {
  const pool = pgPoolOf(db);
  return {
    async page(workspaceId, filter, after, limit) {
      const where = ['workspace_id = $1'];
      const values: unknown[] = [workspaceId];
      const add = (clause: (n: string) => string, value: unknown) => {
        values.push(value);
        where.push(clause(`$${values.length}`));
      };
      if (filter.kind) add((n) => `kind = ${n}`, filter.kind);
      if (filter.state) add((n) => `state = ${n}::"JobState"`, filter.state);
      if (filter.since) add((n) => `created_at >= ${n}`, filter.since);
      if (filter.until) add((n) => `created_at < ${n}`, filter.until);
      if (filter.q)
        add(
          (n) =>
            `to_tsvector('simple', coalesce(input->>'text', input->>'url', '')) @@ plainto_tsquery('simple', ${n})`,
          filter.q,
        );
      if (after) {
        values.push(after.createdAt, after.id);
        where.push(`(created_at, id) < ($${values.length - 1}, $${values.length}::uuid)`);
      }
      values.push(limit);
      const { rows } = await pool.query<JobRow>(
        `SELECT id, workspace_id, kind, state, input, result, error, attempts, created_by_id, reply_to,
                created_at, updated_at
           FROM job WHERE ${where.join(' AND ')}
          ORDER BY created_at DESC, id DESC
          LIMIT $${values.length}`,
        values,
      );
      return rows.map(fromJobRow);
    },
  };
}
