/** The chat platforms the service speaks to. */
export const CHAT_PLATFORMS = ['slack', 'telegram', 'whatsapp'] as const;
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];

/**
 * Where a reply goes, without core knowing the platform: `{platform}:{channel}:{thread}`.
 * Slack: team/channel and the parent message ts. Telegram: chat id and message id.
 * WhatsApp: `tipline/user` numbers and the inbound message SID.
 */
export interface ThreadRef {
  platform: ChatPlatform;
  channel: string;
  thread: string;
}

// Parts are URI-encoded so a channel may itself hold ':' (never the case today, cheap insurance).
export function formatThreadRef(ref: ThreadRef): string {
  return [ref.platform, encodeURIComponent(ref.channel), encodeURIComponent(ref.thread)].join(':');
}

/** Parses a reference made by formatThreadRef; anything else is null (e.g. a job from the API). */
export function parseThreadRef(value: string | null | undefined): ThreadRef | null {
  if (!value) return null;
  const parts = value.split(':');
  if (parts.length !== 3) return null;
  const [platform, channel, thread] = parts as [string, string, string];
  if (!(CHAT_PLATFORMS as readonly string[]).includes(platform) || !channel) return null;
  try {
    return {
      platform: platform as ChatPlatform,
      channel: decodeURIComponent(channel),
      thread: decodeURIComponent(thread),
    };
  } catch {
    return null;
  }
}
