import { z } from 'zod';
import type { DeliveryRecord } from '../../core/chat/ports.js';
import type { ChannelsRequest, ChannelsView } from '../../core/chat/channel-service.js';
import { deliverySchema } from './check.schemas.js';

const slackTeamId = z.string().regex(/^T[A-Z0-9]{2,}$/, 'must be a Slack team id such as T0123ABCD');
const slackChannelId = z.string().regex(/^[CG][A-Z0-9]{2,}$/, 'must be a Slack channel id such as C0123ABCD');
const telegramChatId = z
  .union([z.number().int(), z.string().regex(/^-?\d{1,20}$/)])
  .transform(String)
  .describe('A Telegram chat id (groups are negative)');
const whatsappNumber = z
  .string()
  .transform((v) => v.replace(/^whatsapp:/, '').replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +2348012345678'));

// Strict objects: an unknown field is a 422 naming it, never silently dropped (a body of
// `{telegram: {bot_tokn}}` must not unlink anything).
export const channelsBody = z
  .strictObject({
    slack: z
      .strictObject({ team_id: slackTeamId, editors_channel: slackChannelId.nullable().optional() })
      .nullable()
      .optional()
      .describe(
        'The Slack workspace (team) whose messages come here; editors_channel gets low-confidence claims. ' +
          'A team installed through "Add to Slack" (GET /slack/install) is this workspace’s; any other team uses the deployment’s own bot.',
      ),
    telegram: z
      .strictObject({
        chat_ids: z.array(telegramChatId).max(100).optional(),
        editors_chat: telegramChatId.nullable().optional(),
        bot_token: z
          .string()
          .regex(/^\d{3,20}:[A-Za-z0-9_-]{20,100}$/, 'must be a bot token from @BotFather (123456:ABC...)')
          .optional()
          .describe('The newsroom’s own bot: every chat with it belongs to this workspace.'),
      })
      .refine((t) => !(t.bot_token && t.chat_ids?.length), {
        message:
          'send bot_token (your own bot: every chat with it is yours) or chat_ids (the deployment’s bot), not both',
        path: ['chat_ids'],
      })
      .nullable()
      .optional()
      .describe(
        'Telegram chats on the deployment’s bot (chat_ids), or the newsroom’s own bot (bot_token); editors_chat gets low-confidence claims with buttons.',
      ),
    whatsapp: z
      .strictObject({
        numbers: z.array(whatsappNumber).max(50).optional(),
        account_sid: z
          .string()
          .regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex characters)')
          .optional(),
        auth_token: z.string().min(16).max(128).optional(),
        from: whatsappNumber.optional(),
      })
      .superRefine((w, ctx) => {
        const own = [w.account_sid, w.auth_token, w.from].filter((v) => v !== undefined).length;
        if (own > 0 && own < 3)
          for (const key of ['account_sid', 'auth_token', 'from'] as const)
            if (w[key] === undefined)
              ctx.addIssue({
                code: 'custom',
                path: [key],
                message: 'your own sender needs account_sid, auth_token and from',
              });
        if (own === 3 && w.numbers?.length)
          ctx.addIssue({
            code: 'custom',
            path: ['numbers'],
            message: 'send numbers or your own sender, not both',
          });
        if (own === 0 && w.numbers === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['numbers'],
            message: 'is required (or account_sid, auth_token and from)',
          });
      })
      .nullable()
      .optional()
      .describe(
        'WhatsApp tip-line numbers on the deployment’s Twilio account (numbers), or the newsroom’s own Twilio sender (account_sid, auth_token, from).',
      ),
  })
  .meta({ id: 'ChannelsUpdate' });

