import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';

const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url));

/** A windows-1252 page: curly quotes (0x93/0x94) and accented letters, which UTF-8 would garble. */
const LATIN_PAGE = `<!DOCTYPE html><html lang="en"><head>{META}<title>Café owners in Abéokuta protest “new levy” | Ogun Weekly</title>
<meta property="og:site_name" content="Ogun Weekly"></head><body><nav><a href="/">Home</a></nav><article>
<h1>Café owners in Abéokuta protest “new levy”</h1>
<p>Café and restaurant owners in Abéokuta said on Monday that the state’s “new levy” of 5,000 naira a month had doubled their costs since January.</p>
<p>The Ogun State Internal Revenue Service said the levy applied to 2,400 businesses and would raise 144 million naira this year.</p>
<p>Members of the association met the commissioner for finance, Mrs Adébáyò Olúwaseun, on Friday, according to a statement signed by its secretary.</p>
<p>The association’s chairman said the levy was introduced without consultation, and that 300 members had closed their shops in protest last week.</p>
</article><footer>© Ogun Weekly</footer></body></html>`;

export interface FixtureServer {
  origin: string;
  port: number;
  /** Requests seen, with their headers (to assert the User-Agent). */
  requests: Array<{ url: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

export interface FixtureOptions {
  /** Words in the generated long article (benchmark). */
  longArticleWords?: number;
  /** Minutes of generated captions (benchmark). */
  longCaptionMinutes?: number;
}

/** Sentences that read like news copy, cycled to build long fixtures. */
const NEWS_SENTENCES = [
  'The state government said it spent 4.5 billion naira on primary health care centres in 2025.',
  'Officials at the ministry told reporters that 1,200 new classrooms had been completed in rural areas.',
  'According to the National Bureau of Statistics, unemployment among young people stood at 33 percent last year.',
  'Residents of the town said the water project had stalled for more than two years.',
  'The commissioner for works promised that the bridge would be open to traffic before the rainy season.',
  'Opposition lawmakers claimed that the budget had been padded by at least 80 billion naira.',
  'The federal government approved 2.3 trillion naira for road construction in the north-east, the minister announced.',
  'Traders at the main market said the price of tomatoes had tripled since December.',
];

const varied = (sentence: string, i: number) =>
  sentence.replace(/\d[\d.,]*/, (n) => `${n.replace(/,/g, '')}${i}`);

export function longArticle(words: number): string {
  const paragraphs: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    // Numbers vary per paragraph so no two statements are duplicates (dedup would make it cheap).
    const sentences = [0, 1, 2, 3].map((k) => varied(NEWS_SENTENCES[(i + k) % NEWS_SENTENCES.length]!, i));
    const text = sentences.join(' ');
    count += text.split(/\s+/).length;
    paragraphs.push(`<p>${text}</p>`);
  }
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Budget 2026: what the state says it spent</title>
<meta property="og:site_name" content="The Plateau Herald"><meta name="author" content="Musa Danjuma"></head>
<body><nav><a href="/">Home</a><a href="/news">News</a></nav><article><h1>Budget 2026: what the state says it spent</h1>
${paragraphs.join('\n')}</article><footer>© The Plateau Herald</footer></body></html>`;
}

export function longCaptions(minutes: number): string {
  const lines = ['WEBVTT', ''];
  const ts = (s: number) => {
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(Math.floor(s % 60))}.${pad(Math.round((s % 1) * 1000), 3)}`;
  };
  for (let s = 0, i = 0; s < minutes * 60; s += 3, i++) {
    const sentence = varied(NEWS_SENTENCES[i % NEWS_SENTENCES.length]!, i);
    lines.push(`${ts(s)} --> ${ts(s + 3)}`, sentence, '');
  }
  return lines.join('\n');
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A local web server with real-looking pages for the link tool: an article, a captioned video
 * page, caption files, redirects, a huge and a slow body, non-UTF-8 pages, and content the tool
 * must refuse. Listens on 127.0.0.1 at a random port.
 */
export async function startFixtureServer(opts: FixtureOptions = {}): Promise<FixtureServer> {
  const requests: FixtureServer['requests'] = [];
  const send =
    (type: string, body: string | Buffer, extra: Record<string, string> = {}): Handler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': type, ...extra });
      res.end(body);
    };
  const redirect =
    (status: number, location: string): Handler =>
    (_req, res) => {
      res.writeHead(status, { location });
      res.end();
    };
  const article = fixture('pages/article.html');
  const routes: Record<string, Handler> = {
    '/news/inflation-eases-march': send('text/html; charset=utf-8', article),
    '/news/inflation-eases-march.gz': send('text/html; charset=utf-8', gzipSync(article), {
      'content-encoding': 'gzip',
    }),
    '/xhtml/article': send('application/xhtml+xml', article),
    '/videos/budget-speech': send('text/html; charset=utf-8', fixture('pages/video-page.html')),
    '/videos/flood': send('text/html; charset=utf-8', fixture('pages/silent-video.html')),
    '/captions/budget-speech.vtt': send('text/vtt; charset=utf-8', fixture('captions/budget-speech.vtt')),
    '/captions/budget-speech.fr.vtt': send('text/vtt', fixture('captions/budget-speech.fr.vtt')),
    '/captions/chapters.vtt': send('text/vtt', fixture('captions/chapters.vtt')),
    '/captions/empty.vtt': send('text/vtt', fixture('captions/empty.vtt')),
    '/captions/news-bulletin.srt': send('application/x-subrip', fixture('captions/news-bulletin.srt')),
    '/downloads/news-bulletin.srt': send('application/octet-stream', fixture('captions/news-bulletin.srt')),
    // Two official figures, the first of them wrong (issue 10 point 6: rated true before).
    '/news/states-and-voters': send(
      'text/html; charset=utf-8',
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Facts about Nigeria</title></head>
<body><article><h1>Facts about Nigeria</h1><p>Nigeria has 40 states. INEC registered 93.4 million voters for the 2023 elections.</p></article></body></html>`,
    ),
    '/ogun/levy': send(
      'text/html; charset=ISO-8859-1',
      iconv.encode(LATIN_PAGE.replace('{META}', ''), 'windows-1252'),
    ),
    '/ogun/levy-meta': send(
      'text/html',
      iconv.encode(
        LATIN_PAGE.replace(
          '{META}',
          '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">',
        ),
        'windows-1252',
      ),
    ),
    '/r/1': redirect(301, '/r/2'),
    '/r/2': redirect(302, `http://127.0.0.1:{PORT}/r/3`),
    '/r/3': redirect(307, '../news/inflation-eases-march'),
    '/loop': redirect(302, '/loop'),
    '/to-intranet': redirect(302, 'http://intranet.example:{PORT}/news/inflation-eases-march'),
    '/to-loopback6': redirect(302, 'http://[::1]:{PORT}/news/inflation-eases-march'),
    '/to-decimal-loopback': redirect(302, 'http://2130706433:{PORT}/news/inflation-eases-march'),
    '/to-metadata': redirect(302, 'http://169.254.169.254/latest/meta-data/'),
    '/to-ftp': redirect(302, 'ftp://127.0.0.1/pub/file.txt'),
    '/image.png': send('image/png', Buffer.from('89504e470d0a1a0a', 'hex')),
    '/no-type': (_req, res) => {
      res.writeHead(200, {});
      res.end('hello');
    },
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not found</h1>');
    },
    '/huge.html': (_req, res) => {
      // No Content-Length: the cap must hold while streaming, not only on a declared size.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'Lorem ipsum dolor sit amet. '.repeat(2000)}</p>`;
      let sent = 0;
      const pump = () => {
        while (sent < 20_000_000) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.write('<!DOCTYPE html><html><body>');
      pump();
    },
    '/huge-declared.html': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50_000_000) });
      res.write('<html>');
      setTimeout(() => res.destroy(), 2000).unref();
    },
    '/slow.html': (_req, res) => {
      // Headers and a first chunk at once, then a trickle that never finishes in time.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<!DOCTYPE html><html><body><p>Loading');
      const timer = setInterval(() => res.write('.'), 200);
      res.on('close', () => clearInterval(timer));
      setTimeout(() => {
        clearInterval(timer);
        res.end('</p></body></html>');
      }, 30_000).unref();
    },
  };
  if (opts.longArticleWords)
    routes['/long/article'] = send('text/html; charset=utf-8', longArticle(opts.longArticleWords));
  if (opts.longCaptionMinutes)
    routes['/long/captions.vtt'] = send('text/vtt', longCaptions(opts.longCaptionMinutes));

  let port = 0;
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const path = (req.url ?? '/').split('?')[0]!;
    const handler = routes[path];
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    // Redirect targets may name the server's own port.
    const setHeader = res.writeHead.bind(res);
    res.writeHead = ((status: number, headers?: Record<string, string>) => {
      if (headers?.location) headers.location = headers.location.replace('{PORT}', String(port));
      return setHeader(status, headers);
    }) as typeof res.writeHead;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
