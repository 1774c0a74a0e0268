import { startFakeServer } from './fake-server.js';

/**
 * Slack's Web API as documented (https://api.slack.com/web): POST /api/<method>, bearer token,
 * `{ok: true, ...}` or `{ok: false, error}`. Complex arguments (blocks) arrive JSON-encoded in the
 * form, as the official WebClient sends them.
 */
export async function startFakeSlack(token: string) {
  let ts = 1_700_000_000;
  const files = new Map<string, { mimetype: string; size: number; name: string }>();
  const server = await startFakeServer(
    (call) => {
      if (call.headers.authorization !== `Bearer ${token}`)
        return { status: 200, body: { ok: false, error: 'invalid_auth' } };
      const channel = String(call.params.channel ?? '');
      switch (call.method) {
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
  };
}

/** Blocks as the WebClient sent them (a JSON string inside the form). */
export const blocksOf = (params: Record<string, unknown>): Array<Record<string, unknown>> =>
  typeof params.blocks === 'string'
    ? JSON.parse(params.blocks)
    : ((params.blocks as Array<Record<string, unknown>>) ?? []);

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;
