import { z } from 'zod';
import { createSlackAdapter } from '../../../adapters/slack/index.js';
import { createTelegramAdapter } from '../../../adapters/telegram/index.js';
import { createWhatsAppAdapter } from '../../../adapters/whatsapp/index.js';
import { createDeliveryService } from '../../core/chat/delivery-service.js';
import { createChatIntake } from '../../core/chat/intake-service.js';
import type {
  ChatInbound,
  ChatReplier,
  Inbound,
  ReviewGateway,
  SubmitLink,
  SubmitMedia,
} from '../../core/chat/ports.js';
import { createReplyRouter } from '../../core/chat/reply-router.js';
import { createReviewButtons } from '../../core/chat/review-buttons.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import { createChannelStore } from '../../db/repositories/chat-channel-store.js';
import { createDeliveryStore } from '../../db/repositories/chat-delivery-store.js';
import {
  createConversationWindows,
  createEditorMessageStore,
  createEventClaims,
} from '../../db/repositories/chat-state-store.js';
import { channelsRoutes } from '../../http/v1/channels.routes.js';
import { toDeliveryDto } from '../../http/v1/channels.schemas.js';
import { chatWebhook } from '../../http/webhooks/chat-webhook.js';
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

/** The platforms whose settings are present; a platform whose settings are absent is off. */
function platforms(foundation: Foundation) {
  const { env, clock, log } = foundation;
  const found: Array<{ inbound: ChatInbound; replier: ChatReplier; paths: string[] }> = [];
  if (env.SLACK_SIGNING_SECRET && env.SLACK_BOT_TOKEN) {
    const slack = createSlackAdapter({
      signingSecret: env.SLACK_SIGNING_SECRET,
      botToken: env.SLACK_BOT_TOKEN,
      apiUrl: env.SLACK_API_URL,
      clock,
      log,
    });
    found.push({ ...slack, paths: ['/slack/events'] });
  }
  if (env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_WEBHOOK_SECRET) {
    const telegram = createTelegramAdapter({
      botToken: env.TELEGRAM_BOT_TOKEN,
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
      apiRoot: env.TELEGRAM_API_ROOT,
    });
    found.push({ ...telegram, paths: ['/telegram/webhook'] });
  }
  // Twilio signs the public URL it calls, so WhatsApp also needs PUBLIC_URL.
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_WHATSAPP_FROM && env.PUBLIC_URL) {
    const whatsapp = createWhatsAppAdapter({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_WHATSAPP_FROM,
      publicUrl: env.PUBLIC_URL,
      apiUrl: env.TWILIO_API_URL,
      templateSid: env.TWILIO_WHATSAPP_TEMPLATE_SID,
      clock,
    });
    found.push({ ...whatsapp, paths: ['/whatsapp/webhook', '/whatsapp/status'] });
  }
  return found;
}

/**
 * Chat intake and replies (issue 4): Slack, Telegram and WhatsApp webhooks, threaded results,
 * editors' verdict buttons, and the durable `chat-deliver` job that talks back to the platforms.
 */
export function createChatModule(foundation: Foundation, opts: ChatModuleOptions = {}): FeatureModule {
  const { db, clock, events, log } = foundation;
  const channels = createChannelStore(db);
  const claims = createEventClaims(db);
  const editors = createEditorMessageStore(db);
  const windows = createConversationWindows(db);
  const deliveryStore = createDeliveryStore(db);
  const enabled = platforms(foundation);

  const deliveries = createDeliveryService({
    store: deliveryStore,
    queue: { enqueue: (id) => foundation.enqueue(CHAT_DELIVER, { deliveryId: id }, `deliver-${id}`) },
    repliers: new Map<ChatPlatform, ChatReplier>(enabled.map((p) => [p.replier.platform, p.replier])),
    editors,
    windows,
    clock,
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
      default:
        return;
    }
  }

  let sweeper: NodeJS.Timeout | undefined;
  return {
    name: 'chat',
    webhooks: enabled.map((p) => chatWebhook({ inbound: p.inbound, paths: p.paths, dispatch })),
    authenticatedRoutes: [channelsRoutes({ channels, deliveries, jobs: foundation.jobs })],
    // A reply that could not be delivered is visible in the job record itself.
    describeJob: async (job) =>
      job.replyTo ? { deliveries: (await deliveries.listForJob(job.id)).map(toDeliveryDto) } : {},
    jobs: [
      defineJob({
        name: CHAT_DELIVER,
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
    async close() {
      if (sweeper) clearInterval(sweeper);
    },
  };
}
