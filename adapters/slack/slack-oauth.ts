import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  InstallProvider,
  InvalidStateError,
  type Installation,
  type InstallationStore,
  type InstallURLOptions,
  type StateStore,
} from '@slack/oauth';
import type { Logger } from 'pino';
import type { ConnectorStore, OAuthStates } from '../../src/core/chat/connector-ports.js';
import { sdkLogger } from '../shared/logging.js';

/** The bot scopes the manifest asks for (adapters/slack/manifest.yaml). */
export const SLACK_BOT_SCOPES = [
  'app_mentions:read',
  'channels:history',
  'groups:history',
  'im:history',
  'chat:write',
];
const STATE_TTL_MS = 10 * 60_000;

export interface SlackOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** PUBLIC_URL + /slack/oauth/callback: Slack sends the installer back here. */
  redirectUri: string;
  apiUrl?: string | undefined;
  states: OAuthStates;
  connectors: ConnectorStore;
  /** The workspace a Slack team already belongs to (an install, or a link on the deployment's bot). */
  holderOf(team: string): Promise<string | null>;
  log: Logger;
  now?: () => Date;
}

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

interface InstallMetadata {
  workspaceId: string;
  userId: string;
}

/**
 * Slack's OAuth v2 install with the official @slack/oauth InstallProvider: its state store is our
 * database (a random state, stored hashed, bound to the workspace, deleted when used, dead after
 * ten minutes) on top of the provider's own browser-cookie check; its installation store is the
 * workspace's connector, the team's bot token sealed with SECRETS_KEY.
 */
export function createSlackOAuth(config: SlackOAuthConfig) {
  const now = config.now ?? (() => new Date());

  const stateStore: StateStore = {
    async generateStateParam(options: InstallURLOptions) {
      const meta = JSON.parse(options.metadata ?? '{}') as InstallMetadata;
      const state = randomBytes(32).toString('base64url');
      await config.states.save({
        hash: hash(state),
        workspaceId: meta.workspaceId,
        userId: meta.userId,
        options,
        expiresAt: new Date(now().getTime() + STATE_TTL_MS),
      });
      return state;
    },
    async verifyStateParam(_now: Date, state: string) {
      const found = await config.states.take(hash(state));
      if (!found) throw new InvalidStateError('The state is unknown or was already used.');
      if (found.expiresAt.getTime() <= now().getTime()) throw new InvalidStateError('The state has expired.');
      return found.options as InstallURLOptions;
    },
  };

  const installationStore: InstallationStore = {
    async storeInstallation(installation) {
      const meta = JSON.parse(installation.metadata ?? '{}') as Partial<InstallMetadata>;
      const team = installation.team;
      if (!meta.workspaceId || !team?.id || !installation.bot?.token)
        throw new Error('Only a Slack workspace install with a bot token can be connected.');
      const holder = await config.holderOf(team.id);
      if (holder && holder !== meta.workspaceId)
        throw new TeamTaken(
          `The Slack workspace ${team.name ?? team.id} is connected to another Gaskiya workspace.`,
        );
      const previous = (await config.connectors.forWorkspace(meta.workspaceId)).find(
        (c) => c.platform === 'slack',
      );
      const replaced = await config.connectors.replace(meta.workspaceId, {
        platform: 'slack',
        externalId: team.id,
        label: team.name ?? null,
        // Installing again keeps the editors' channel chosen before.
        editorsChannel: previous?.externalId === team.id ? previous.editorsChannel : null,
        secrets: { token: installation.bot.token, installation },
      });
      if (!replaced.ok)
        throw new TeamTaken('This Slack workspace is connected to another Gaskiya workspace.');
    },
    async fetchInstallation(query) {
      const connector = query.teamId ? await config.connectors.findExternal('slack', query.teamId) : null;
      if (!connector) throw new Error('No installation for this team.');
      return (await config.connectors.secretsOf(connector)).installation as Installation;
    },
    async deleteInstallation(query) {
      if (query.teamId) await config.connectors.removeExternal('slack', query.teamId);
    },
  };

  const provider = new InstallProvider({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    stateStore,
    installationStore,
    directInstall: true,
    logger: sdkLogger(config.log.child({ platform: 'slack', part: 'oauth' })),
    clientOptions: config.apiUrl
      ? { slackApiUrl: config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/` }
      : {},
  });

  const page = (res: ServerResponse, status: number, title: string, text: string) => {
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      `<!doctype html><meta charset="utf-8"><title>${escape(title)}</title><h1>${escape(title)}</h1><p>${escape(text)}</p>`,
    );
  };

  return {
    /** 302 to Slack's authorize page, with the state in a cookie of this browser. */
    async install(req: IncomingMessage, res: ServerResponse, who: InstallMetadata) {
      await provider.handleInstallPath(req, res, undefined, {
        scopes: SLACK_BOT_SCOPES,
        redirectUri: config.redirectUri,
        metadata: JSON.stringify(who),
      });
    },
    /** Slack sent the installer back: state checked and spent, code exchanged, token stored. */
    async callback(req: IncomingMessage, res: ServerResponse) {
      await provider.handleCallback(req, res, {
        successAsync: async (installation) => {
          page(
            res,
            200,
            'Gaskiya is in your Slack workspace',
            `Messages in ${installation.team?.name ?? 'your Slack workspace'} now reach your newsroom. You can close this page.`,
          );
        },
        failureAsync: async (error) => {
          const taken =
            error instanceof TeamTaken || (error as { original?: unknown }).original instanceof TeamTaken;
          page(
            res,
            taken ? 409 : 400,
            'Slack was not connected',
            taken
              ? error.message
              : 'This install link is not valid: it was forged, already used or has expired. Start again from your dashboard.',
          );
        },
      });
    },
  };
}

class TeamTaken extends Error {}

export type SlackOAuth = ReturnType<typeof createSlackOAuth>;
