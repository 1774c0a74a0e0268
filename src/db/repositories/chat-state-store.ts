import type {
  ConversationWindows,
  EditorMessage,
  EditorMessageStore,
  EventClaims,
} from '../../core/chat/ports.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import type { ChatEditorMessage } from '../generated/client.js';
import { createMicroBatch } from '../../core/shared/micro-batch.js';
import { isUuid, pgPoolOf, type Db } from '../prisma.js';
import { WORKSPACE_OF_PLACE } from './chat-channel-store.js';

/** The claims of a burst in one statement: the rows it returns are the ones this burst got first. */
const CLAIM_MANY = `
  INSERT INTO chat_event (platform, event_key)
  SELECT * FROM unnest($1::text[], $2::text[])
  ON CONFLICT DO NOTHING
  RETURNING platform, event_key`;

/**
 * A burst's claims and the workspaces of their places in one statement (a message needs both):
 * `claimed` is true for the keys this statement inserted (each key once in `$1`/`$2`, see below).
 */
const CLAIM_FROM_PLACES = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS i(platform, event_key, place, n)
  ), claimed AS (
    INSERT INTO chat_event (platform, event_key)
    SELECT platform, event_key FROM input
    ON CONFLICT DO NOTHING
    RETURNING platform, event_key
  )
  SELECT c.event_key IS NOT NULL AS claimed, ${WORKSPACE_OF_PLACE} AS workspace_id
  FROM input i LEFT JOIN claimed c ON c.platform = i.platform AND c.event_key = i.event_key
  ORDER BY i.n`;

/**
 * Claims are an INSERT ... ON CONFLICT DO NOTHING: a returned row says who got there first. Every
 * chat message makes one, so they go to the pool directly (see pgPoolOf), and the messages of one
 * burst share a statement and its commit (micro-batch.ts): one commit per message was most of
 * Slack intake's database time. A key twice in one burst is claimed by its first message only.
 */
export function createEventClaims(db: Db): EventClaims {
  const pool = pgPoolOf(db);
  const keyOf = (platform: string, eventKey: string) => `${platform}\u0000${eventKey}`;
  const claims = createMicroBatch<{ platform: ChatPlatform; eventKey: string }, boolean>(
    async (items) => {
      const unique = new Map(items.map((item) => [keyOf(item.platform, item.eventKey), item]));
      const { rows } = await pool.query<{ platform: string; event_key: string }>({
        name: 'gaskiya-claim-chat-events',
        text: CLAIM_MANY,
        values: [
          [...unique.values()].map((item) => item.platform),
          [...unique.values()].map((item) => item.eventKey),
        ],
      });
      const won = new Set(rows.map((row) => keyOf(row.platform, row.event_key)));
      // Each claimed key answers true once: to the first of its messages in this burst.
      return items.map((item) => won.delete(keyOf(item.platform, item.eventKey)));
    },
    // As the job inserts: statements of up to 200 claims, 2 at a time, the pool's other
    // connections left to everything else.
    { maxBatch: 200, maxInFlight: 2 },
  );
  const claimsFromPlaces = createMicroBatch<
    { platform: ChatPlatform; eventKey: string; place: string },
    { claimed: boolean; workspaceId: string | null }
  >(
    async (items) => {
      // Each key once in the statement (its first message's place): the others of the burst lost.
      const first = new Map<string, number>();
      items.forEach((item, i) => {
        if (!first.has(keyOf(item.platform, item.eventKey)))
          first.set(keyOf(item.platform, item.eventKey), i);
      });
      const unique = [...first.values()].map((i) => items[i]!);
      const { rows } = await pool.query<{ claimed: boolean; workspace_id: string | null }>({
        name: 'gaskiya-claim-chat-events-from-places',
        text: CLAIM_FROM_PLACES,
        values: [
          unique.map((item) => item.platform),
          unique.map((item) => item.eventKey),
          unique.map((item) => item.place),
        ],
      });
      const answers = new Map(unique.map((item, n) => [keyOf(item.platform, item.eventKey), rows[n]]));
      return items.map((item, i) => {
        const row = answers.get(keyOf(item.platform, item.eventKey));
        const workspaceId = row?.workspace_id ?? null;
        return {
          claimed: first.get(keyOf(item.platform, item.eventKey)) === i && row?.claimed === true,
          workspaceId,
        };
      });
    },
    { maxBatch: 200, maxInFlight: 2 },
  );
  return {
    claim: (platform, eventKey) => claims.submit({ platform, eventKey }),
    claimFromPlace: (platform, eventKey, place) => claimsFromPlaces.submit({ platform, eventKey, place }),
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

/** A conversation's last inbound time is written at most this often by one process. */
const TOUCH_EVERY_MS = 60_000;
const REMEMBERED_CONVERSATIONS = 10_000;

/**
 * When each conversation last heard from its user (WhatsApp's 24-hour reply window). Every
 * inbound message touches its conversation, and a busy group chat's messages all update one row,
 * which made them wait for each other's commits: so each process writes a conversation's time at
 * most once a minute, and skips messages that would move it by less. The stored time is thus at
 * most a minute early, which only errs on the side of a closed window (a template reply).
 */
export function createConversationWindows(db: Db): ConversationWindows {
  const pool = pgPoolOf(db);
  const written = new Map<string, number>();
  return {
    async touch(thread, at) {
      const key = `${thread.platform}\u0000${thread.channel}`;
      const last = written.get(key);
      if (last !== undefined && at.getTime() - last < TOUCH_EVERY_MS) return;
      if (written.size >= REMEMBERED_CONVERSATIONS) written.clear();
      // Set before the write, so the burst's other messages skip it; forgotten if the write fails.
      written.set(key, at.getTime());
      try {
        await pool.query(
          `INSERT INTO chat_conversation (platform, channel, last_inbound_at) VALUES ($1, $2, $3)
           ON CONFLICT (platform, channel) DO UPDATE
           SET last_inbound_at = GREATEST(chat_conversation.last_inbound_at, EXCLUDED.last_inbound_at)`,
          [thread.platform, thread.channel, at],
        );
      } catch (error) {
        if (written.get(key) === at.getTime()) written.delete(key);
        throw error;
      }
    },
    async lastInbound(thread) {
      const row = await db.chatConversation.findUnique({
        where: { platform_channel: { platform: thread.platform, channel: thread.channel } },
      });
      return row?.lastInboundAt ?? null;
    },
  };
}
