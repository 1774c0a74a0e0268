import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createSlackAdapter } from '../../../adapters/slack/index.js';
import {
  createOwnBotInbound,
  createTelegramAdapter,
  createTelegramBotAdmin,
} from '../../../adapters/telegram/index.js';
import {
  createTwilioSenderCheck,
  createWhatsAppAdapter,
  createWhatsAppInbound,
  type TwilioAccount,
} from '../../../adapters/whatsapp/index.js';
import { createSlackOAuth } from '../../../adapters/slack/slack-oauth.js';
import { createChannelService } from '../../core/chat/channel-service.js';
import type { ConnectorStore } from '../../core/chat/connector-ports.js';
import { createDeliveryService } from '../../core/chat/delivery-service.js';
import { createChatIntake } from '../../core/chat/intake-service.js';
import type { ChatReplier, Inbound, ReviewGateway, SubmitLink, SubmitMedia } from '../../core/chat/ports.js';
import { createReplyRouter } from '../../core/chat/reply-router.js';
import { createReviewButtons } from '../../core/chat/review-buttons.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import { createChannelStore } from '../../db/repositories/chat-channel-store.js';
import { createConnectorStore, createOperatorAllowList } from '../../db/repositories/chat-connector-store.js';
import { createDeliveryStore } from '../../db/repositories/chat-delivery-store.js';
import { createOAuthStateStore } from '../../db/repositories/chat-oauth-state-store.js';
import { createSecretBox } from '../../db/secret-box.js';
import {
  createConversationWindows,
  createEditorMessageStore,
  createEventClaims,
} from '../../db/repositories/chat-state-store.js';
import { channelsRoutes } from '../../http/v1/channels.routes.js';
import { toDeliveryDto } from '../../http/v1/channels.schemas.js';
import { chatWebhook, type ChatWebhookOptions } from '../../http/webhooks/chat-webhook.js';
import { slackCallbackRoute, slackInstallRoute } from '../../http/webhooks/slack-oauth.routes.js';
import { defineJob } from '../../jobs/registry.js';
import type { FeatureModule, Foundation } from '../feature.js';

export const CHAT_DELIVER = 'chat-deliver';
const STALE_DELIVERY_MS = 5 * 60_000;

export interface ChatModuleOptions {
  /** Starts link jobs for messages holding a link (the link module's submitLink). */
  submitLink?: SubmitLink;
  /** Starts media jobs for photos, voice notes and videos (the media module's submitChat). */
  submitMedia?: SubmitMedia;
  /** The review queue, for editors' verdict buttons. Without it no buttons are posted. */
  review?: ReviewGateway;
}

/**
 * The platforms, each serving the deployment's own bot or sender (when its settings are present)
 * and newsrooms' own ones (their tokens sealed in chat_connector; needs SECRETS_KEY).
 */
