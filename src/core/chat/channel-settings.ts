import type { ChatPlatform } from './thread-ref.js';

/**
 * A workspace's places on the deployment's own bots (api.md "Chat channels"), platform by
 * platform. A newsroom's own bots and senders are connectors (connector-ports.ts).
 */
export interface ChannelSettings {
  slack: { teamId: string; editorsChannel: string | null } | null;
  telegram: { chatIds: string[]; editorsChat: string | null } | null;
  whatsapp: { numbers: string[] } | null;
}

export type ChannelSettingsUpdate = { [K in keyof ChannelSettings]?: ChannelSettings[K] };

/** The places on the deployment's bots, on our database (chat-channel-store.ts). */
export interface DeploymentPlaces {
  read(workspaceId: string): Promise<ChannelSettings>;
  /** Applies the platforms present (null unlinks); a place another workspace holds is a conflict. */
  update(
    workspaceId: string,
    update: ChannelSettingsUpdate,
  ): Promise<
    | { ok: true; settings: ChannelSettings }
    | { ok: false; conflict: { platform: ChatPlatform; place: string } }
  >;
}
