import type { SignInStore } from '../../core/auth/ports.js';
import { pgPoolOf, type Db } from '../prisma.js';

export function createSignInStore(db: Db): SignInStore {
  const pool = pgPoolOf(db);
  return {
    async saveCode(code) {
      return db.signInCode.create({ data: code, select: { id: true } });
    },

    async claimAttempt(email, now, maxAttempts) {
      // Row-locking UPDATE: racing tries queue on the row and each re-reads `attempts` after the
      // one before it, so the count stops at maxAttempts.
      const { rows } = await pool.query<{ id: string; codeHash: string; attempts: number }>(
        `UPDATE sign_in_code SET attempts = attempts + 1
         WHERE id = (SELECT id FROM sign_in_code
                     WHERE email = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3
                     ORDER BY created_at DESC LIMIT 1)
           AND used_at IS NULL AND attempts < $3
         RETURNING id, code_hash AS "codeHash", attempts`,
        [email, now, maxAttempts],
      );
      return rows[0] ?? null;
    },

    async consumeCode(codeId, now, maxAttempts) {
      // Conditional update: of two requests racing with the same code, exactly one wins.
      const { count } = await db.signInCode.updateMany({
        where: { id: codeId, usedAt: null, expiresAt: { gt: now }, attempts: { lte: maxAttempts } },
        data: { usedAt: now },
      });
      return count === 1;
    },

    async createSession(session) {
      return db.session.create({ data: session, select: { id: true } });
    },

    async revokeSession(tokenHash, now) {
      await db.session.updateMany({ where: { tokenHash, revokedAt: null }, data: { revokedAt: now } });
    },
  };
}
