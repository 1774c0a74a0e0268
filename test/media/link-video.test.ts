import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkResultSchema } from '../../src/core/link/link-result.js';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { isOggOpus, startFakeTranscriber } from '../support/media/fake-transcriber.js';
import { makeVideo } from '../support/media/voice-notes.js';

// The link tool hears a video without captions through the transcriber port.
let t: TestApp;
let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;
let site: Server;
let base: string;

beforeAll(async () => {
  const clip = await makeVideo('Buhari said Nigeria has 40 states.');
  site = createServer((req, res) => {
    if (req.url === '/clip.mp4') {
      res
        .writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(clip.byteLength) })
        .end(clip);
    } else if (req.url === '/watch.html') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><head><title>Viral clip</title><meta property="og:type" content="video.other"></head>' +
            '<body><h1>Viral clip</h1><video controls><source src="/clip.mp4" type="video/mp4"></video></body></html>',
        );
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  transcriber = await startFakeTranscriber();
  // Five words at least: the link tool leaves shorter statements unchecked.
  transcriber.answerWith((call) => (isOggOpus(call.bytes) ? 'Buhari said Nigeria has 40 states.' : ''));
  t = await createTestApp({
    worker: true,
    env: {
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
      TRANSCRIBE_BASE_URL: transcriber.baseUrl,
      TRANSCRIBE_MODEL: 'whisper-1',
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await transcriber?.close();
  await new Promise((resolve) => site?.close(resolve));
});

describe('the link tool with a transcriber', () => {
  it.each([
    ['a page whose <video> has no captions', '/watch.html'],
    ['a direct video file', '/clip.mp4'],
  ])(
    'hears %s instead of failing with no_captions',
    async (_what, path) => {
      const ws = await t.newWorkspace();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/link',
        headers: bearer(ws.key),
        payload: { url: `${base}${path}` },
      });
      expect(res.statusCode, res.body).toBe(202);
      const job = await waitForJob(t.app, ws.key, res.json().job_id, 120_000);
      expect(job.state, JSON.stringify(job.error)).toBe('done');
      const result = linkResultSchema.parse(job.result);
      expect(result.source).toMatchObject({ kind: 'video', machine_transcript: true });
      expect(result.claims[0]!.text).toContain('40 states');
      expect(result.claims[0]!.verdict).toBe('false');
    },
    90_000,
  );
});
