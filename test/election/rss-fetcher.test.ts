import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from '../../adapters/web/address-policy.js';
import { createSafeFetcher } from '../../adapters/web/safe-fetcher.js';
import { createAddressResolver, type ResolveAll } from '../../adapters/web/url-guard.js';
import { createRssFetcher, FEED_MEDIA } from '../../src/feed/rss-fetcher.js';
import { createFeedUrlGuard } from '../../src/feed/url-guard.js';

/**
 * Feed URLs come from workspaces, so polling them must be as safe as fetching a link: here
 * `feeds.example` is treated as a public host (it is the local server), and its redirect to a
 * private address must be refused at poll time, not only when the feed was added.
 */
let server: Server;
let port: number;
const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Desk</title>
<item><guid>a1</guid><title>Results: collation resumes</title><link>https://news.example/a1</link></item>
</channel></rss>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/feed.xml')
      return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss);
    if (req.url === '/moved') return void res.writeHead(302, { location: 'http://10.0.0.7/feed.xml' }).end();
    if (req.url === '/page') return void res.writeHead(200, { 'content-type': 'image/png' }).end('x');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const resolveAll: ResolveAll = async (host) => {
  if (host === 'feeds.example') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};
const resolve = createAddressResolver({
  allowPrivateNetworks: false,
  resolveAll,
  addressPolicy: (address) => (address === '127.0.0.1' ? null : forbiddenAddressReason(address)),
});
const fetcher = createRssFetcher({
  fetcher: createSafeFetcher({
    resolve,
    media: FEED_MEDIA,
    timeoutMs: 3000,
    maxBytes: 100_000,
    maxRedirects: 3,
  }),
});

describe('feed polling through the safe fetcher', () => {
  it('reads an RSS feed', async () => {
    const feed = await fetcher.fetch(`http://feeds.example:${port}/feed.xml`);
    expect(feed.title).toBe('Desk');
    expect(feed.items).toMatchObject([{ guid: 'a1', title: 'Results: collation resumes' }]);
  });

  it('refuses a redirect to a private address mid-chain', async () => {
    await expect(fetcher.fetch(`http://feeds.example:${port}/moved`)).rejects.toMatchObject({
      code: 'url_refused',
    });
  });

  it('refuses what is not a feed before reading it', async () => {
    await expect(fetcher.fetch(`http://feeds.example:${port}/page`)).rejects.toMatchObject({
      code: 'unsupported_content',
    });
  });

  it('the guard refuses private and non-http feed addresses when they are added', async () => {
    const guard = createFeedUrlGuard(createAddressResolver({ allowPrivateNetworks: false }));
    expect(await guard.check('http://169.254.169.254/latest/meta-data')).toMatch(/./);
    expect(await guard.check('http://[::1]/feed.xml')).toMatch(/./);
    expect(await guard.check('ftp://feeds.example/feed.xml')).toMatch(/./);
    expect(await guard.check(`http://feeds.example:${port}/feed.xml`)).toMatch(/./); // not resolvable here
  });
});
