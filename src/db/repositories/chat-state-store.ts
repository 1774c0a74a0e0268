import type {
  ConversationWindows,
  EditorMessage,
  EditorMessageStore,
  EventClaims,
} from '../../core/chat/ports.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import type { ChatEditorMessage } from '../generated/client.js';
import { isUuid, type Db } from '../prisma.js';

/** Claims are one INSERT ... ON CONFLICT DO NOTHING: the row count says who got there first. */
export function createEventClaims(db: Db): EventClaims {
  return {
    async claim(platform, eventKey) {
      const inserted = await db.$executeRaw`
        INSERT INTO chat_event (platform, event_key) VALUES (${platform}, ${eventKey})
        ON CONFLICT DO NOTHING`;
      return inserted === 1;
    },
    async release(platform, eventKey) {
      await db.chatEvent.deleteMany({ where: { platform, eventKey } });
    },
  };
}

const toEditorMessage = (row: ChatEditorMessage): EditorMessage => ({
  id: row.id,
  workspaceId: row.workspaceId,
  jobId: row.jobId,
  claimId: row.claimId,
  claimText: row.claimText,
  itemId: row.itemId,
  replyTo: row.replyTo,
  platform: row.platform as ChatPlatform,
  channel: row.channel,
  messageId: row.messageId,
});

export function createEditorMessageStore(db: Db): EditorMessageStore {
  return {
    async create(message) {
      // One editors' message per review item and platform, even if job.finished is heard twice.
      const row = await db.chatEditorMessage.upsert({
        where: { itemId_platform: { itemId: message.itemId, platform: message.platform } },
        create: message,
        update: {},
      });
      return toEditorMessage(row);
    },
    async find(id) {
      if (!isUuid(id)) return null;
      const row = await db.chatEditorMessage.findUnique({ where: { id } });
      return row ? toEditorMessage(row) : null;
    },
    async setMessageId(id, messageId) {
      await db.chatEditorMessage.update({ where: { id }, data: { messageId } });
    },
    async forClaim(jobId, claimId) {
      const rows = await db.chatEditorMessage.findMany({
        where: { jobId, claimId },
        orderBy: { createdAt: 'asc' },
      });
      return rows.map(toEditorMessage);
    },
  };
}

export function createConversationWindows(db: Db): ConversationWindows {
  return {
    async touch(thread, at) {
      await db.$executeRaw`
        INSERT INTO chat_conversation (platform, channel, last_inbound_at) VALUES (${thread.platform}, ${thread.channel}, ${at})
        ON CONFLICT (platform, channel) DO UPDATE SET last_inbound_at = GREATEST(chat_conversation.last_inbound_at, EXCLUDED.last_inbound_at)`;
    },
    async lastInbound(thread) {
      const row = await db.chatConversation.findUnique({
        where: { platform_channel: { platform: thread.platform, channel: thread.channel } },
      });
      return row?.lastInboundAt ?? null;
    },
  };
}
