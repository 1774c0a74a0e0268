import type { Logger } from 'pino';
import type { ChatInbound, ChatReplier } from '../../src/core/chat/ports.js';
import type { Clock } from '../../src/core/shared/clock.js';
import { createSlackInbound } from './slack-inbound.js';
import { createSlackReplier } from './slack-replier.js';

export interface SlackAdapterConfig {
  signingSecret: string;
  /** The bot token serving a team (its installation, or the deployment's own token). */
  tokenFor(team: string | null): Promise<string | null>;
  apiUrl?: string | undefined;
  clock: Clock;
  log: Logger;
}

export interface SlackAdapter {
  inbound: ChatInbound;
  replier: ChatReplier;
}

/** Slack: Events API + interactivity in, Web API out. */
export function createSlackAdapter(config: SlackAdapterConfig): SlackAdapter {
  return {
    inbound: createSlackInbound({ signingSecret: config.signingSecret, clock: config.clock }),
    replier: createSlackReplier({ tokenFor: config.tokenFor, apiUrl: config.apiUrl, log: config.log }),
  };
}
