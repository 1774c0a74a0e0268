import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { createContainer } from '../../src/main/container.js';
import { buildHttpApp } from '../../src/main/http-server.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { testEnv } from '../support/test-env.js';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
  key = (await t.newWorkspace()).key;
});
afterAll(async () => t.close());

function expectEnvelope(
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = res.json() as { ok: boolean; status: number; error: { code: string; message: string } };
  expect(body).toMatchObject({ ok: false, status, error: { code } });
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
}

describe('one error envelope for every non-2xx', () => {
  it('malformed JSON is 400 bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload: '{"text": "unterminated',
    });
    expectEnvelope(res, 400, 'bad_request');
  });

  it('a wrong content type is 400 bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: { ...bearer(key), 'content-type': 'text/plain' },
      payload: 'Lagos has 20 LGAs',
    });
    expectEnvelope(res, 400, 'bad_request');
  });

  it('reads a JSON body sent without Content-Type, or form-encoded by curl -d, as JSON', async () => {
    const noType = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(key),
      payload: Buffer.from(JSON.stringify({ text: 'Kano has 44 LGAs.', async: true })),
    });
    expect(noType.headers['content-type'] ?? '').toContain('application/json');
    expect(noType.statusCode).toBe(202);
    const curlD = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: { ...bearer(key), 'content-type': 'application/x-www-form-urlencoded' },
      payload: JSON.stringify({ text: 'Kano has 44 LGAs.', async: true }),
    });
    expect(curlD.statusCode).toBe(202);
    const realForm = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: { ...bearer(key), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'text=Kano+has+44+LGAs',
    });
    expectEnvelope(realForm, 400, 'bad_request');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: { ...bearer(key), 'content-type': 'application/xml' },
      payload: '<text>Kano</text>',
    });
    expectEnvelope(xml, 400, 'bad_request');
  });

  it('an empty JSON body is 400 and a JSON array is 422', async () => {
    expectEnvelope(
      await t.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: { ...bearer(key), 'content-type': 'application/json' },
        payload: '',
      }),
      400,
      'bad_request',
    );
    expectEnvelope(
      await t.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: { ...bearer(key), 'content-type': 'application/json' },
        payload: '[]',
      }),
      422,
      'validation_failed',
    );
  });

  it('an oversize body is 413 payload_too_large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(key),
      payload: { text: 'x'.repeat(10_000) },
    });
    expectEnvelope(res, 413, 'payload_too_large');
  });

  it('validation errors are 422 with details per field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email: 5 } });
    expectEnvelope(res, 422, 'validation_failed');
    const fields = (res.json().error.details as Array<{ field: string }>).map((d) => d.field).sort();
    expect(fields).toEqual(['code', 'email']);
  });

  it('an unknown route is 404 not_found, with or without a token', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/v1/nope' }), 404, 'not_found');
    expectEnvelope(
      await t.app.inject({ method: 'DELETE', url: '/v1/check', headers: bearer(key) }),
      404,
      'not_found',
    );
  });

  it('a missing token is 401 unauthorized', async () => {
    expectEnvelope(
      await t.app.inject({ method: 'POST', url: '/v1/check', payload: { text: 'x' } }),
      401,
      'unauthorized',
    );
  });
});

describe('health, readiness and the API description', () => {
  it('serves /healthz and /readyz without auth', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, checks: { database: 'ok', queue: 'ok' } });
  });

  it('serves an OpenAPI 3.1 document with an operationId on every operation, and /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/v1/check',
      '/v1/job/{job_id}',
      '/v1/auth/code',
      '/v1/keys',
      '/v1/workspace',
      '/v1/usage',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { operationId?: string }>>,
    )) {
      for (const [method, op] of Object.entries(operations))
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
    }
    expect(doc.paths['/v1/check'].post.responses['202']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('when Redis is down', () => {
  it('readyz is 503 and an async check is 503 unavailable, not counted, no half-written job', async () => {
    const ws = await t.newWorkspace();
    // A second instance of the service on the same database whose Redis is unreachable.
    const env = testEnv({ DATABASE_URL: t.container.env.DATABASE_URL, REDIS_URL: 'redis://127.0.0.1:6390' });
    const container = createContainer({ env, log: createLogger('silent') });
    const app = await buildHttpApp(container);
    try {
      expectEnvelope(await app.inject({ method: 'GET', url: '/readyz' }), 503, 'unavailable');
      const res = await app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: bearer(ws.key),
        payload: { text: 'Kano has 44 LGAs.', async: true },
      });
      expectEnvelope(res, 503, 'unavailable');
      expectEnvelope(
        await app.inject({ method: 'POST', url: '/v1/auth/code', payload: { email: `x@${ws.domain}` } }),
        503,
        'unavailable',
      );
      const usage = await app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) });
      expect(usage.json().used).toBe(0);
      // The queue's connection is down, so the job is refused before anything is written.
      expect(await container.db.job.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
    } finally {
      await app.close();
      await container.close();
    }
  });
});
