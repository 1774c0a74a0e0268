import { z } from 'zod';

// The parts of a Bot API Update the service reads (https://core.telegram.org/bots/api#update).
const user = z.object({
  id: z.number(),
  is_bot: z.boolean(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
});

const chat = z.object({ id: z.number(), type: z.string() });

const mediaFile = z.object({
  file_id: z.string(),
  file_size: z.number().optional(),
  duration: z.number().optional(),
  mime_type: z.string().optional(),
  file_name: z.string().optional(),
});

export const telegramMessageSchema = z.object({
  message_id: z.number(),
  date: z.number(),
  chat,
  from: user.optional(),
  text: z.string().optional(),
  caption: z.string().optional(),
  // Media a tip may arrive as (issue 20); each names a file for getFile.
  photo: z
    .array(
      z.object({
        file_id: z.string(),
        width: z.number(),
        height: z.number(),
        file_size: z.number().optional(),
      }),
    )
    .optional(),
  voice: mediaFile.optional(),
  audio: mediaFile.optional(),
  video: mediaFile.optional(),
  video_note: mediaFile.optional(),
  document: mediaFile.optional(),
});

export const updateSchema = z.object({
  update_id: z.number(),
  message: telegramMessageSchema.optional(),
  callback_query: z
    .object({
      id: z.string(),
      from: user,
      message: z.object({ message_id: z.number(), chat }).optional(),
      data: z.string().optional(),
    })
    .optional(),
});

export type TelegramUser = z.infer<typeof user>;
