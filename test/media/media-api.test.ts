import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaResultSchema } from '../../src/core/media/media-result.js';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { startScreenshotRenderer } from '../support/media/screenshots.js';
import { makeVoiceNote } from '../support/media/voice-notes.js';

// POST /v1/media with no transcriber configured: images are read offline, recordings go to editors.
let t: TestApp;
let screenshot: Buffer;
let voiceNote: Buffer;

beforeAll(async () => {
  const renderer = await startScreenshotRenderer();
  try {
    screenshot = await renderer.render('news-card', 'Nigeria has 40 states.');
  } finally {
    await renderer.close();
  }
  voiceNote = await makeVoiceNote('Nigeria has 40 states.');
  t = await createTestApp({
    worker: true,
    env: { MEDIA_MAX_BYTES: '400000', MEDIA_MAX_DURATION_SECONDS: '60' },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Workspace = Awaited<ReturnType<TestApp['newWorkspace']>>;

const upload = (ws: Workspace, body: Buffer, type: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/media${query}`,
    headers: { ...bearer(ws.key), 'content-type': type },
    payload: body,
  });

async function mediaUses(ws: Workspace) {
  const usage = (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).json();
  return usage.tools.find((x: { tool: string }) => x.tool === 'media').used as number;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /v1/media', () => {
  it('reads a screenshot offline and checks the claim it shows', async () => {
    const ws = await t.newWorkspace();
    const res = await upload(ws, screenshot, 'image/png');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers.location).toBe(`/v1/job/${res.json().job_id}`);
    const job = await waitForJob(t.app, ws.key, res.json().job_id, 120_000);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    expect(job.kind).toBe('media');
    const result = mediaResultSchema.parse(job.result);
    expect(result).toMatchObject({
      kind: 'image',
      text_origin: 'ocr',
      machine_transcript: false,
      language: 'en',
    });
    // The card's chrome (clock, battery, "BREAKING NEWS" stays: it is text; "Share · 2h" goes).
    expect(result.text).toContain('Nigeria has 40 states.');
    expect(result.text).not.toMatch(/10:42|87%/);
    expect(result.check.verdict).toBe('verified_false');
    expect(result.check.claims[0]!.text).toContain('40 states');
    expect(await mediaUses(ws)).toBe(1);
  }, 180_000);

  it('refuses an unsupported type with 415 and an oversized file with 413, counting neither', async () => {
    const ws = await t.newWorkspace();
    const pdf = await upload(ws, Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ ok: false, status: 415, error: { code: 'unsupported_media_type' } });
    const big = await upload(ws, Buffer.alloc(500_000, 1), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ ok: false, status: 413, error: { code: 'payload_too_large' } });
    const empty = await upload(ws, Buffer.alloc(0), 'audio/ogg');
    expect(empty.statusCode).toBe(422);
    const badLanguage = await upload(ws, screenshot, 'image/png', '?language=english');
    expect(badLanguage.statusCode).toBe(422);
    expect(await mediaUses(ws)).toBe(0);
    expect(await t.container.db.mediaFile.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('fails a corrupt file with unreadable_media', async () => {
    const ws = await t.newWorkspace();
    const corrupt = Buffer.concat([screenshot.subarray(0, 64), Buffer.alloc(2000, 7)]);
    const image = await waitForJob(
      t.app,
      ws.key,
      (await upload(ws, corrupt, 'image/png')).json().job_id,
      30_000,
    );
    expect(image).toMatchObject({ state: 'failed', error: { code: 'unreadable_media' } });
    const audio = await waitForJob(
      t.app,
      ws.key,
      (await upload(ws, Buffer.from('OggS not really a voice note'.repeat(20)), 'audio/ogg')).json().job_id,
      30_000,
    );
    expect(audio).toMatchObject({ state: 'failed', error: { code: 'unreadable_media' } });
  }, 120_000);

  it('with no transcriber, a voice note waits for an editor, whose text is then checked', async () => {
    const ws = await t.newWorkspace();
    const res = await upload(ws, voiceNote, 'audio/ogg; codecs=opus');
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().job_id;
    const item = await waitFor(async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })).json();
      return list.items.find((i: { job_id: string }) => i.job_id === jobId);
    });
    expect(item.claim_id).toBe('transcript');
    expect(item.media).toMatchObject({ kind: 'audio', media_type: 'audio/ogg' });
    expect(item.media.duration_s).toBeGreaterThan(0.5);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/job/${jobId}`, headers: bearer(ws.key) })).json().state,
    ).toBe('running');
    // The editor plays it with the same token; another workspace cannot.
    const played = await t.app.inject({ method: 'GET', url: item.media.url, headers: bearer(ws.key) });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/ogg');
    expect(played.rawPayload.equals(voiceNote)).toBe(true);
    const other = await t.newWorkspace();
    expect(
      (await t.app.inject({ method: 'GET', url: item.media.url, headers: bearer(other.key) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/review/${item.id}/transcript`,
          headers: bearer(other.key),
          payload: { text: 'Nigeria has 40 states.' },
        })
      ).statusCode,
    ).toBe(404);

    const given = await t.app.inject({
      method: 'POST',
      url: `/v1/review/${item.id}/transcript`,
      headers: bearer(ws.session),
      payload: { text: 'Nigeria has 40 states.' },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ ok: true, outcome: 'accepted', job_id: jobId });
    const job = await waitForJob(t.app, ws.key, jobId, 30_000);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    const result = mediaResultSchema.parse(job.result);
    expect(result).toMatchObject({ kind: 'audio', text_origin: 'editor', machine_transcript: false });
    expect(result.duration_s).toBeGreaterThan(0.5);
    expect(result.check.verdict).toBe('verified_false');
    // A second editor's text changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/review/${item.id}/transcript`,
      headers: bearer(ws.session),
      payload: { text: 'Something else.' },
    });
    expect(again.json().outcome).toBe('already_given');
    const pending = (
      await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })
    ).json();
    expect(pending.items.find((i: { id: string }) => i.id === item.id)).toBeUndefined();
    expect(await mediaUses(ws)).toBe(1);
  }, 180_000);
});
