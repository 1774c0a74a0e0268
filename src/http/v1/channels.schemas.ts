import { z } from 'zod';
import type { DeliveryRecord } from '../../core/chat/ports.js';
import type { ChannelSettings, ChannelSettingsUpdate } from '../../db/repositories/chat-channel-store.js';
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

export const channelsBody = z
  .object({
    slack: z
      .object({ team_id: slackTeamId, editors_channel: slackChannelId.nullable().optional() })
      .nullable()
      .optional()
      .describe(
        'The Slack workspace (team) whose messages come here; editors_channel gets low-confidence claims.',
      ),
    telegram: z
      .object({
        chat_ids: z.array(telegramChatId).max(100).default([]),
        editors_chat: telegramChatId.nullable().optional(),
      })
      .nullable()
      .optional()
      .describe(
        'Telegram chats whose messages come here; editors_chat gets low-confidence claims with buttons.',
      ),
    whatsapp: z
      .object({ numbers: z.array(whatsappNumber).max(50) })
      .nullable()
      .optional()
      .describe('WhatsApp tip-line numbers (the Twilio senders users write to).'),
  })
  .meta({ id: 'ChannelsUpdate' });

export const channelsSchema = z
  .object({
    slack: z.object({ team_id: z.string(), editors_channel: z.string().nullable() }).nullable(),
    telegram: z.object({ chat_ids: z.array(z.string()), editors_chat: z.string().nullable() }).nullable(),
    whatsapp: z.object({ numbers: z.array(z.string()) }).nullable(),
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

export function toUpdate(body: z.infer<typeof channelsBody>): ChannelSettingsUpdate {
  const update: ChannelSettingsUpdate = {};
  if (body.slack !== undefined) {
    update.slack = body.slack && {
      teamId: body.slack.team_id,
      editorsChannel: body.slack.editors_channel ?? null,
    };
  }
  if (body.telegram !== undefined) {
    update.telegram = body.telegram && {
      chatIds: [...new Set(body.telegram.chat_ids)],
      editorsChat: body.telegram.editors_chat ?? null,
    };
  }
  if (body.whatsapp !== undefined)
    update.whatsapp = body.whatsapp && { numbers: [...new Set(body.whatsapp.numbers)] };
  return update;
}

export const toChannelsDto = (s: ChannelSettings): z.infer<typeof channelsSchema> => ({
  slack: s.slack && { team_id: s.slack.teamId, editors_channel: s.slack.editorsChannel },
  telegram: s.telegram && { chat_ids: s.telegram.chatIds, editors_chat: s.telegram.editorsChat },
  whatsapp: s.whatsapp && { numbers: s.whatsapp.numbers },
});
