import type { ChatMessage, ReviewCard } from '../../core/chat/chat-message.js';
import type { DeliveryKind, DeliveryRecord, DeliveryState, DeliveryStore } from '../../core/chat/ports.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import type { ChatDelivery } from '../generated/client.js';
import { isUniqueViolation, isUuid, type Db, type Prisma } from '../prisma.js';

const toRecord = (row: ChatDelivery): DeliveryRecord => ({
  id: row.id,
  workspaceId: row.workspaceId,
  jobId: row.jobId,
  kind: row.kind as DeliveryKind,
  platform: row.platform as ChatPlatform,
  target: row.target,
  dedupeKey: row.dedupeKey,
  message: row.message as unknown as ChatMessage | ReviewCard,
  state: row.state as DeliveryState,
  attempts: row.attempts,
  reason: row.reason,
  platformMessageIds: row.platformMessageIds,
  platformStatus: row.platformStatus,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  sentAt: row.sentAt,
});

export function createDeliveryStore(db: Db): DeliveryStore {
  return {
    async create(delivery) {
      try {
        const row = await db.chatDelivery.create({
          data: { ...delivery, message: delivery.message as unknown as Prisma.InputJsonObject },
        });
        return { delivery: toRecord(row), created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const existing = await db.chatDelivery.findUniqueOrThrow({
          where: { dedupeKey: delivery.dedupeKey },
        });
        return { delivery: toRecord(existing), created: false };
      }
    },
    async find(id) {
      if (!isUuid(id)) return null;
      const row = await db.chatDelivery.findUnique({ where: { id } });
      return row ? toRecord(row) : null;
    },
    async findByDedupeKey(key) {
      const row = await db.chatDelivery.findUnique({ where: { dedupeKey: key } });
      return row ? toRecord(row) : null;
    },
    async beginAttempt(id) {
      const rows = await db.chatDelivery.updateManyAndReturn({
        where: { id, state: 'pending' },
        data: { attempts: { increment: 1 } },
      });
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async markSent(id, posted, at) {
      await db.$transaction(async (tx) => {
        const row = await tx.chatDelivery.update({
          where: { id },
          data: {
            state: 'sent',
            sentAt: at,
            platformMessageIds: posted.messageIds,
            reason: posted.note ?? null,
          },
        });
        // Kept so a later status callback (Twilio) finds the delivery its message belongs to.
        await tx.chatSentMessage.createMany({
          data: posted.messageIds.map((messageId) => ({ platform: row.platform, messageId, deliveryId: id })),
          skipDuplicates: true,
        });
      });
    },
    async markFailed(id, state, reason) {
      await db.chatDelivery.update({ where: { id }, data: { state, reason } });
    },
    async noteRetry(id, reason) {
      await db.chatDelivery.update({ where: { id }, data: { reason: `retrying: ${reason}` } });
    },
    async listForJob(jobId) {
      const rows = await db.chatDelivery.findMany({ where: { jobId }, orderBy: { createdAt: 'asc' } });
      return rows.map(toRecord);
    },
    async findStalePending(before, limit) {
      const rows = await db.chatDelivery.findMany({
        where: { state: 'pending', updatedAt: { lt: before } },
        select: { id: true },
        take: limit,
      });
      await db.chatDelivery.updateMany({
        where: { id: { in: rows.map((r) => r.id) } },
        data: { updatedAt: new Date() },
      });
      return rows.map((r) => r.id);
    },
    async recordStatus(report) {
      const sent = await db.chatSentMessage.findUnique({
        where: { platform_messageId: { platform: report.platform, messageId: report.messageId } },
      });
      if (!sent) return null;
      await db.chatSentMessage.update({
        where: { platform_messageId: { platform: report.platform, messageId: report.messageId } },
        data: { status: report.status, errorCode: report.reason ?? null },
      });
      const row = await db.chatDelivery.update({
        where: { id: sent.deliveryId },
        data: { platformStatus: report.status },
      });
      return toRecord(row);
    },
  };
}
