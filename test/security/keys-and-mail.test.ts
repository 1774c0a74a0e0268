import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkEmail } from '../../src/core/auth/email-address.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CONSUMER_EMAIL_DOMAINS: 'bigmail.ng', WORK_EMAIL_DOMAINS_ALLOWED: 'hey.com' },
  });
});
afterAll(() => t.close());

describe('keys', () => {
  it('a member revokes only their own keys; the owner any', async () => {
    const ws = await t.newWorkspace('keys');
    const member = await t.signIn(`desk@${ws.domain}`);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(member.token),
      payload: { label: 'mine' },
    });
    const ownerKeyId = (await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(ws.session) }))
      .json()
      .keys.find((k: { created_by: { id: string } }) => k.created_by.id === ws.userId).id;

    const attempt = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${ownerKeyId}`,
      headers: bearer(member.token),
    });
    expect(attempt.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(ws.key) })).statusCode,
    ).toBe(200);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${mine.json().id}`,
      headers: bearer(member.token),
    });
    expect(own.statusCode).toBe(204);
    const another = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(member.token),
      payload: { label: 'second' },
    });
    const byOwner = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${another.json().id}`,
      headers: bearer(ws.session),
    });
    expect(byOwner.statusCode).toBe(204);
  });
});

describe('consumer mail', () => {
  it.each([
    'a@yahoo.com.ng',
    'a@outlook.com.ng',
    'a@hotmail.co.uk',
    'a@gmail.ng',
    'a@proton.me',
    'a@pm.me',
    'a@duck.com',
    'a@tutanota.com',
    'a@tuta.io',
    'a@hey.com',
    'a@privaterelay.appleid.com',
    'a@mozmail.com',
    'a@simplelogin.com',
    'a@addy.io',
    'a@gmail.com',
  ])('%s is consumer mail', (email) => {
    expect(() => parseWorkEmail(email)).toThrow(expect.objectContaining({ code: 'consumer_email' }));
  });

  it.each(['desk@premiumtimesng.com', 'desk@punchng.com', 'desk@inec.gov.ng', 'desk@dubawa.org'])(
    '%s is work mail',
    (email) => {
      expect(parseWorkEmail(email).domain).toBe(email.split('@')[1]);
    },
  );

  it('the operator adds and allows domains', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/code',
      payload: { email: 'x@news.bigmail.ng' },
    });
    expect(refused.json().error.code).toBe('consumer_email');
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/code',
      payload: { email: 'newsroom@hey.com' },
    });
    expect(allowed.statusCode).toBe(202);
  });
});

describe('live keys per workspace', () => {
  it('concurrent creations stop at the cap with 429 naming the limit', async () => {
    const capped = await createTestApp({ env: { MAX_LIVE_KEYS_PER_WORKSPACE: '3' } });
    try {
      const ws = await capped.newWorkspace('cap');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          capped.app.inject({
            method: 'POST',
            url: '/v1/keys',
            headers: bearer(ws.session),
            payload: { label: `k${i}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(4);
      expect(refused[0]!.headers['retry-after']).toBeDefined();
      expect(refused[0]!.json().error.message).toContain('live_keys');
    } finally {
      await capped.close();
    }
  });
});