function platforms(foundation: Foundation, connectors: ConnectorStore, ownBots: boolean) {
  const { env, clock, log } = foundation;
  const base = (env.PUBLIC_URL ?? '').replace(/\/$/, '');
  const own = async (platform: ChatPlatform, externalId: string) => {
    const connector = ownBots ? await connectors.findExternal(platform, externalId) : null;
    return connector ? { connector, secrets: await connectors.secretsOf(connector) } : null;
  };
  const repliers: ChatReplier[] = [];
  const webhooks: Array<{ inbound: ChatWebhookOptions['inbound']; paths: string[] }> = [];

  const slackOAuth = Boolean(env.SLACK_CLIENT_ID && env.SLACK_CLIENT_SECRET && ownBots);
  if (env.SLACK_SIGNING_SECRET && (env.SLACK_BOT_TOKEN || slackOAuth)) {
    const slack = createSlackAdapter({
      signingSecret: env.SLACK_SIGNING_SECRET,
      // A team's own installation first; the deployment's token serves the rest.
      tokenFor: async (team) =>
        (team ? (await own('slack', team))?.secrets.token : undefined) ?? env.SLACK_BOT_TOKEN ?? null,
      apiUrl: env.SLACK_API_URL,
      clock,
      log,
    });
    repliers.push(slack.replier);
    webhooks.push({ inbound: slack.inbound, paths: ['/slack/events'] });
  }

  const deploymentTelegram = Boolean(env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_WEBHOOK_SECRET);
  if (deploymentTelegram || ownBots) {
    const telegram = createTelegramAdapter({
      webhookSecret: deploymentTelegram ? env.TELEGRAM_WEBHOOK_SECRET : undefined,
      tokenFor: async (botId) =>
        botId ? ((await own('telegram', botId))?.secrets.token ?? null) : (env.TELEGRAM_BOT_TOKEN ?? null),
      apiRoot: env.TELEGRAM_API_ROOT,
    });
    repliers.push(telegram.replier);
    if (telegram.inbound) webhooks.push({ inbound: telegram.inbound, paths: ['/telegram/webhook'] });
    if (ownBots) {
      // A newsroom's own bot: its route, its secret (setWebhook set both).
      webhooks.push({
        paths: ['/telegram/bot/:connector'],
        inbound: async (params) => {
          const connector = await connectors.find(params.connector ?? '');
          if (!connector || connector.platform !== 'telegram') return null;
          return createOwnBotInbound({
            connectorId: connector.id,
            botId: connector.externalId,
            secretMatches: (given) => connectors.webhookSecretMatches(connector, given),
          });
        },
      });
    }
  }

  // Twilio signs the public URL it calls, so WhatsApp also needs PUBLIC_URL.
  const deploymentWhatsApp = Boolean(
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_WHATSAPP_FROM && env.PUBLIC_URL,
  );
  if (env.PUBLIC_URL && (deploymentWhatsApp || ownBots)) {
    const publicUrl = env.PUBLIC_URL;
    const whatsapp = createWhatsAppAdapter({
      deployment: deploymentWhatsApp ? { authToken: env.TWILIO_AUTH_TOKEN! } : undefined,
      publicUrl,
      accountFor: async (number): Promise<TwilioAccount | null> => {
        const found = await own('whatsapp', number);
        if (found?.secrets.accountSid && found.secrets.authToken)
          return {
            accountSid: found.secrets.accountSid,
            authToken: found.secrets.authToken,
            statusCallback: `${base}/whatsapp/${found.connector.id}/status`,
          };
        if (!deploymentWhatsApp) return null;
        return {
          accountSid: env.TWILIO_ACCOUNT_SID!,
          authToken: env.TWILIO_AUTH_TOKEN!,
          statusCallback: `${base}/whatsapp/status`,
          templateSid: env.TWILIO_WHATSAPP_TEMPLATE_SID,
        };
      },
      apiUrl: env.TWILIO_API_URL,
      clock,
    });
    repliers.push(whatsapp.replier);
    if (whatsapp.inbound)
      webhooks.push({ inbound: whatsapp.inbound, paths: ['/whatsapp/webhook', '/whatsapp/status'] });
    if (ownBots) {
      // A newsroom's own sender: its route, verified with its own account's auth token.
      webhooks.push({
        paths: ['/whatsapp/:connector/webhook', '/whatsapp/:connector/status'],
        inbound: async (params) => {
          const connector = await connectors.find(params.connector ?? '');
          if (!connector || connector.platform !== 'whatsapp') return null;
          const { authToken } = await connectors.secretsOf(connector);
          if (!authToken) return null;
          return createWhatsAppInbound({ authToken, publicUrl, clock, connectorId: connector.id });
        },
      });
    }
  }
  return { repliers, webhooks, slackOAuth };
}

/** "Add to Slack" (OAuth v2), when SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, PUBLIC_URL and SECRETS_KEY are set. */
function slackInstall(
  foundation: Foundation,
  connectors: ConnectorStore,
  holderOf: (team: string) => Promise<string | null>,
) {
  const { env, log, db } = foundation;
  if (!env.SLACK_CLIENT_ID || !env.SLACK_CLIENT_SECRET || !env.PUBLIC_URL) return null;
  return createSlackOAuth({
    clientId: env.SLACK_CLIENT_ID,
    clientSecret: env.SLACK_CLIENT_SECRET,
    redirectUri: `${env.PUBLIC_URL.replace(/\/$/, '')}/slack/oauth/callback`,
    apiUrl: env.SLACK_API_URL,
    states: createOAuthStateStore(db),
    connectors,
    holderOf,
    log,
  });
}

/**
 * Chat intake and replies (issue 4): Slack, Telegram and WhatsApp webhooks, threaded results,
 * editors' verdict buttons, and the durable `chat-deliver` job that talks back to the platforms.
 */
