import { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import { permanent } from '../../src/core/chat/delivery-error.js';
import type { ChatReplier } from '../../src/core/chat/ports.js';
import { sdkLogger } from '../shared/logging.js';
import { fromSlackError } from './slack-errors.js';
import { renderSlackMessage, renderSlackReviewCard } from './slack-render.js';

export interface SlackReplierConfig {
  botToken: string;
  /** Web API base URL (ends with /api/); default Slack's. */
  apiUrl?: string | undefined;
  log: Logger;
}

/** Posts through Slack's Web API with the official WebClient. Retries are the delivery policy's job. */
export function createSlackReplier(config: SlackReplierConfig): ChatReplier {
  const client = new webApi.WebClient(config.botToken, {
    ...(config.apiUrl
      ? { slackApiUrl: config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/` }
      : {}),
    logger: sdkLogger(config.log.child({ platform: 'slack' })),
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
  });

  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw fromSlackError(error);
    }
  };

  return {
    platform: 'slack',
    async postReply(thread, message) {
      const rendered = renderSlackMessage(message);
      const result = await call(() =>
        client.chat.postMessage({
          channel: thread.channel,
          thread_ts: thread.thread,
          unfurl_links: false,
          ...rendered,
        }),
      );
      return { messageIds: result.ts ? [result.ts] : [] };
    },
    async postReviewRequest(channel, card) {
      const result = await call(() =>
        client.chat.postMessage({ channel, unfurl_links: false, ...renderSlackReviewCard(card) }),
      );
      return { messageIds: result.ts ? [result.ts] : [] };
    },
    async updateReviewMessage(channel, messageId, card) {
      await call(() => client.chat.update({ channel, ts: messageId, ...renderSlackReviewCard(card) }));
    },
    async answerPress(answerRef, text) {
      const [channel, user] = answerRef.split('|');
      if (!channel || !user) throw permanent('bad_target', 'Not a Slack press reference.');
      // Only the editor who pressed sees it; the channel is not disturbed.
      await call(() => client.chat.postEphemeral({ channel, user, text }));
    },
  };
}
