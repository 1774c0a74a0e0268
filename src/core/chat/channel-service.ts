import { requireOwner, type Principal } from '../auth/principal.js';
import { AppError } from '../errors/app-error.js';
import type { ChannelSettings, ChannelSettingsUpdate, DeploymentPlaces } from './channel-settings.js';
import type {
  ChatConnector,
  ConnectorStore,
  OperatorAllowList,
  TelegramBotAdmin,
  TwilioSenderCheck,
} from './connector-ports.js';
import type { ChatPlatform } from './thread-ref.js';

/** What PUT /v1/workspace/channels asks, platform by platform (absent: unchanged; null: unlink). */
export interface ChannelsRequest {
  slack?: { teamId: string; editorsChannel: string | null } | null;
  telegram?:
    | { own: false; chatIds: string[]; editorsChat: string | null }
    | { own: true; botToken: string; editorsChat: string | null }
    | null;
  whatsapp?:
    | { own: false; numbers: string[] }
    | { own: true; accountSid: string; authToken: string; from: string }
    | null;
}

export interface ChannelsView {
  /** The operator lets this workspace use the deployment's own bots and senders. */
  deploymentBots: boolean;
  settings: ChannelSettings;
  connectors: ChatConnector[];
}

export interface ChannelServiceDeps {
  places: DeploymentPlaces;
  connectors: ConnectorStore;
  allowList: OperatorAllowList;
  telegram: TelegramBotAdmin;
  twilio: TwilioSenderCheck;
  /** Where the platforms reach this service (PUBLIC_URL); own bots need it for their webhooks. */
  publicUrl: string | undefined;
  /** SECRETS_KEY is set: tokens can be stored. */
  canStoreSecrets: boolean;
  newId(): string;
  newSecret(): string;
}

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field}: ${message}`, { details: [{ field, message }] });

const FIELD: Record<ChatPlatform, string> = {
  slack: 'slack.team_id',
  telegram: 'telegram.chat_ids',
  whatsapp: 'whatsapp.numbers',
};

/**
 * Links chat places to a workspace, with proof of control: places on the deployment's own bots
 * only for workspaces the operator allows; a newsroom's own bot or sender on the strength of its
 * token, checked with the platform before anything is stored. Every check runs before any change,
 * so a refused request changes nothing.
 */
export function createChannelService(deps: ChannelServiceDeps) {
  const { connectors } = deps;

  async function view(workspaceId: string): Promise<ChannelsView> {
    const [deploymentBots, settings, own] = await Promise.all([
      deps.allowList.isAllowed(workspaceId),
      deps.places.read(workspaceId),
      connectors.forWorkspace(workspaceId),
    ]);
    return { deploymentBots, settings, connectors: own };
  }

  const needSecrets = () => {
    if (!deps.canStoreSecrets)
      throw new AppError(
        'unavailable',
        'This deployment has no SECRETS_KEY, so it cannot store a newsroom’s own tokens. Ask the operator to set it.',
      );
  };
  const needPublicUrl = () => {
    if (!deps.publicUrl)
      throw new AppError('unavailable', 'This deployment has no PUBLIC_URL, so no platform can reach it.');
    return deps.publicUrl.replace(/\/$/, '');
  };
  const heldElsewhere = async (platform: ChatPlatform, externalId: string, workspaceId: string) => {
    const holder = await connectors.findExternal(platform, externalId);
    return holder !== null && holder.workspaceId !== workspaceId;
  };

  /** Best effort: the old bot stops calling us; a failure leaves only a webhook we answer 404. */
  async function forgetTelegramBot(token: string | undefined) {
    if (!token) return;
    await deps.telegram.deleteWebhook(token).catch(() => undefined);
  }

  async function update(principal: Principal, request: ChannelsRequest): Promise<ChannelsView> {
    requireOwner(principal, 'link chat channels');
    const { workspaceId } = principal;
    const own = await connectors.forWorkspace(workspaceId);
    const installed = own.find((c) => c.platform === 'slack');

    // 1. Proof of control for places on the deployment's own bots: the operator's allowance.
    const slackOnDeployment =
      request.slack && !(installed && installed.externalId === request.slack.teamId) ? request.slack : null;
    const onDeployment: ChatPlatform[] = [
      ...(slackOnDeployment ? (['slack'] as const) : []),
      ...(request.telegram && !request.telegram.own ? (['telegram'] as const) : []),
      ...(request.whatsapp && !request.whatsapp.own ? (['whatsapp'] as const) : []),
    ];
    if (onDeployment.length && !(await deps.allowList.isAllowed(workspaceId))) {
      throw new AppError(
        'forbidden',
        `This workspace may not link places on this deployment's own ${onDeployment.join(', ')} bots: the operator has not allowed it. ` +
          'Connect your own instead: "Add to Slack", {"telegram": {"bot_token"}}, or {"whatsapp": {"account_sid", "auth_token", "from"}}.',
      );
    }
    if (slackOnDeployment && (await heldElsewhere('slack', slackOnDeployment.teamId, workspaceId)))
      throw invalid('slack.team_id', `${slackOnDeployment.teamId} is linked to another workspace`);

    // 2. A newsroom's own bot or sender: the platform vouches for the token first.
    let telegramBot: { id: string; username: string } | null = null;
    if (request.telegram?.own) {
      needSecrets();
      needPublicUrl();
      telegramBot = await deps.telegram.identify(request.telegram.botToken);
      if (!telegramBot) throw invalid('telegram.bot_token', 'Telegram does not know this bot token (getMe)');
      if (await heldElsewhere('telegram', telegramBot.id, workspaceId))
        throw invalid(
          'telegram.bot_token',
          `the bot @${telegramBot.username} is connected to another workspace`,
        );
    }
    if (request.whatsapp?.own) {
      needSecrets();
      needPublicUrl();
      const { accountSid, authToken, from } = request.whatsapp;
      const outcome = await deps.twilio.verify(accountSid, authToken, from);
      if (outcome === 'bad_credentials')
        throw invalid('whatsapp.auth_token', 'Twilio refused this account SID and auth token');
      if (outcome === 'not_owned')
        throw invalid('whatsapp.from', `${from} is not a phone number of this Twilio account`);
      if (await heldElsewhere('whatsapp', from, workspaceId))
        throw invalid('whatsapp.from', `${from} is connected to another workspace`);
    }

    // 3. Places on the deployment's bots (one transaction; the unique index decides conflicts).
    const placesUpdate: ChannelSettingsUpdate = {};
    if (request.slack !== undefined) placesUpdate.slack = slackOnDeployment;
    if (request.telegram !== undefined)
      placesUpdate.telegram =
        request.telegram && !request.telegram.own
          ? { chatIds: request.telegram.chatIds, editorsChat: request.telegram.editorsChat }
          : null;
    if (request.whatsapp !== undefined)
      placesUpdate.whatsapp =
        request.whatsapp && !request.whatsapp.own ? { numbers: request.whatsapp.numbers } : null;
    if (Object.keys(placesUpdate).length) {
      const outcome = await deps.places.update(workspaceId, placesUpdate);
      if (!outcome.ok) {
        const { platform, place } = outcome.conflict;
        throw new AppError(
          'validation_failed',
          `The ${platform} place ${place} is already linked to another workspace.`,
          { details: [{ field: FIELD[platform], message: `${place} is linked to another workspace` }] },
        );
      }
    }

    // 4. Connectors.
    if (request.slack === null) await connectors.remove(workspaceId, 'slack');
    else if (request.slack && installed && installed.externalId === request.slack.teamId)
      await connectors.setEditorsChannel(installed.id, request.slack.editorsChannel);
    else if (request.slack) await connectors.remove(workspaceId, 'slack');

    if (request.telegram?.own && telegramBot) {
      const base = needPublicUrl();
      const id = deps.newId();
      const secret = deps.newSecret();
      // The webhook is set before the record: a bot that would not take it is never stored.
      await deps.telegram.setWebhook(request.telegram.botToken, `${base}/telegram/bot/${id}`, secret);
      const replaced = await connectors.replace(workspaceId, {
        id,
        platform: 'telegram',
        externalId: telegramBot.id,
        label: telegramBot.username,
        editorsChannel: request.telegram.editorsChat,
        secrets: { token: request.telegram.botToken },
        webhookSecret: secret,
      });
      if (!replaced.ok) {
        await forgetTelegramBot(request.telegram.botToken);
        throw invalid(
          'telegram.bot_token',
          `the bot @${telegramBot.username} is connected to another workspace`,
        );
      }
      if (replaced.previous && replaced.previous.externalId !== telegramBot.id)
        await forgetTelegramBot(replaced.previous.secrets.token);
    } else if (request.telegram !== undefined) {
      const removed = await connectors.remove(workspaceId, 'telegram');
      await forgetTelegramBot(removed?.secrets.token);
    }

    if (request.whatsapp?.own) {
      const { accountSid, authToken, from } = request.whatsapp;
      const replaced = await connectors.replace(workspaceId, {
        platform: 'whatsapp',
        externalId: from,
        label: accountSid,
        editorsChannel: null,
        secrets: { accountSid, authToken },
      });
      if (!replaced.ok) throw invalid('whatsapp.from', `${from} is connected to another workspace`);
    } else if (request.whatsapp !== undefined) {
      await connectors.remove(workspaceId, 'whatsapp');
    }
    return view(workspaceId);
  }

  return {
    view,
    update,
    /** Slack says the app was uninstalled or its bot token revoked: the team is unlinked. */
    async uninstalled(platform: ChatPlatform, place: string) {
      return connectors.removeExternal(platform, place);
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