export function createChatModule(foundation: Foundation, opts: ChatModuleOptions = {}): FeatureModule {
  const { db, clock, events, log } = foundation;
  const { env } = foundation;
  const channels = createChannelStore(db);
  const box = env.SECRETS_KEY ? createSecretBox(env.SECRETS_KEY, env.SECRETS_KEY_PREVIOUS) : null;
  const connectors = createConnectorStore(db, box);
  const allowList = createOperatorAllowList(db);
  const claims = createEventClaims(db);
  const editors = createEditorMessageStore(db);
  const windows = createConversationWindows(db);
  const deliveryStore = createDeliveryStore(db);
  const enabled = platforms(foundation, connectors, box !== null);
  const oauth = enabled.slackOAuth
    ? slackInstall(foundation, connectors, (team) => channels.directory.workspaceFor('slack', team))
    : null;
  const channelService = createChannelService({
    places: channels,
    connectors,
    allowList,
    telegram: createTelegramBotAdmin({ apiRoot: env.TELEGRAM_API_ROOT }),
    twilio: createTwilioSenderCheck({ apiUrl: env.TWILIO_API_URL }),
    publicUrl: env.PUBLIC_URL,
    canStoreSecrets: box !== null,
    newId: randomUUID,
    newSecret: () => randomBytes(32).toString('base64url'),
  });

  const deliveries = createDeliveryService({
    store: deliveryStore,
    queue: { enqueue: (id) => foundation.enqueue(CHAT_DELIVER, { deliveryId: id }, `deliver-${id}`) },
    repliers: new Map<ChatPlatform, ChatReplier>(enabled.repliers.map((r) => [r.platform, r])),
    editors,
    windows,
    clock,
    onOutcome: (platform, outcome) => foundation.metrics.chatDelivery(platform, outcome),
  });
  const router = createReplyRouter({
    deliveries,
    deliveryStore,
    directory: channels.directory,
    editors,
    review: opts.review,
  });
  const intake = createChatIntake({
    claims,
    directory: channels.directory,
    windows,
    deliveries,
    jobs: foundation.jobs,
    submitLink: opts.submitLink,
    submitMedia: opts.submitMedia,
    maxTextChars: foundation.env.CHECK_TEXT_MAX_CHARS,
  });
  const buttons = createReviewButtons({ editors, claims, deliveries, router, review: opts.review, clock });

  // Listeners only create durable deliveries; the workers send them.
  events.subscribe('job.finished', (event) => router.onJobFinished(event));
  events.subscribe('review.decided', (event) => router.onDecision(event));
  events.subscribe('group.answers', (event) => router.onGroupAnswers(event));
  events.subscribe('media.awaiting_editor', (event) => router.onMediaAwaitingEditor(event));

  async function dispatch(inbound: Inbound): Promise<void> {
    switch (inbound.type) {
      case 'message':
        await intake.receive(inbound.message);
        return;
      case 'press':
        await buttons.handlePress(inbound.press);
        return;
      case 'status':
        await deliveries.recordStatus(inbound.report);
        return;
      case 'uninstalled': {
        const removed = await channelService.uninstalled(inbound.platform, inbound.place);
        if (removed) log.info({ platform: inbound.platform, place: inbound.place }, 'chat install removed');
        return;
      }
      default:
        return;
    }
  }

  let sweeper: NodeJS.Timeout | undefined;
  return {
    name: 'chat',
    webhooks: enabled.webhooks.map((p) => chatWebhook({ inbound: p.inbound, paths: p.paths, dispatch })),
    publicRoutes: oauth ? [slackCallbackRoute(oauth)] : [],
    authenticatedRoutes: [
      ...(oauth ? [slackInstallRoute(oauth)] : []),
      channelsRoutes({
        channels: channelService,
        publicUrl: env.PUBLIC_URL,
        deliveries,
        jobs: foundation.jobs,
      }),
    ],
    // A reply that could not be delivered is visible in the job record itself.
    describeJob: async (job) =>
      job.replyTo ? { deliveries: (await deliveries.listForJob(job.id)).map(toDeliveryDto) } : {},
    jobs: [
      defineJob({
        name: CHAT_DELIVER,
        lane: 'deliveries',
        payload: z.object({ deliveryId: z.uuid() }),
        attempts: 6,
        backoffMs: 2000,
        handle: (payload, ctx) => deliveries.deliver(payload.deliveryId, ctx),
      }),
    ],
    async startWorker() {
      // A delivery whose queue entry Redis lost is queued again (BullMQ ignores a live duplicate id).
      sweeper = setInterval(() => {
        deliveries
          .requeueStale(STALE_DELIVERY_MS)
          .catch((error: unknown) => log.error({ err: error }, 'delivery sweep failed'));
      }, STALE_DELIVERY_MS);
      sweeper.unref();
    },
    requeueAfterRedisLoss: () => deliveries.requeueStale(0),
    async close() {
      if (sweeper) clearInterval(sweeper);
    },
  };
}
