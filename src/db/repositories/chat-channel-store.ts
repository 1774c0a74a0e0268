import type { ChannelDirectory } from '../../core/chat/ports.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import { createMicroBatch } from '../../core/shared/micro-batch.js';
import { isUniqueViolation, isUuid, pgPoolOf, TX_OPTIONS, type Db } from '../prisma.js';

import type { ChannelSettings, ChannelSettingsUpdate } from '../../core/chat/channel-settings.js';

export type { ChannelSettings, ChannelSettingsUpdate } from '../../core/chat/channel-settings.js';

/** Every place a platform's settings link, for the unique (platform, place) claim. */
function placesOf(settings: ChannelSettings): Array<{ platform: ChatPlatform; place: string }> {
  const places: Array<{ platform: ChatPlatform; place: string }> = [];
  if (settings.slack) places.push({ platform: 'slack', place: settings.slack.teamId });
  if (settings.telegram) {
    const chats = new Set([
      ...settings.telegram.chatIds,
      ...(settings.telegram.editorsChat ? [settings.telegram.editorsChat] : []),
    ]);
    for (const chat of chats) places.push({ platform: 'telegram', place: chat });
  }
  for (const number of new Set(settings.whatsapp?.numbers ?? []))
    places.push({ platform: 'whatsapp', place: number });
  return places;
}

/**
 * The workspace of a place (`i.platform`, `i.place`) a message came from: a Slack team installed
 * through "Add to Slack" belongs to the workspace that installed it; otherwise the place a
 * workspace linked. (Also read by the chat claims, chat-state-store.ts.)
 */
export const WORKSPACE_OF_PLACE = `coalesce(
    (SELECT c.workspace_id FROM chat_connector c
     WHERE i.platform = 'slack' AND c.platform = i.platform AND c.external_id = i.place),
    (SELECT p.workspace_id FROM chat_place p WHERE p.platform = i.platform AND p.place = i.place)
  )`;

/** The workspace of each place of a burst of messages. */
const WORKSPACES_OF_PLACES = `
  SELECT ${WORKSPACE_OF_PLACE} AS workspace_id
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i(platform, place, n)
  ORDER BY i.n`;

export function createChannelStore(db: Db) {
  // Every chat message asks, so a burst's questions share one statement on the pool (see
  // micro-batch.ts and pgPoolOf).
  const placeLookups = createMicroBatch<{ platform: ChatPlatform; place: string }, string | null>(
    async (items) => {
      const { rows } = await pgPoolOf(db).query<{ workspace_id: string | null }>({
        name: 'gaskiya-workspaces-of-places',
        text: WORKSPACES_OF_PLACES,
        values: [items.map((item) => item.platform), items.map((item) => item.place)],
      });
      return items.map((_, i) => rows[i]?.workspace_id ?? null);
    },
    { maxBatch: 200, maxInFlight: 2 },
  );

  async function read(workspaceId: string): Promise<ChannelSettings> {
    const row = await db.chatSettings.findUnique({ where: { workspaceId } });
    return {
      slack: row?.slackTeamId ? { teamId: row.slackTeamId, editorsChannel: row.slackEditorsChannel } : null,
      telegram:
        row && (row.telegramChatIds.length || row.telegramEditorsChat)
          ? { chatIds: row.telegramChatIds, editorsChat: row.telegramEditorsChat }
          : null,
      whatsapp: row?.whatsappNumbers.length ? { numbers: row.whatsappNumbers } : null,
    };
  }

  const directory: ChannelDirectory = {
    async workspaceFor(platform, place, connectorId) {
      // Through a newsroom's own bot or sender: the connector is the proof, whatever the chat.
      if (connectorId) {
        const connector = isUuid(connectorId)
          ? await db.chatConnector.findUnique({ where: { id: connectorId } })
          : null;
        return connector?.workspaceId ?? null;
      }
      return placeLookups.submit({ platform, place });
    },
    async editorsChannels(workspaceId) {
      const settings = await read(workspaceId);
      const own = await db.chatConnector.findMany({ where: { workspaceId } });
      const channels: Array<{ platform: ChatPlatform; channel: string }> = [];
      for (const connector of own) {
        // Addressed through the connector: Slack `team/channel`, Telegram `bot id/chat id`.
        if (connector.editorsChannel && connector.platform !== 'whatsapp')
          channels.push({
            platform: connector.platform as ChatPlatform,
            channel: `${connector.externalId}/${connector.editorsChannel}`,
          });
      }
      // A Slack channel is addressed within its team: `team/channel`.
      if (settings.slack?.editorsChannel && !own.some((c) => c.platform === 'slack'))
        channels.push({
          platform: 'slack',
          channel: `${settings.slack.teamId}/${settings.slack.editorsChannel}`,
        });
      if (settings.telegram?.editorsChat && !own.some((c) => c.platform === 'telegram'))
        channels.push({ platform: 'telegram', channel: settings.telegram.editorsChat });
      return channels;
    },
  };

  return {
    directory,
    read,
    /**
     * Applies the platforms present in `update` (null unlinks one) in one transaction. The unique
     * (platform, place) index decides conflicts: a place another workspace holds is `conflict`.
     */
    async update(
      workspaceId: string,
      update: ChannelSettingsUpdate,
    ): Promise<
      | { ok: true; settings: ChannelSettings }
      | { ok: false; conflict: { platform: ChatPlatform; place: string } }
    > {
      const next: ChannelSettings = { ...(await read(workspaceId)), ...update };
      const wanted = placesOf(next);
      try {
        await db.$transaction(async (tx) => {
          await tx.chatPlace.deleteMany({ where: { workspaceId } });
          for (const place of wanted) {
            try {
              await tx.chatPlace.create({ data: { workspaceId, ...place } });
            } catch (error) {
              if (isUniqueViolation(error)) throw new PlaceTaken(place.platform, place.place);
              throw error;
            }
          }
          const data = {
            slackTeamId: next.slack?.teamId ?? null,
            slackEditorsChannel: next.slack?.editorsChannel ?? null,
            telegramChatIds: next.telegram?.chatIds ?? [],
            telegramEditorsChat: next.telegram?.editorsChat ?? null,
            whatsappNumbers: next.whatsapp?.numbers ?? [],
          };
          await tx.chatSettings.upsert({
            where: { workspaceId },
            create: { workspaceId, ...data },
            update: data,
          });
        }, TX_OPTIONS);
      } catch (error) {
        if (error instanceof PlaceTaken)
          return { ok: false, conflict: { platform: error.platform, place: error.place } };
        throw error;
      }
      return { ok: true, settings: await read(workspaceId) };
    },
  };
}

class PlaceTaken extends Error {
  constructor(
    readonly platform: ChatPlatform,
    readonly place: string,
  ) {
    super(`${platform} place ${place} is linked to another workspace`);
  }
}

export type ChannelStore = ReturnType<typeof createChannelStore>;
