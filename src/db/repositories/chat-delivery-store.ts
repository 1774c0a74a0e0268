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
    async createMany(deliveries) {
      // ON CONFLICT DO NOTHING: a rerun fan-out, or a button press that answered first, keeps the
      // delivery it made; only the new rows come back, and only they are queued.
      const rows = await db.$queryRaw<Array<{ id: string }>>`
        INSERT INTO chat_delivery (id, workspace_id, job_id, kind, platform, target, dedupe_key, message, updated_at)
        SELECT gen_random_uuid(), d.workspace_id, d.job_id, d.kind, d.platform, d.target, d.dedupe_key, d.message, now()
        FROM jsonb_to_recordset(${JSON.stringify(
          deliveries.map((d) => ({
            workspace_id: d.workspaceId,
            job_id: d.jobId,
            kind: d.kind,
            platform: d.platform,
            target: d.target,
            dedupe_key: d.dedupeKey,
            message: d.message,
          })),
        )}::jsonb) AS d(workspace_id uuid, job_id uuid, kind text, platform text, target text, dedupe_key text, message jsonb)
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`;
      return rows.map((r) => r.id);
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
      // One statement (one round trip, atomic as the transaction of two it replaces): the
      // delivery marked sent, and the platform's message ids kept so a later status callback
      // (Twilio) finds the delivery its message belongs to.
      await db.$executeRaw`
        WITH sent AS (
          UPDATE chat_delivery SET state = 'sent', sent_at = ${at}, platform_message_ids = ${posted.messageIds}::text[],
                 reason = ${posted.note ?? null}, updated_at = now()
          WHERE id = ${id}::uuid RETURNING platform)
        INSERT INTO chat_sent_message (platform, message_id, delivery_id, updated_at)
        SELECT sent.platform, m, ${id}::uuid, now() FROM sent, unnest(${posted.messageIds}::text[]) AS m
        ON CONFLICT DO NOTHING`;
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
