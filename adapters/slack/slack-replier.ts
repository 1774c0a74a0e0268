import { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import { permanent } from '../../src/core/chat/delivery-error.js';
import type { ChatReplier } from '../../src/core/chat/ports.js';
import { sdkLogger } from '../shared/logging.js';
import { fromSlackError } from './slack-errors.js';
import { renderSlackMessage, renderSlackReviewCard } from './slack-render.js';
import { escapeMrkdwn } from './slack-text.js';

export interface SlackReplierConfig {
  /**
   * The bot token for a Slack team: the team's own installation ("Add to Slack"), else the
   * deployment's SLACK_BOT_TOKEN; null when neither serves it.
   */
  tokenFor(team: string | null): Promise<string | null>;
  /** Web API base URL (ends with /api/); default Slack's. */
  apiUrl?: string | undefined;
  log: Logger;
}

/** `team/channel` (how the service addresses a channel) split; a bare channel has no team. */
export function splitSlackChannel(channel: string): { team: string | null; channel: string } {
  const slash = channel.indexOf('/');
  return slash < 0
    ? { team: null, channel }
    : { team: channel.slice(0, slash), channel: channel.slice(slash + 1) };
}

/**
 * Posts through Slack's Web API with the official WebClient, with the token of the team the
 * channel belongs to. Retries are the delivery policy's job.
 */
export function createSlackReplier(config: SlackReplierConfig): ChatReplier {
  const clients = new Map<string, webApi.WebClient>();
  const clientFor = (token: string) => {
    let client = clients.get(token);
    if (!client) {
      client = new webApi.WebClient(token, {
        ...(config.apiUrl
          ? { slackApiUrl: config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/` }
          : {}),
        logger: sdkLogger(config.log.child({ platform: 'slack' })),
        retryConfig: { retries: 0 },
        rejectRateLimitedCalls: true,
      });
      clients.set(token, client);
    }
    return client;
  };

  /** Runs one Web API call for the team of `address` (`team/channel`), errors in delivery terms. */
  const call = async <T>(
    address: string,
    fn: (client: webApi.WebClient, channel: string) => Promise<T>,
  ): Promise<T> => {
    const { team, channel } = splitSlackChannel(address);
    const token = await config.tokenFor(team);
    if (!token) throw permanent('not_installed', `No Slack token serves team ${team ?? '(none)'}.`);
    try {
      return await fn(clientFor(token), channel);
    } catch (error) {
      throw fromSlackError(error);
    }
  };

  return {
    platform: 'slack',
    async postReply(thread, message) {
      const rendered = renderSlackMessage(message);
      const result = await call(thread.channel, (client, channel) =>
        client.chat.postMessage({ channel, thread_ts: thread.thread, unfurl_links: false, ...rendered }),
      );
      return { messageIds: result.ts ? [result.ts] : [] };
    },
    async postReviewRequest(address, card) {
      const result = await call(address, (client, channel) =>
        client.chat.postMessage({ channel, unfurl_links: false, ...renderSlackReviewCard(card) }),
      );
      return { messageIds: result.ts ? [result.ts] : [] };
    },
    async updateReviewMessage(address, messageId, card) {
      await call(address, (client, channel) =>
        client.chat.update({ channel, ts: messageId, ...renderSlackReviewCard(card) }),
      );
    },
    async answerPress(answerRef, text) {
      const [address, user] = answerRef.split('|');
      if (!address || !user) throw permanent('bad_target', 'Not a Slack press reference.');
      // Only the editor who pressed sees it; the channel is not disturbed.
      await call(address, (client, channel) =>
        client.chat.postEphemeral({ channel, user, text: escapeMrkdwn(text) }),
      );
    },
  };
}
