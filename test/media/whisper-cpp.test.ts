import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkWhisperModel,
  createWhisperCppTranscriber,
  toWhisperPcm,
  type WhisperLoader,
} from '../../adapters/transcribe/whisper-cpp-transcriber.js';
import { parseEnv } from '../../src/config/env.js';
import { TranscriberError } from '../../src/core/media/ports.js';
import type { Foundation } from '../../src/main/feature.js';
import { configuredTranscriber } from '../../src/main/modules/media.js';
import { makeVoiceNote } from '../support/media/voice-notes.js';

// The embedded whisper.cpp path (WHISPER_MODEL_PATH). No ggml model can be obtained on this
// machine, so whisper.cpp itself stands behind an injected loader here; everything around it (the
// start-up check of the model file, the audio conversion, languages, time limit) is real.
let dir: string;
let voiceNote: Buffer;

/** A file with a Whisper model's header (magic and hyper-parameters of ggml-base), no weights. */
function whisperShapedFile(file: string) {
  const header = Buffer.alloc(2 * 1024 * 1024);
  header.write('lmgg', 0, 'latin1');
  [51865, 1500, 512, 8, 6, 448, 512, 8, 6, 80, 1].forEach((v, i) => header.writeInt32LE(v, 4 + i * 4));
  writeFileSync(file, header);
  return file;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gaskiya-whisper-'));
  voiceNote = await makeVoiceNote('Nigeria has 36 states.');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the model file, checked at start', () => {
  const foundation = (env: Record<string, string>) => ({ env: parseEnv(env) }) as unknown as Foundation;

  it('stops the start with one sentence when WHISPER_MODEL_PATH names no file', () => {
    expect(() =>
      configuredTranscriber(foundation({ WHISPER_MODEL_PATH: path.join(dir, 'none.bin') })),
    ).toThrow(/^WHISPER_MODEL_PATH: .*none\.bin was not found\. Put a whisper\.cpp ggml model there/);
  });

  it('refuses a file that is not a Whisper ggml model (whisper.cpp would crash the process on it)', () => {
    const junk = path.join(dir, 'junk.bin');
    writeFileSync(junk, Buffer.concat([Buffer.from('lmgg', 'latin1'), Buffer.alloc(2 * 1024 * 1024)]));
    expect(() => checkWhisperModel(junk)).toThrow(/is not a whisper\.cpp ggml model/);
    const onnx = path.join(dir, 'model.onnx');
    writeFileSync(onnx, Buffer.alloc(2 * 1024 * 1024, 7));
    expect(() => checkWhisperModel(onnx)).toThrow(/not a PyTorch, ONNX or GGUF file/);
    expect(() => checkWhisperModel(whisperShapedFile(path.join(dir, 'ggml-base.bin')))).not.toThrow();
  });

  it('takes either the embedded model or a provider, not both', () => {
    expect(() =>
      parseEnv({
        WHISPER_MODEL_PATH: '/models/ggml-small.bin',
        TRANSCRIBE_BASE_URL: 'http://127.0.0.1:9000/v1',
        TRANSCRIBE_MODEL: 'whisper-1',
      }),
    ).toThrow(/WHISPER_MODEL_PATH: set either WHISPER_MODEL_PATH .* or TRANSCRIBE_BASE_URL/);
    const model = whisperShapedFile(path.join(dir, 'ggml-small.bin'));
    expect(configuredTranscriber(foundation({ WHISPER_MODEL_PATH: model }))?.name).toBe(
      'whisper.cpp:ggml-small.bin',
    );
  });
});

describe('transcribing', () => {
  it('gives whisper.cpp the voice note as mono 16 kHz float samples', async () => {
    const pcm = await toWhisperPcm(voiceNote);
    // espeak says the sentence in 1.5-3 s.
    expect(pcm.length).toBeGreaterThan(16_000);
    expect(pcm.length).toBeLessThan(16_000 * 5);
    const peak = pcm.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(0.05);
    expect(peak).toBeLessThanOrEqual(1);
    await expect(toWhisperPcm(Buffer.from('not audio at all'))).rejects.toBeInstanceOf(TranscriberError);
  });

  it('loads the model once, passes the language, and joins the segments', async () => {
    const model = whisperShapedFile(path.join(dir, 'ggml-large-v3.bin'));
    const seen: Array<{ samples: number; language: string }> = [];
    let loads = 0;
    const load: WhisperLoader = async () => {
      loads++;
      return {
        transcribe: async (pcm, params) => {
          seen.push({ samples: pcm.length, language: params.language });
          return { result: Promise.resolve([{ text: ' Nigeria has' }, { text: ' 36 states. ' }]) };
        },
        free: async () => undefined,
      };
    };
    const transcriber = createWhisperCppTranscriber({ modelPath: model, timeoutMs: 10_000, load });
    const audio = { bytes: voiceNote, mediaType: 'audio/ogg', filename: 'note.ogg' };
    expect(await transcriber.transcribe({ ...audio, language: 'pcm' })).toEqual({
      text: 'Nigeria has 36 states.',
      language: 'en',
    });
    await transcriber.transcribe({ ...audio, language: 'ha' });
    await transcriber.transcribe(audio);
    expect(loads).toBe(1);
    expect(seen.map((s) => s.language)).toEqual(['en', 'ha', 'auto']);
    expect(seen[0]!.samples).toBeGreaterThan(16_000);
    // Whisper has no Igbo: the editors listen instead (the processor's TranscriberError path).
    await expect(transcriber.transcribe({ ...audio, language: 'ig' })).rejects.toMatchObject({
      name: 'TranscriberError',
      message: expect.stringContaining('an editor listens'),
    });
  });

  it('gives up after the time limit, and reports a failing engine as a transcriber error', async () => {
    const model = whisperShapedFile(path.join(dir, 'ggml-slow.bin'));
    const slow = createWhisperCppTranscriber({
      modelPath: model,
      timeoutMs: 200,
      load: async () => ({
        transcribe: async () => ({ result: new Promise<never>(() => undefined) }),
        free: async () => undefined,
      }),
    });
    const audio = { bytes: voiceNote, mediaType: 'audio/ogg', filename: 'note.ogg' };
    await expect(slow.transcribe(audio)).rejects.toMatchObject({ reason: 'timeout' });
    const broken = createWhisperCppTranscriber({
      modelPath: model,
      timeoutMs: 10_000,
      load: async () => ({
        transcribe: async () => {
          throw new Error('whisper_full failed');
        },
        free: async () => undefined,
      }),
    });
    await expect(broken.transcribe(audio)).rejects.toMatchObject({ reason: 'provider_error' });
  });

  it('ships smart-whisper, built from source at install (no download)', async () => {
    const name = 'smart-whisper';
    const module = (await import(name).catch(() => null)) as { Whisper?: unknown } | null;
    // An optional dependency: a machine without a C++ compiler installs without it.
    if (module) expect(typeof module.Whisper).toBe('function');
  });
});
