import type { ChatPlatform } from './thread-ref.js';

/**
 * A newsroom's own bot or sender: a Slack install, a Telegram bot, a Twilio WhatsApp sender.
 * Holding its token is the proof of control, so every message through it belongs to its workspace.
 */
export interface ChatConnector {
  id: string;
  workspaceId: string;
  platform: ChatPlatform;
  /** Slack team id, Telegram bot id, Twilio sender number (E.164). */
  externalId: string;
  /** Slack team name, Telegram bot username, Twilio account SID: never a secret. */
  label: string | null;
  editorsChannel: string | null;
}

/** What a connector keeps sealed at rest. */
export interface ConnectorSecrets {
  /** Slack bot token, Telegram bot token. */
  token?: string;
  /** Twilio: the account and its auth token. */
  accountSid?: string;
  authToken?: string;
  /** Slack: the whole installation @slack/oauth produced (tokens included). */
  installation?: unknown;
}

export interface NewConnector {
  /** Chosen by the caller when the platform must know it first (Telegram's webhook route). */
  id?: string;
  platform: ChatPlatform;
  externalId: string;
  label: string | null;
  editorsChannel: string | null;
  secrets: ConnectorSecrets;
  /** Telegram: the secret_token the Bot API sends with each update (stored only as a hash). */
  webhookSecret?: string;
}

export type Replaced =
  | { ok: true; connector: ChatConnector; previous: (ChatConnector & { secrets: ConnectorSecrets }) | null }
  | { ok: false; heldBy: 'another_workspace' };

/** Connectors on our database, secrets sealed with SECRETS_KEY. */
export interface ConnectorStore {
  find(id: string): Promise<ChatConnector | null>;
  findExternal(platform: ChatPlatform, externalId: string): Promise<ChatConnector | null>;
  forWorkspace(workspaceId: string): Promise<ChatConnector[]>;
  secretsOf(connector: ChatConnector): Promise<ConnectorSecrets>;
  /** True when `given` is the connector's webhook secret (compared as hashes, in constant time). */
  webhookSecretMatches(connector: ChatConnector, given: string | undefined): Promise<boolean>;
  /** Replaces the workspace's connector for that platform; refused if another workspace holds it. */
  replace(workspaceId: string, connector: NewConnector): Promise<Replaced>;
  setEditorsChannel(id: string, channel: string | null): Promise<void>;
  remove(
    workspaceId: string,
    platform: ChatPlatform,
  ): Promise<(ChatConnector & { secrets: ConnectorSecrets }) | null>;
  /** The platform told us the install is gone (Slack app_uninstalled / tokens_revoked). */
  removeExternal(platform: ChatPlatform, externalId: string): Promise<ChatConnector | null>;
}

/** Workspaces the operator lets use the deployment's own bots and senders. */
export interface OperatorAllowList {
  isAllowed(workspaceId: string): Promise<boolean>;
}

/** The Telegram Bot API calls connecting a newsroom's bot needs. */
export interface TelegramBotAdmin {
  /** getMe: the bot behind a token, or null when Telegram refuses the token. */
  identify(token: string): Promise<{ id: string; username: string } | null>;
  setWebhook(token: string, url: string, secret: string): Promise<void>;
  deleteWebhook(token: string): Promise<void>;
}

/** Twilio's API, asked whether an account's credentials work and the sender is the account's. */
export interface TwilioSenderCheck {
  verify(
    accountSid: string,
    authToken: string,
    from: string,
  ): Promise<'ok' | 'bad_credentials' | 'not_owned'>;
}

/** An "Add to Slack" in progress, kept on our database (hashed); `take` deletes it: single use. */
export interface OAuthStates {
  save(state: {
    hash: string;
    workspaceId: string;
    userId: string;
    options: unknown;
    expiresAt: Date;
  }): Promise<void>;
  take(hash: string): Promise<{ workspaceId: string; options: unknown; expiresAt: Date } | null>;
}
