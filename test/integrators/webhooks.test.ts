import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressResolver } from '../../adapters/web/url-guard.js';
import { createStandardWebhooksSender } from '../../adapters/webhooks/standard-webhooks-sender.js';
import { parseEnv } from '../../src/config/env.js';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { startReceiver, until } from './webhook-receiver.js';

const SECRETS_KEY = randomBytes(32).toString('base64');

describe('one secrets setting', () => {
  it('takes WEBHOOK_SECRETS_KEY as the former name of SECRETS_KEY, and opens what an old key sealed', () => {
    const old = randomBytes(32);
    expect(parseEnv({ WEBHOOK_SECRETS_KEY: old.toString('base64') }).SECRETS_KEY).toBe(
      old.toString('base64'),
    );
    expect(parseEnv({ SECRETS_KEY, WEBHOOK_SECRETS_KEY: old.toString('base64') }).SECRETS_KEY).toBe(
      SECRETS_KEY,
    );
    expect(() => parseEnv({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    const sealedBefore = createSecretBox(old).seal('whsec_abc', 'endpoint-1');
    const box = createSecretBox(Buffer.from(SECRETS_KEY, 'base64'), old);
    expect(box.open(sealedBefore, 'endpoint-1')).toBe('whsec_abc');
    // New secrets are sealed under SECRETS_KEY, which the old key alone cannot open.
    expect(() => createSecretBox(old).open(box.seal('whsec_new', 'endpoint-2'), 'endpoint-2')).toThrow();
  });
});

describe('signing (the Standard Webhooks specification test vector)', () => {
  it('sends exactly the signature the specification gives for its example', async () => {
    // From the specification's reference tests (standard-webhooks/standard-webhooks,
    // libraries/javascript/src/webhook.test.ts, "sign function works").
    const receiver = await startReceiver([204]);
    const sender = createStandardWebhooksSender({
      resolve: createAddressResolver({ allowPrivateNetworks: true }),
      timeoutMs: 5000,
    });
    const outcome = await sender.send({
      url: receiver.url,
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: new Date(1614265330 * 1000),
      body: '{"test": 2432232314}',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    expect(outcome).toEqual({ status: 204, error: null });
    const [request] = receiver.received;
    expect(request!.headers['webhook-id']).toBe('msg_p5jXN8AQM9LWM0D4loKWxJek');
    expect(request!.headers['webhook-timestamp']).toBe('1614265330');
    expect(request!.headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toBe('{"test": 2432232314}');
    await receiver.close();
  });

  it('refuses to connect to an address the link tool would refuse', async () => {
    const receiver = await startReceiver();
    const sender = createStandardWebhooksSender({
      resolve: createAddressResolver({ allowPrivateNetworks: false }),
      timeoutMs: 5000,
    });
    const outcome = await sender.send({
      url: receiver.url,
      id: 'msg_1',
      timestamp: new Date(),
      body: '{}',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    expect(outcome.status).toBeNull();
    expect(outcome.error).toMatch(/address refused/);
    expect(receiver.received).toEqual([]);
    await receiver.close();
  });
});

describe('webhooks through the API', () => {
  // Loopback receivers need private addresses allowed (tests only); a fast retry schedule.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      worker: true,
      env: {
        SECRETS_KEY,
        FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
        WEBHOOK_RETRY_SCHEDULE_SECONDS: '0.2,0.4',
      },
    });
  });
  afterAll(async () => t.close());

  const createHook = (key: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: bearer(key), payload });
  const listHooks = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: bearer(key) })).json().webhooks;
  const submit = async (key: string, text: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: bearer(key),
        payload: { text, async: true },
      })
    ).json().job_id as string;

  it('delivers job.done signed with the secret shown once, body = what GET /v1/job shows', async () => {
    const receiver = await startReceiver([200]);
    const ws = await t.newWorkspace();
    const created = await createHook(ws.key, { url: receiver.url });
    expect(created.statusCode).toBe(201);
    const hook = created.json();
    expect(hook).toMatchObject({
      id: expect.any(String),
      url: receiver.url,
      events: ['job.done', 'job.failed', 'review.decided'],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    // The secret is never shown again, nor stored in clear.
    const listed = await listHooks(ws.key);
    expect(listed).toEqual([expect.objectContaining({ id: hook.id, last_delivery: null })]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    const row = await t.container.db.webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(row.secretSealed).not.toContain(hook.secret.slice(6, 20));

    const jobId = await submit(ws.key, 'Nigeria has 36 states and the FCT.');
    const request = await until('the delivery', () => receiver.received[0]);
    // Verified the way a customer would, with the reference library.
    const payload = new Webhook(hook.secret).verify(
      request.body,
      request.headers as Record<string, string>,
    ) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('job.done');
    const job = await waitForJob(t.app, ws.key, jobId);
    // `data` is the job as GET /v1/job shows it, without the answer's `ok`.
    expect({ ok: true, ...payload.data }).toEqual(job);
    expect(Date.parse(payload.timestamp)).toBe(Date.parse(job.updated_at));

    const after = await until(
      'the outcome in GET /v1/webhooks',
      async () => (await listHooks(ws.key))[0].last_delivery,
    );
    expect(after).toMatchObject({ status: 200, outcome: 'succeeded', error: null });
    await receiver.close();
  });

  it('retries a failing receiver with backoff and the same webhook-id, and shows the outcome', async () => {
    const receiver = await startReceiver([500, 503, 200]);
    const ws = await t.newWorkspace();
    const hook = (await createHook(ws.key, { url: receiver.url, events: ['job.done'] })).json();
    await submit(ws.key, 'INEC registered 93.4 million voters for the 2023 election.');
    await until('three attempts', () => receiver.received.length >= 3);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    // Every attempt is signed afresh and verifies.
    for (const r of receiver.received)
      new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>);
    const gaps = receiver.received.slice(1).map((r, i) => r.at - receiver.received[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(180);
    expect(gaps[1]).toBeGreaterThanOrEqual(380);
    const last = await until('success recorded', async () => {
      const d = (await listHooks(ws.key))[0].last_delivery;
      return d?.outcome === 'succeeded' ? d : null;
    });
    expect(last.status).toBe(200);
    await receiver.close();
  });

  it('gives up when the schedule runs out and says why', async () => {
    const receiver = await startReceiver([500]);
    const ws = await t.newWorkspace();
    await createHook(ws.key, { url: receiver.url });
    await submit(ws.key, 'Lagos is the capital of Nigeria.');
    await until('every attempt', () => receiver.received.length >= 3);
    const delivery = await until('the delivery marked failed', () =>
      t.container.db.webhookDelivery.findFirst({ where: { workspaceId: ws.workspaceId, state: 'failed' } }),
    );
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 500, lastError: 'HTTP 500' });
    expect((await listHooks(ws.key))[0].last_delivery).toMatchObject({ status: 500, outcome: 'failed' });
    expect(receiver.received.length).toBe(3);
    await receiver.close();
  });

  it('sends only the events asked for, and nothing after DELETE', async () => {
    const receiver = await startReceiver([200]);
    const ws = await t.newWorkspace();
    const failedOnly = (await createHook(ws.key, { url: receiver.url, events: ['job.failed'] })).json();
    const jobId = await submit(ws.key, 'The naira was redesigned in 2022.');
    await waitForJob(t.app, ws.key, jobId);
    const all = (await createHook(ws.key, { url: receiver.url })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/webhooks/${all.id}`,
      headers: bearer(ws.key),
    });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/webhooks/${all.id}`,
      headers: bearer(ws.key),
    });
    expect(again.statusCode).toBe(404);
    await waitForJob(t.app, ws.key, await submit(ws.key, 'Kano has 44 local government areas.'));
    expect(await t.container.db.webhookDelivery.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
    expect((await listHooks(ws.key)).map((h: { id: string }) => h.id)).toEqual([failedOnly.id]);
    expect(receiver.received).toEqual([]);
    await receiver.close();
  });

  it('announces, after a crash, a finished job whose delivery was never written', async () => {
    const receiver = await startReceiver([200]);
    const ws = await t.newWorkspace();
    await createHook(ws.key, { url: receiver.url });
    const done = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text: 'Abuja became the capital in 1991.' },
    });
    await until('the first delivery', () => receiver.received[0]);
    // As if the process had died between recording the job's end and writing its delivery.
    await t.container.db.webhookDelivery.deleteMany({ where: { workspaceId: ws.workspaceId } });
    const integrations = t.container.modules.find((m) => m.name === 'integrations') as unknown as {
      outgoing: { sweep(settleMs: number): Promise<{ announced: number }> };
    };
    const swept = await integrations.outgoing.sweep(0);
    expect(swept.announced).toBeGreaterThanOrEqual(1);
    await until('the recovered delivery', () => receiver.received[1]);
    expect(JSON.parse(receiver.received[1]!.body).data.job_id).toBe(done.json().job_id);
    await receiver.close();
  });

  it('is for the owner to change; members can see', async () => {
    const ws = await t.newWorkspace();
    const member = await t.signIn(`reporter@${ws.domain}`);
    expect(member.role).toBe('member');
    const res = await createHook(member.token, { url: 'http://127.0.0.1:9/x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
  });
});

