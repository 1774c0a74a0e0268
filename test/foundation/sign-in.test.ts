import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, type TestApp } from '../support/test-app.js';
import { uniqueDomain } from '../support/test-env.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const requestCode = (email: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/v1/auth/code', payload: { email }, remoteAddress: ip });
const verify = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email, code } });

describe('sign-in with a work e-mail', () => {
  it('mails a 6-digit code over SMTP and exchanges it for a session; first user owns the workspace', async () => {
    const domain = uniqueDomain();
    const email = `Amina@${domain}`;
    const res = await requestCode(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true, sent: true });

    const code = await t.smtp.codeFor(email.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);
    const ok = await verify(email, code);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.token).toMatch(/^gss_/);
    expect(body.role).toBe('owner');
    expect(body.user.email).toBe(email.toLowerCase());
    expect(body.workspace).toMatchObject({ domain, plan: 'free' });

    const ws = await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(body.token) });
    expect(ws.statusCode).toBe(200);
    expect(ws.json().owner.email).toBe(email.toLowerCase());

    const second = await t.signIn(`bala@${domain}`);
    expect(second.role).toBe('member');
    expect(second.workspaceId).toBe(body.workspace.id);
  });

  it('stores only a hash of the code', async () => {
    const email = `hash@${uniqueDomain()}`;
    await requestCode(email);
    const code = await t.smtp.codeFor(email);
    const rows = await t.container.db.signInCode.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it.each(['someone@gmail.com', 'someone@yahoo.com', 'x@outlook.com', 'y@mailinator.com'])(
    'refuses the consumer address %s with consumer_email',
    async (email) => {
      const res = await requestCode(email);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ ok: false, status: 422, error: { code: 'consumer_email' } });
      expect(await t.container.db.signInCode.count({ where: { email } })).toBe(0);
    },
  );

  it('refuses something that is not an address', async () => {
    const res = await requestCode('not-an-address');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('a code works once', async () => {
    const email = `once@${uniqueDomain()}`;
    await requestCode(email);
    const code = await t.smtp.codeFor(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('unauthorized');
  });

  it('five wrong tries kill the code', async () => {
    const email = `guess@${uniqueDomain()}`;
    await requestCode(email);
    const code = await t.smtp.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).statusCode).toBe(401);
    expect((await verify(email, code)).statusCode).toBe(401);
  });

  it('an expired code is refused', async () => {
    const email = `late@${uniqueDomain()}`;
    await requestCode(email);
    const code = await t.smtp.codeFor(email);
    await t.container.db.signInCode.updateMany({
      where: { email },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await verify(email, code)).statusCode).toBe(401);
  });

  it('a malformed code is a validation error, not a 5xx', async () => {
    const res = await verify(`x@${uniqueDomain()}`, 'abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].field).toBe('code');
  });

  it('rate-limits code requests per address', async () => {
    const email = `flood@${uniqueDomain()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestCode(email, `198.51.100.${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    const limited = await requestCode(email, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
  });

  it('rate-limits code requests per IP', async () => {
    const ip = '192.0.2.55';
    const domain = uniqueDomain();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await requestCode(`p${i}@${domain}`, ip)).statusCode;
    expect(last).toBe(429);
  });

  it('records sign-ins in the activity log', async () => {
    const ws = await t.newWorkspace();
    const res = await t.app.inject({ method: 'GET', url: '/v1/workspace/activity', headers: bearer(ws.key) });
    expect(res.statusCode).toBe(200);
    const actions = res.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toContain('workspace.created');
    expect(actions).toContain('key.created');
  });
});
