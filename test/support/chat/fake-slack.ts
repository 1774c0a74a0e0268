import { startFakeServer } from './fake-server.js';

/** An "Add to Slack" Slack would grant: the code, and the team and bot token it exchanges for. */
export interface FakeGrant {
  code: string;
  team: { id: string; name: string };
  botToken: string;
}

/**
 * Slack's Web API as documented (https://api.slack.com/web): POST /api/<method>, bearer token,
 * `{ok: true, ...}` or `{ok: false, error}`. Complex arguments (blocks) arrive JSON-encoded in the
 * form, as the official WebClient sends them. `oauth.v2.access` exchanges a granted code (client
 * id and secret in the form, as @slack/oauth sends them) for a team's bot token, once.
 */
export async function startFakeSlack(token: string, client?: { id: string; secret: string }) {
  let ts = 1_700_000_000;
  const files = new Map<string, { mimetype: string; size: number; name: string }>();
  const tokens = new Set([token]);
  const grants = new Map<string, FakeGrant>();
  const teamOf = new Map<string, string>();
  const server = await startFakeServer(
    (call) => {
      if (call.method === 'oauth.v2.access') {
        const grant = grants.get(String(call.params.code));
        if (!client || call.params.client_id !== client.id || call.params.client_secret !== client.secret)
          return { status: 200, body: { ok: false, error: 'invalid_client_id' } };
        if (!grant) return { status: 200, body: { ok: false, error: 'invalid_code' } };
        grants.delete(grant.code);
        tokens.add(grant.botToken);
        teamOf.set(grant.botToken, grant.team.id);
        return {
          status: 200,
          body: {
            ok: true,
            app_id: 'A0GASKIYA',
            authed_user: { id: 'UINSTALLER' },
            scope: 'app_mentions:read,channels:history,chat:write',
            token_type: 'bot',
            access_token: grant.botToken,
            bot_user_id: 'UBOT0001',
            team: grant.team,
            enterprise: null,
            is_enterprise_install: false,
          },
        };
      }
      const bearerToken = String(call.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearerToken)) return { status: 200, body: { ok: false, error: 'invalid_auth' } };
      const channel = String(call.params.channel ?? '');
      switch (call.method) {
        case 'auth.test':
          return {
            status: 200,
            body: {
              ok: true,
              url: 'https://example.slack.com/',
              team_id: teamOf.get(bearerToken) ?? 'TDEPLOY',
              user_id: 'UBOT0001',
              bot_id: 'B0GASKIYA',
            },
          };
        case 'chat.postMessage':
          return {
            status: 200,
            body: { ok: true, channel, ts: `${++ts}.000100`, message: { text: call.params.text } },
          };
        case 'chat.update':
          return { status: 200, body: { ok: true, channel, ts: call.params.ts } };
        case 'chat.postEphemeral':
          return { status: 200, body: { ok: true, message_ts: `${++ts}.000200` } };
        case 'files.info': {
          const id = String(call.params.file ?? '');
          const file = files.get(id);
          if (!file) return { status: 200, body: { ok: false, error: 'file_not_found' } };
          const address = `${server.url}/files-pri/T0-${id}/${file.name}`;
          return {
            status: 200,
            body: {
              ok: true,
              file: {
                id,
                name: file.name,
                mimetype: file.mimetype,
                size: file.size,
                url_private: address,
                url_private_download: `${address}?dl=1`,
              },
            },
          };
        }
        default:
          return { status: 200, body: { ok: false, error: 'unknown_method' } };
      }
    },
    (path) => path.replace(/^\/api\//, ''),
  );
  return {
    ...server,
    apiUrl: `${server.url}/api/`,
    /** A file shared in a channel: files.info describes it, url_private serves it to the bot token. */
    addFile(id: string, bytes: Buffer, mimetype: string, name: string) {
      files.set(id, { mimetype, size: bytes.byteLength, name });
      server.files.set(`/files-pri/T0-${id}/${name}`, {
        bytes,
        contentType: mimetype,
        authorization: `Bearer ${token}`,
      });
    },
    /** Slack's authorize page, as a test drives it: the admin approved, here is the code. */
    grant(g: FakeGrant) {
      grants.set(g.code, g);
    },
    /** The token a call was made with. */
    tokenOf: (call: { headers: Record<string, unknown> }) =>
      String(call.headers.authorization ?? '').replace(/^Bearer /, ''),
    revoke(botToken: string) {
      tokens.delete(botToken);
    },
  };
}

/** Blocks as the WebClient sent them (a JSON string inside the form). */
export const blocksOf = (params: Record<string, unknown>): Array<Record<string, unknown>> =>
  typeof params.blocks === 'string'
    ? JSON.parse(params.blocks)
    : ((params.blocks as Array<Record<string, unknown>>) ?? []);

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;