describe('webhook addresses (the link tool rules, production defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The former webhook-only name still works: it stands for SECRETS_KEY.
    t = await createTestApp({ worker: true, env: { WEBHOOK_SECRETS_KEY: SECRETS_KEY } });
  });
  afterAll(async () => t.close());

  it('refuses at creation what the link tool may not fetch, with 422 on url', async () => {
    const ws = await t.newWorkspace();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://10.0.0.8/hook',
      'ftp://example.com/hook',
      'http://user:pw@example.com/hook',
      'not a url',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: bearer(ws.key),
        payload: { url },
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ field: 'url' }] });
    }
    expect(await t.container.db.webhookEndpoint.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('checks the address again at every delivery (a name that now points somewhere private)', async () => {
    const receiver = await startReceiver([200]);
    const ws = await t.newWorkspace();
    // Registered while public; its host now resolves to loopback (simulated by the stored URL).
    const id = '6f1c2a9e-7d5b-4b8e-9a51-2f0c3d4e5a6b';
    await t.container.db.webhookEndpoint.create({
      data: {
        id,
        workspaceId: ws.workspaceId,
        url: receiver.url,
        events: ['job.done'],
        secretSealed: 'v1.x.y.z',
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text: 'Nigeria has 36 states.' },
    });
    const hook = await until(
      'the refused attempt',
      async () =>
        (await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: bearer(ws.key) })).json()
          .webhooks[0]?.last_delivery,
    );
    expect(hook).toMatchObject({
      outcome: 'failed',
      status: null,
      error: expect.stringMatching(/address refused/),
    });
    expect(receiver.received).toEqual([]);
    await receiver.close();
  });
});

