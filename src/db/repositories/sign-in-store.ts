import type { SignInStore } from '../../core/auth/ports.js';
import type { Db } from '../prisma.js';

export function createSignInStore(db: Db): SignInStore {
  return {
    async saveCode(code) {
      return db.signInCode.create({ data: code, select: { id: true } });
    },

    async findLiveCode(email, now, maxAttempts) {
      return db.signInCode.findFirst({
        where: { email, usedAt: null, expiresAt: { gt: now }, attempts: { lt: maxAttempts } },
        orderBy: { createdAt: 'desc' },
        select: { id: true, codeHash: true, attempts: true },
      });
    },

    async recordWrongAttempt(codeId) {
      const row = await db.signInCode.update({
        where: { id: codeId },
        data: { attempts: { increment: 1 } },
        select: { attempts: true },
      });
      return row.attempts;
    },

    async consumeCode(codeId, now, maxAttempts) {
      // Conditional update: of two requests racing with the same code, exactly one wins.
      const { count } = await db.signInCode.updateMany({
        where: { id: codeId, usedAt: null, expiresAt: { gt: now }, attempts: { lt: maxAttempts } },
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
