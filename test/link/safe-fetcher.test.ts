import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from '../../adapters/web/address-policy.js';
import { createSafeFetcher, DEFAULT_USER_AGENT } from '../../adapters/web/safe-fetcher.js';
import { createAddressResolver, type ResolveAll } from '../../adapters/web/url-guard.js';
import { startFixtureServer, type FixtureServer } from './support/fixture-server.js';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

const limits = { timeoutMs: 1500, maxBytes: 1_000_000, maxRedirects: 5 };
/** The fixture server stands on loopback, so these tests allow private networks... */
const local = () =>
  createSafeFetcher({ resolve: createAddressResolver({ allowPrivateNetworks: true }), ...limits });

/**
 * ...except the mid-chain tests, which need the fixture server to count as public: the policy is
 * the production one with the fixture's loopback address treated as a public host, and a resolver
 * that says where the fake names point.
 */
function pretendingPublic(names: Record<string, string[]>) {
  const lookups: string[] = [];
  const resolveAll: ResolveAll = async (host) => {
    lookups.push(host);
    const addresses = names[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const);
  };
  const addressPolicy = (address: string) =>
    address === '127.0.0.1' ? null : forbiddenAddressReason(address);
  const fetcher = createSafeFetcher({
    resolve: createAddressResolver({ allowPrivateNetworks: false, resolveAll, addressPolicy }),
    ...limits,
  });
  return { fetcher, lookups };
}

describe('safe fetcher', () => {
  it('fetches a page with a User-Agent naming the service', async () => {
    const page = await local().fetch(`${server.origin}/news/inflation-eases-march`);
    expect(page.mediaType).toBe('text/html');
    expect(page.charset).toBe('utf-8');
    expect(Buffer.from(page.body).toString('utf8')).toContain('Inflation eases to 24.2%');
    const seen = server.requests.find((r) => r.url === '/news/inflation-eases-march');
    expect(seen?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(DEFAULT_USER_AGENT).toMatch(/^Gaskiya\//);
  });

  it('follows a redirect chain (301, absolute 302, relative 307) to the final address', async () => {
    const page = await local().fetch(`${server.origin}/r/1`);
    expect(page.url).toBe(`${server.origin}/news/inflation-eases-march`);
    expect(Buffer.from(page.body).toString('utf8')).toContain('National Bureau of Statistics');
  });

  it('decompresses gzip bodies', async () => {
    const page = await local().fetch(`${server.origin}/news/inflation-eases-march.gz`);
    expect(Buffer.from(page.body).toString('utf8')).toContain('Cordros Capital');
  });

  it.each([
    ['/loop', 'too_many_redirects'],
    ['/huge.html', 'too_large'],
    ['/huge-declared.html', 'too_large'],
    ['/slow.html', 'fetch_timeout'],
    ['/image.png', 'unsupported_content'],
    ['/no-type', 'unsupported_content'],
    ['/missing', 'http_error'],
    ['/to-ftp', 'url_refused'],
  ])('refuses %s with %s', async (path, code) => {
    const started = Date.now();
    await expect(local().fetch(`${server.origin}${path}`)).rejects.toMatchObject({ code });
    expect(Date.now() - started).toBeLessThan(limits.timeoutMs + 1000);
  });

  it('refuses an unreachable port as unreachable', async () => {
    await expect(local().fetch('http://127.0.0.1:9/')).rejects.toMatchObject({ code: 'unreachable' });
  });

  describe('redirect from a public host to a private address, refused mid-chain', () => {
    const names = { 'news.example': ['127.0.0.1'], 'intranet.example': ['127.0.0.1', '10.0.0.7'] };

    it('serves the public host itself', async () => {
      const { fetcher } = pretendingPublic(names);
      const page = await fetcher.fetch(`http://news.example:${server.port}/news/inflation-eases-march`);
      expect(page.mediaType).toBe('text/html');
    });

    it.each([
      ['/to-metadata', 'the cloud metadata IP'],
      ['/to-loopback6', 'an IPv6 loopback literal'],
    ])('refuses the hop in %s (%s)', async (path) => {
      const { fetcher } = pretendingPublic(names);
      await expect(fetcher.fetch(`http://news.example:${server.port}${path}`)).rejects.toMatchObject({
        code: 'url_refused',
      });
    });

    it('re-resolves every hop and refuses a host with one private address among its answers', async () => {
      const { fetcher, lookups } = pretendingPublic(names);
      await expect(fetcher.fetch(`http://news.example:${server.port}/to-intranet`)).rejects.toMatchObject({
        code: 'url_refused',
        message: expect.stringContaining('intranet.example'),
      });
      expect(lookups).toEqual(['news.example', 'intranet.example']);
      // The private hop was never requested.
      expect(server.requests.filter((r) => r.headers.host?.startsWith('intranet.example'))).toHaveLength(0);
    });

    it('refuses an unresolvable host', async () => {
      const { fetcher } = pretendingPublic(names);
      await expect(fetcher.fetch('http://nowhere.example/')).rejects.toMatchObject({ code: 'unresolvable' });
    });
  });
});