describe('deliveries do not wait behind checks', () => {
  // One check at a time, so a backlog of checks is a real queue.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      worker: true,
      env: { SECRETS_KEY, FETCH_ALLOW_PRIVATE_NETWORKS: 'true', WORKER_CONCURRENCY: '1' },
    });
  });
  afterAll(async () => t.close());

  it("sends a job's webhook while the checks queued after it are still waiting", async () => {
    const receiver = await startReceiver([200]);
    const ws = await t.newWorkspace();
    const hook = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: bearer(ws.key),
      payload: { url: receiver.url, events: ['job.done'] },
    });
    expect(hook.statusCode).toBe(201);
    const submit = async (text: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/check',
          headers: bearer(ws.key),
          payload: { text, async: true },
        })
      ).json().job_id as string;
    const first = await submit('Nigeria has 36 states and the FCT.');
    const backlog = await Promise.all(
      Array.from({ length: 30 }, (_, i) => submit(`Lagos had ${1000 + i} polling units in 2023.`)),
    );
    await until(
      'the first job’s delivery',
      () =>
        receiver.received.find(
          (r) => (JSON.parse(r.body) as { data: { job_id: string } }).data.job_id === first,
        ),
      120_000,
    );
    // On one queue the delivery would have been behind all 30 checks.
    const waiting = await t.container.db.job.count({ where: { id: { in: backlog }, state: 'running' } });
    expect(waiting).toBeGreaterThan(0);
    await receiver.close();
  }, 180_000);
});

describe('rotating the secrets key', () => {
  it('`npm run chat -- reseal` moves webhook secrets sealed under the former WEBHOOK_SECRETS_KEY to SECRETS_KEY', async () => {
    const old = randomBytes(32).toString('base64');
    const t = await createTestApp({
      env: { WEBHOOK_SECRETS_KEY: old, FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
    });
    try {
      const ws = await t.newWorkspace();
      const created = await t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: bearer(ws.key),
        payload: { url: 'http://127.0.0.1:9/gaskiya' },
      });
      expect(created.statusCode).toBe(201);
      const { id, secret } = created.json();
      const run = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/main/chat-cli.ts', 'reseal'],
        {
          env: {
            ...process.env,
            DATABASE_URL: t.container.env.DATABASE_URL,
            LOG_LEVEL: 'silent',
            SECRETS_KEY,
            WEBHOOK_SECRETS_KEY: old,
          },
        },
      );
      expect(run.stdout).toContain('1 webhook secret(s) re-encrypted under the current SECRETS_KEY');
      const row = await t.container.db.webhookEndpoint.findUniqueOrThrow({ where: { id } });
      expect(createSecretBox(Buffer.from(SECRETS_KEY, 'base64')).open(row.secretSealed, id)).toBe(secret);
      expect(() => createSecretBox(Buffer.from(old, 'base64')).open(row.secretSealed, id)).toThrow();
    } finally {
      await t.close();
    }
  }, 120_000);
});
