import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, waitForJob } from '../support/test-app.js';
import { createMetrics } from '../../src/metrics/metrics.js';
import { serveWorkerMetrics } from '../../src/metrics/metrics-server.js';
import { fixture, startChatHarness, unique, type ChatHarness } from '../support/chat/chat-harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TOKEN = 'metrics-operator-token-0123456789abcdef';

/** The value of one series in the Prometheus text, 0 when it is absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0]!;
    if (wanted.every((pair) => labelText.includes(pair)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

let h: ChatHarness;
let base: string;
beforeAll(async () => {
  // All three chat platforms on (local fakes), a fact-check provider that is down (every check
  // falls back without it), and the operator's metrics token.
  h = await startChatHarness({
    env: {
      METRICS_TOKEN: TOKEN,
      FACTCHECK_API_KEY: 'AIza-test-key',
      FACTCHECK_API_URL: 'http://127.0.0.1:9/claims:search',
    },
  });
  base = await h.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await h?.close();
});

const scrape = async () => {
  const res = await h.t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

describe('/metrics', { timeout: 120_000 }, () => {
  it('answers only the operator token', async () => {
    const ws = await h.t.newWorkspace('metrics-auth');
    for (const headers of [
      {},
      bearer('wrong-token-wrong-token-wrong-token-x'),
      bearer(ws.key),
      bearer(ws.session),
    ]) {
      const res = await h.t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, status: 401, error: { code: 'unauthorized' } });
      expect(res.body).not.toContain('gaskiya_');
    }
    // Not in the API's OpenAPI document.
    const doc = (await h.t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('counts requests by route and status, job times per kind, fallbacks, deliveries and SSE clients', async () => {
    const ws = await h.t.newWorkspace('metrics');
    const before = await scrape();
    // A queued check: the worker times its wait and its run.
    const check = await h.t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text: 'Nigeria has 36 states and 774 local government areas.', async: true },
    });
    expect(check.statusCode).toBe(202);
    expect((await waitForJob(h.t.app, ws.key, check.json().job_id, 60_000)).state).toBe('done');
    await h.t.app.inject({
      method: 'GET',
      url: '/v1/job/00000000-0000-4000-8000-000000000000',
      headers: bearer(ws.key),
    });

    // A Telegram message from a chat no workspace links: its how-to-link reply is one delivery.
    const chat = unique.telegramChat();
    h.telegramChats.add(String(chat)); // the fake bot can write there
    const update = fixture<Json>('telegram-message-update.json');
    update.update_id = Math.floor(Math.random() * 1e9);
    update.message.chat = { id: chat, type: 'group', title: 'Tips' };
    update.message.date = Math.floor(Date.now() / 1000);
    update.message.text = 'Kano has 44 LGAs.';
    expect((await h.postTelegram(update)).statusCode).toBe(200);

    // One live stream open.
    const controller = new AbortController();
    const stream = await fetch(`${base}/v1/feed`, {
      headers: { ...bearer(ws.key), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);

    let after = await scrape();
    const deadline = Date.now() + 30_000;
    while (
      valueOf(after, 'gaskiya_chat_deliveries_total', { platform: 'telegram', outcome: 'sent' }) <=
        valueOf(before, 'gaskiya_chat_deliveries_total', { platform: 'telegram', outcome: 'sent' }) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await scrape();
    }
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(moved('gaskiya_http_requests_total', { method: 'POST', route: '/v1/check', status: '202' })).toBe(
      1,
    );
    expect(
      moved('gaskiya_http_requests_total', { method: 'GET', route: '/v1/job/:job_id', status: '404' }),
    ).toBe(1);
    expect(
      moved('gaskiya_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/v1/check',
        status: '202',
      }),
    ).toBe(1);
    expect(moved('gaskiya_job_wait_seconds_count', { kind: 'check' })).toBeGreaterThanOrEqual(1);
    expect(moved('gaskiya_job_run_seconds_count', { kind: 'check', outcome: 'done' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      moved('gaskiya_provider_fallbacks_total', { provider: 'google-fact-check' }),
    ).toBeGreaterThanOrEqual(1);
    expect(moved('gaskiya_chat_deliveries_total', { platform: 'telegram', outcome: 'sent' })).toBe(1);
    expect(valueOf(after, 'gaskiya_sse_clients')).toBe(1);
    expect(after).toMatch(/^gaskiya_queue_jobs\{queue="work",state="waiting"\} \d+$/m);
    expect(after).toMatch(/^gaskiya_queue_jobs\{queue="deliveries",state="waiting"\} \d+$/m);
    expect(after).toContain('gaskiya_jobs_failed_total');
    expect(after).toContain('gaskiya_jobs_retried_total');
    // Labels are route templates and kinds: no ids, keys or workspaces.
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(after).not.toContain(ws.workspaceId);

    controller.abort();
    const closedBy = Date.now() + 10_000;
    while (valueOf(await scrape(), 'gaskiya_sse_clients') !== 0 && Date.now() < closedBy) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(valueOf(await scrape(), 'gaskiya_sse_clients')).toBe(0);
  });
});

describe('a separate worker process', () => {
  it('serves its own /metrics with the same token (METRICS_PORT)', async () => {
    const metrics = createMetrics();
    metrics.jobAttempt('check', 'retried', 0.5);
    const server = await serveWorkerMetrics({ metrics, token: TOKEN, host: '127.0.0.1', port: 0 });
    try {
      expect((await fetch(`${server.address}/metrics`)).status).toBe(401);
      const res = await fetch(`${server.address}/metrics`, { headers: bearer(TOKEN) });
      expect(res.status).toBe(200);
      expect(valueOf(await res.text(), 'gaskiya_jobs_retried_total', { kind: 'check' })).toBe(1);
    } finally {
      await server.close();
    }
  });
});
