import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaResultSchema } from '../../src/core/media/media-result.js';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { isOggOpus, startFakeTranscriber } from '../support/media/fake-transcriber.js';
import { makeSilence, makeVideo, makeVoiceNote } from '../support/media/voice-notes.js';

// POST /v1/media with a transcriber speaking OpenAI's /v1/audio/transcriptions (a local fake).
let t: TestApp;
let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;
let voiceNote: Buffer;

beforeAll(async () => {
  transcriber = await startFakeTranscriber({ apiKey: 'sk-test-transcribe' });
  voiceNote = await makeVoiceNote('Nigeria has 40 states.');
  t = await createTestApp({
    worker: true,
    env: {
      TRANSCRIBE_BASE_URL: transcriber.baseUrl,
      TRANSCRIBE_MODEL: 'whisper-1',
      TRANSCRIBE_API_KEY: 'sk-test-transcribe',
      TRANSCRIBE_TIMEOUT_MS: '1500',
      MEDIA_MAX_DURATION_SECONDS: '20',
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await transcriber?.close();
});

type Workspace = Awaited<ReturnType<TestApp['newWorkspace']>>;

const upload = (ws: Workspace, body: Buffer, type: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/media${query}`,
    headers: { ...bearer(ws.key), 'content-type': type },
    payload: body,
  });

async function pendingTranscriptItem(ws: Workspace, jobId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })).json();
    const item = list.items.find(
      (i: { job_id: string; claim_id: string }) => i.job_id === jobId && i.claim_id === 'transcript',
    );
    if (item) return item;
    if (Date.now() > deadline) throw new Error('no transcript item appeared');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a configured transcriber', () => {
  it('transcribes a voice note (sent as OGG/Opus with the language hint) and checks the transcript', async () => {
    transcriber.setMode('ok');
    transcriber.answerWith((call) => (isOggOpus(call.bytes) ? 'Nigeria has 40 states.' : ''));
    const ws = await t.newWorkspace();
    const before = transcriber.calls.length;
    const res = await upload(ws, voiceNote, 'audio/ogg', '?language=en');
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(t.app, ws.key, res.json().job_id, 120_000);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    const result = mediaResultSchema.parse(job.result);
    expect(result).toMatchObject({
      kind: 'audio',
      text: 'Nigeria has 40 states.',
      text_origin: 'transcript',
      machine_transcript: true,
      language: 'en',
    });
    expect(result.duration_s).toBeGreaterThan(0.5);
    expect(result.check.verdict).toBe('verified_false');
    const call = transcriber.calls[before]!;
    expect(call).toMatchObject({
      model: 'whisper-1',
      language: 'en',
      authorization: 'Bearer sk-test-transcribe',
    });
    expect(isOggOpus(call.bytes)).toBe(true);
  }, 180_000);

  it('hears the sound of a captionless video', async () => {
    transcriber.setMode('ok');
    transcriber.answerWith((call) => (isOggOpus(call.bytes) ? 'Nigeria has 40 states.' : ''));
    const ws = await t.newWorkspace();
    const job = await waitForJob(
      t.app,
      ws.key,
      (await upload(ws, await makeVideo('Nigeria has 40 states.'), 'video/mp4')).json().job_id,
      60_000,
    );
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    expect(job.result).toMatchObject({ kind: 'video', text_origin: 'transcript', machine_transcript: true });
    expect(job.result.check.verdict).toBe('verified_false');
  }, 180_000);

  it('degrades to the editors when the provider fails or does not answer in time', async () => {
    const ws = await t.newWorkspace();
    transcriber.setMode('error');
    const failed = (await upload(ws, voiceNote, 'audio/ogg')).json().job_id;
    const item = await pendingTranscriptItem(ws, failed);
    expect(item.media.kind).toBe('audio');
    transcriber.setMode('hang');
    const slow = (await upload(ws, voiceNote, 'audio/ogg')).json().job_id;
    await pendingTranscriptItem(ws, slow);
    for (const jobId of [failed, slow]) {
      const job = (
        await t.app.inject({ method: 'GET', url: `/v1/job/${jobId}`, headers: bearer(ws.key) })
      ).json();
      expect(job.state).toBe('running');
    }
    transcriber.setMode('ok');
  }, 120_000);

  it('refuses a recording longer than the limit without counting it', async () => {
    const ws = await t.newWorkspace();
    const before = transcriber.calls.length;
    const job = await waitForJob(
      t.app,
      ws.key,
      (await upload(ws, await makeSilence(25), 'audio/ogg')).json().job_id,
      30_000,
    );
    expect(job).toMatchObject({ state: 'failed', error: { code: 'media_too_long' } });
    expect(transcriber.calls.length).toBe(before);
    const usage = (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).json();
    expect(usage.tools.find((x: { tool: string }) => x.tool === 'media').used).toBe(0);
  }, 120_000);
});
