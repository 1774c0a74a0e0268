import { z } from 'zod';

// The parts of Slack's Events API and interactivity payloads the service reads
// (https://api.slack.com/apis/events-api, https://api.slack.com/reference/interaction-payloads).

export const urlVerificationSchema = z.object({ type: z.literal('url_verification'), challenge: z.string() });

export const messageEventSchema = z.object({
  type: z.enum(['message', 'app_mention']),
  subtype: z.string().optional(),
  bot_id: z.string().optional(),
  user: z.string().optional(),
  text: z.string().default(''),
  ts: z.string(),
  thread_ts: z.string().optional(),
  channel: z.string(),
  channel_type: z.string().optional(),
  // Files shared with the message (issue 20); the rest is read with files.info.
  files: z
    .array(z.looseObject({ id: z.string(), mimetype: z.string().optional(), size: z.number().optional() }))
    .optional(),
});

export const eventCallbackSchema = z.object({
  type: z.literal('event_callback'),
  team_id: z.string(),
  event_id: z.string(),
  event: z.looseObject({ type: z.string() }),
});

/** The install is gone: `app_uninstalled`, or `tokens_revoked` naming bot tokens. */
export const revokedEventSchema = z.union([
  z.object({ type: z.literal('app_uninstalled') }),
  z.object({
    type: z.literal('tokens_revoked'),
    tokens: z.object({ bot: z.array(z.string()).min(1) }),
  }),
]);

export const blockActionsSchema = z.object({
  type: z.literal('block_actions'),
  user: z.object({
    id: z.string(),
    username: z.string().optional(),
    name: z.string().optional(),
    team_id: z.string().optional(),
  }),
  team: z.object({ id: z.string() }).nullable().optional(),
  channel: z.object({ id: z.string() }).optional(),
  container: z.object({ message_ts: z.string().optional(), channel_id: z.string().optional() }).optional(),
  message: z.object({ ts: z.string() }).optional(),
  actions: z
    .array(
      z.object({ action_id: z.string(), value: z.string().optional(), action_ts: z.string().optional() }),
    )
    .min(1),
});
