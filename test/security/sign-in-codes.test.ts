import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { uniqueDomain } from '../support/test-env.js';

const SECRET = 'test-secret-for-sign-in-codes-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_CODE_SECRET: SECRET } });
});
afterAll(async () => t.close());

const requestCode = (email: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/code', payload: { email }, remoteAddress: '198.51.100.9' });
const verify = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email, code } });

describe('sign-in codes', () => {
  it('60 parallel wrong codes spend exactly five tries, and the right code is then refused', async () => {
    const email = `burst@${uniqueDomain()}`;
    await requestCode(email);
    const code = await t.smtp.codeFor(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 60 }, () => verify(email, wrong)));
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    const row = await t.container.db.signInCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBe(5);
    expect((await verify(email, code)).statusCode).toBe(401);
  });

  it('the right code sent inside a burst of wrong ones wins only if it is among the first five', async () => {
    const email = `race@${uniqueDomain()}`;
    await requestCode(email);
    const code = await t.smtp.codeFor(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => verify(email, wrong)),
      verify(email, code),
    ]);
    const row = await t.container.db.signInCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBeLessThanOrEqual(5);
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    // Accepted only when the right code claimed one of the five tries (then the code is used).
    expect(accepted).toBe(row.usedAt ? 1 : 0);
  });

  it('stores the code as an HMAC keyed with the server secret, not a plain hash', async () => {
    const email = `keyed@${uniqueDomain()}`;
    await requestCode(email);
    const code = await t.smtp.codeFor(email);
    const row = await t.container.db.signInCode.findFirstOrThrow({ where: { email } });
    expect(row.codeHash).not.toBe(createHash('sha256').update(`${email}:${code}`).digest('hex'));
    expect(row.codeHash).toBe(createHmac('sha256', SECRET).update(`${email}:${code}`).digest('hex'));
    expect((await verify(email, code)).statusCode).toBe(200);
  });
});

describe('one owner per workspace', () => {
  it('two parallel ownership transfers: exactly one succeeds and the workspace keeps one owner', async () => {
    const ws = await t.newWorkspace('owners');
    const a = await t.signIn(`a@${ws.domain}`);
    const b = await t.signIn(`b@${ws.domain}`);
    const transfer = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/workspace/owner',
        headers: bearer(ws.session),
        payload: { user_id: userId },
      });
    const [one, two] = await Promise.all([transfer(a.userId), transfer(b.userId)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 403]);
    const owners = await t.container.db.user.findMany({
      where: { workspaceId: ws.workspaceId, role: 'owner' },
    });
    expect(owners).toHaveLength(1);
    expect([a.userId, b.userId]).toContain(owners[0]!.id);
  });

  it('the database itself refuses a second owner', async () => {
    const ws = await t.newWorkspace('constraint');
    const member = await t.signIn(`m@${ws.domain}`);
    await expect(
      t.container.db.user.update({
        where: { id: member.userId },
        data: { role: 'owner', ownerOf: ws.workspaceId },
      }),
    ).rejects.toThrow();
  });
});
