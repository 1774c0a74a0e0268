import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (path: string) =>
  readFileSync(new URL(`../fixtures/youtube/${path}`, import.meta.url), 'utf8');

/** Video ids the fake knows: json3 captions, XML-only captions, no captions, unavailable. */
export const VIDEOS = {
  json3: 'Xk3bQm9aT2c',
  xml: 'Kn0Ab1Cd2Ef',
  none: 'Zz9Yy8Xx7Ww',
  unavailable: 'Pp0Oo9Ii8Uu',
} as const;

/** The watch page wraps the player response in an inline script, as youtube.com does. */
function watchPage(player: unknown): string {
  return `<!DOCTYPE html><html style="font-size: 10px;font-family: Roboto, Arial, sans-serif;" lang="en" dir="ltr"><head>
<meta property="og:site_name" content="YouTube"><title>YouTube</title>
<script nonce="x1">var ytcfg={d:function(){return window.yt&&yt.config_||ytcfg.data_||(ytcfg.data_={})}};</script>
</head><body><div id="player"></div>
<script nonce="x1">var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = document.createElement('meta'); meta.name = 'referrer'; meta.content = 'origin-when-cross-origin'; document.getElementsByTagName('head')[0].appendChild(meta);</script>
<script nonce="x1">var ytInitialData = {"contents":{"twoColumnWatchNextResults":{}}};</script>
</body></html>`;
}

export interface FakeYouTube {
  baseUrl: string;
  requests: Array<{ url: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

/**
 * A local stand-in for www.youtube.com serving what the web player reads: the watch page with
 * `ytInitialPlayerResponse`, and `/api/timedtext` in json3 (or, for one video, only the classic XML).
 */
export async function startFakeYouTube(): Promise<FakeYouTube> {
  const base = JSON.parse(fixture('player-response.json')) as Record<string, unknown> & {
    videoDetails: Record<string, unknown>;
    captions?: { playerCaptionsTracklistRenderer: { captionTracks: Array<{ baseUrl: string }> } };
  };
  const players: Record<string, unknown> = {
    [VIDEOS.json3]: base,
    [VIDEOS.xml]: {
      ...base,
      videoDetails: {
        ...base.videoDetails,
        videoId: VIDEOS.xml,
        title: 'Kano governor on school renovation',
      },
      captions: {
        playerCaptionsTracklistRenderer: {
          captionTracks: [
            {
              baseUrl: `/api/timedtext?v=${VIDEOS.xml}&lang=en&xorf=1`,
              name: { simpleText: 'English' },
              languageCode: 'en',
              vssId: '.en',
            },
          ],
        },
      },
    },
    [VIDEOS.none]: {
      ...base,
      videoDetails: { ...base.videoDetails, videoId: VIDEOS.none, title: 'Drone footage of Lekki' },
      captions: undefined,
    },
    [VIDEOS.unavailable]: { playabilityStatus: { status: 'ERROR', reason: 'This video is unavailable' } },
  };
  const requests: FakeYouTube['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://fake');
    const id = url.searchParams.get('v') ?? '';
    if (url.pathname === '/watch' && players[id]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(watchPage(players[id]));
    }
    if (url.pathname === '/api/timedtext' && id === VIDEOS.json3 && url.searchParams.get('fmt') === 'json3') {
      // The fake serves the uploaded English track only: picking the ASR or Hausa track is a bug.
      if (url.searchParams.get('name') !== 'CC' || url.searchParams.get('lang') !== 'en') {
        res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        return res.end(
          '{"wireMagic":"pb3","events":[{"tStartMs":0,"dDurationMs":1000,"segs":[{"utf8":"wrong track"}]}]}',
        );
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      return res.end(fixture('timedtext.json3'));
    }
    if (url.pathname === '/api/timedtext' && id === VIDEOS.xml) {
      // Like older timedtext endpoints: the classic XML whatever fmt is asked for.
      res.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' });
      return res.end(fixture('timedtext.xml'));
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>404</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
