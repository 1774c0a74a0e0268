import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors/app-error.js';
import { createLinkSubmitter } from '../../src/main/modules/link.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/** Built like production: FETCH_ALLOW_PRIVATE_NETWORKS is off (its default). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.container.env.FETCH_ALLOW_PRIVATE_NETWORKS).toBe(false);
});
afterAll(() => t?.close());

/** Addresses the link tool must never fetch, spelled every way an attacker might try. */
const FORBIDDEN = [
  ['loopback', 'http://127.0.0.1/'],
  ['loopback with port and path', 'http://127.0.0.1:6379/info'],
  ['localhost', 'http://localhost/'],
  ['localhost, upper case with a trailing dot', 'http://LOCALHOST./admin'],
  ['decimal IPv4', 'http://2130706433/'],
  ['hexadecimal IPv4', 'http://0x7f000001/'],
  ['octal IPv4', 'http://017700000001/'],
  ['dotted octal IPv4', 'http://0177.0.0.01/'],
  ['dotted hex IPv4', 'http://0x7f.0x0.0x0.0x1/'],
  ['short IPv4', 'http://127.1/'],
  ['IPv4 with a trailing dot', 'http://127.0.0.1./'],
  ['zero-padded IPv4', 'http://127.000.000.001/'],
  ['percent-encoded dot', 'http://127.0.0.1%2e/'],
  ['full-width and circled digits', 'http://①②⑦.０.０.１/'],
  ['IPv6 loopback', 'http://[::1]/'],
  ['IPv6 loopback, long form', 'http://[0:0:0:0:0:0:0:1]/'],
  ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
  ['IPv4-mapped IPv6, hex', 'http://[::ffff:7f00:1]/'],
  ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/'],
  ['unspecified IPv4', 'http://0.0.0.0/'],
  ['unspecified IPv6', 'http://[::]/'],
  ['private 10/8', 'http://10.0.0.1/'],
  ['private 172.16/12', 'https://172.16.5.4/'],
  ['private 192.168/16', 'http://192.168.1.1/'],
  ['cloud metadata', 'http://169.254.169.254/latest/meta-data/iam/'],
  ['cloud metadata, decimal', 'http://2852039166/'],
  ['cloud metadata, octal', 'http://0251.0376.0251.0376/'],
  ['AWS IPv6 metadata', 'http://[fd00:ec2::254]/'],
  ['link-local IPv6', 'http://[fe80::1]/'],
  ['unique local IPv6', 'http://[fc00::1]/'],
  ['carrier-grade NAT', 'http://100.64.0.1/'],
  ['multicast IPv4', 'http://224.0.0.1/'],
  ['multicast IPv6', 'http://[ff02::1]/'],
  ['broadcast', 'http://255.255.255.255/'],
  ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/'],
  ['6to4 of loopback', 'http://[2002:7f00:1::]/'],
  ['credentials in the address', 'http://user:pass@127.0.0.1/'],
  ['ftp scheme', 'ftp://example.com/file.txt'],
  ['file scheme', 'file:///etc/passwd'],
  ['gopher scheme', 'gopher://127.0.0.1:70/_INFO'],
  ['data URL', 'data:text/html,<h1>hi</h1>'],
  ['javascript URL', 'javascript:alert(1)'],
  ['not a URL', 'www.example.com/page'],
  ['unresolvable host', 'http://no-such-host.invalid/'],
] as const;

describe('refused link addresses', () => {
  it('lists at least 25 forbidden spellings', () => {
    expect(FORBIDDEN.length).toBeGreaterThanOrEqual(25);
  });

  it('refuses every one with 422 validation_failed on url, before any job exists, and counts none', async () => {
    const ws = await t.newWorkspace('refusals');
    for (const [what, url] of FORBIDDEN) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/link',
        headers: bearer(ws.key),
        payload: { url },
      });
      expect(res.statusCode, `${what}: ${url} -> ${res.body}`).toBe(422);
      expect(res.json(), what).toMatchObject({
        ok: false,
        status: 422,
        error: { code: 'validation_failed', details: [{ field: 'url', message: expect.any(String) }] },
      });
    }
    const usage = (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).json();
    expect(usage.used).toBe(0);
    expect(usage.tools.find((x: { tool: string }) => x.tool === 'link').used).toBe(0);
    // No job record was created for any of them.
    expect(await t.container.db.job.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('does not count a failed start: after every refusal the five trial uses are all still there', async () => {
    const ws = await t.newWorkspace('failedstart');
    for (const [, url] of FORBIDDEN) {
      await t.app.inject({ method: 'POST', url: '/v1/link', headers: bearer(ws.key), payload: { url } });
    }
    // A YouTube address is accepted without resolving youtube.com (the provider reads captions from
    // YOUTUBE_BASE_URL), so it shows the trial is intact without touching the network here.
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/link',
        headers: bearer(ws.key),
        payload: { url: 'https://www.youtube.com/watch?v=Xk3bQm9aT2c' },
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/v1/link',
      headers: bearer(ws.key),
      payload: { url: 'https://youtu.be/Xk3bQm9aT2c' },
    });
    expect(sixth.statusCode).toBe(402);
  });

  it('applies the same checks to links submitted from chat', async () => {
    const ws = await t.newWorkspace('chatlink');
    const submitLink = createLinkSubmitter(t.container.foundation);
    const origin = { workspaceId: ws.workspaceId, actor: null, replyTo: 'telegram:12345:678' };
    await expect(submitLink(origin, 'http://169.254.169.254/latest/meta-data/')).rejects.toSatisfy(
      (error) =>
        error instanceof AppError &&
        error.code === 'validation_failed' &&
        error.details?.[0]?.field === 'url',
    );
    const job = await submitLink(origin, 'https://youtu.be/Xk3bQm9aT2c');
    expect(job).toMatchObject({ kind: 'link', state: 'running', replyTo: 'telegram:12345:678' });
  });
});