export const channelsSchema = z
  .object({
    deployment_bots: z
      .boolean()
      .describe('The operator lets this workspace link places on the deployment’s own bots and senders.'),
    slack: z
      .object({
        team_id: z.string(),
        editors_channel: z.string().nullable(),
        installed: z.boolean().describe('Installed through "Add to Slack": the team’s own token is used.'),
        team_name: z.string().nullable(),
      })
      .nullable(),
    telegram: z
      .object({
        chat_ids: z.array(z.string()),
        editors_chat: z.string().nullable(),
        bot: z
          .object({ id: z.string(), username: z.string() })
          .nullable()
          .describe('The newsroom’s own bot.'),
      })
      .nullable(),
    whatsapp: z
      .object({
        numbers: z.array(z.string()),
        sender: z
          .object({
            account_sid: z.string(),
            from: z.string(),
            webhook_url: z.string().describe('Set as the sender’s "A message comes in" webhook in Twilio.'),
          })
          .nullable()
          .describe('The newsroom’s own Twilio sender.'),
      })
      .nullable(),
  })
  .meta({ id: 'Channels' });

export const deliveriesSchema = z
  .object({ job_id: z.string(), deliveries: z.array(deliverySchema) })
  .meta({ id: 'JobDeliveries' });

export function toDeliveryDto(d: DeliveryRecord): z.infer<typeof deliverySchema> {
  return {
    id: d.id,
    kind: d.kind,
    platform: d.platform,
    state: d.state,
    attempts: d.attempts,
    reason: d.reason,
    platform_status: d.platformStatus,
    created_at: d.createdAt.toISOString(),
    sent_at: d.sentAt?.toISOString() ?? null,
  };
}

export function toRequest(body: z.infer<typeof channelsBody>): ChannelsRequest {
  const request: ChannelsRequest = {};
  if (body.slack !== undefined) {
    request.slack = body.slack && {
      teamId: body.slack.team_id,
      editorsChannel: body.slack.editors_channel ?? null,
    };
  }
  if (body.telegram !== undefined) {
    const t = body.telegram;
    request.telegram =
      t &&
      (t.bot_token
        ? { own: true, botToken: t.bot_token, editorsChat: t.editors_chat ?? null }
        : { own: false, chatIds: [...new Set(t.chat_ids ?? [])], editorsChat: t.editors_chat ?? null });
  }
  if (body.whatsapp !== undefined) {
    const w = body.whatsapp;
    request.whatsapp =
      w &&
      (w.account_sid && w.auth_token && w.from
        ? { own: true, accountSid: w.account_sid, authToken: w.auth_token, from: w.from }
        : { own: false, numbers: [...new Set(w.numbers ?? [])] });
  }
  return request;
}

/** No GET ever carries a token: connectors show only who they are. */
export function toChannelsDto(
  view: ChannelsView,
  publicUrl: string | undefined,
): z.infer<typeof channelsSchema> {
  const s = view.settings;
  const own = (platform: string) => view.connectors.find((c) => c.platform === platform);
  const slack = own('slack');
  const telegram = own('telegram');
  const whatsapp = own('whatsapp');
  const base = (publicUrl ?? '').replace(/\/$/, '');
  return {
    deployment_bots: view.deploymentBots,
    slack: slack
      ? {
          team_id: slack.externalId,
          editors_channel: slack.editorsChannel,
          installed: true,
          team_name: slack.label,
        }
      : s.slack && {
          team_id: s.slack.teamId,
          editors_channel: s.slack.editorsChannel,
          installed: false,
          team_name: null,
        },
    telegram: telegram
      ? {
          chat_ids: [],
          editors_chat: telegram.editorsChannel,
          bot: { id: telegram.externalId, username: telegram.label ?? '' },
        }
      : s.telegram && { chat_ids: s.telegram.chatIds, editors_chat: s.telegram.editorsChat, bot: null },
    whatsapp: whatsapp
      ? {
          numbers: [whatsapp.externalId],
          sender: {
            account_sid: whatsapp.label ?? '',
            from: whatsapp.externalId,
            webhook_url: `${base}/whatsapp/${whatsapp.id}/webhook`,
          },
        }
      : s.whatsapp && { numbers: s.whatsapp.numbers, sender: null },
  };
}
