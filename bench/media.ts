/**
 * npm run bench:media — media tips, measured on this machine (numbers move with load).
 * 1. OCR character accuracy per language on screenshots rendered with Debian's chromium (a
 *    WhatsApp-style forward, a news card, a tweet), after the interface chrome is cleaned, and
 *    OCR time per image (tesseract.js, one reused worker, models from node_modules only).
 * 2. Where a voice note's time goes: download (a local HTTP server, as a platform serves it),
 *    decoding (shipped ffmpeg → mono OGG/Opus), transcription (a local fake of OpenAI's endpoint:
 *    the upload and round trip only, not a model's time), and checking (the real engine).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFfmpegDecoder } from '../adapters/media/ffmpeg-decoder.js';
import { createTesseractReader } from '../adapters/ocr/tesseract-reader.js';
import { downloadMedia } from '../adapters/shared/media-download.js';
import { createOpenAiTranscriber } from '../adapters/transcribe/openai-transcriber.js';
import { ocrLanguages } from '../src/core/media/media-processor.js';
import { cleanScreenText } from '../src/core/media/screen-text.js';
import { startFakeTranscriber } from '../test/support/media/fake-transcriber.js';
import { startScreenshotRenderer, type ScreenshotStyle } from '../test/support/media/screenshots.js';
import { makeVoiceNote } from '../test/support/media/voice-notes.js';
import { benchEngine } from './support/bench-engine.js';

const SAMPLES: Record<string, string> = {
  en: 'Nigeria has 40 states and the federal government will pay every student N50,000 from Monday.',
  pcm: 'Dem say Nigeria get 40 states, and government go pay every student fifty thousand naira from Monday.',
  ha: 'Gwamnatin tarayya ta ce za ta biya kowane ɗalibi naira dubu hamsin daga ranar Litinin.',
  yo: 'Ìjọba àpapọ̀ sọ pé òun yóò san ẹgbẹ̀rún àádọ́ta náírà fún akẹ́kọ̀ọ́ kọ̀ọ̀kan láti ọjọ́ Ajé.',
  ig: 'Gọọmenti etiti kwuru na ọ ga-akwụ onye ọ bụla na-agụ akwụkwọ puku naịra iri ise site na Mọnde.',
};
const STYLES: ScreenshotStyle[] = ['whatsapp', 'news-card', 'tweet'];

function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
/** 1 − edit distance / length of the truth (the text rendered), on NFC-normalised text. */
const accuracy = (read: string, truth: string) =>
  Math.max(0, 1 - levenshtein(norm(read), norm(truth)) / norm(truth).length);

async function ocrBench() {
  const renderer = await startScreenshotRenderer();
  const reader = createTesseractReader();
  const decoder = createFfmpegDecoder();
  console.log('OCR character accuracy (chrome cleaned) and time per image:');
  try {
    await reader.read(await decoder.imageForOcr(await renderer.render('tweet', 'Warm up.')), ['eng']);
    for (const [language, text] of Object.entries(SAMPLES)) {
      const scores: number[] = [];
      const times: number[] = [];
      for (const style of STYLES) {
        const png = await renderer.render(style, text);
        const started = performance.now();
        const read = await reader.read(await decoder.imageForOcr(png), ocrLanguages(language));
        times.push(performance.now() - started);
        // The tweet's author line is real text on the image, not part of the claim: compare the claim paragraph.
        const paragraphs = cleanScreenText(read.text).split('\n');
        const best = Math.max(...paragraphs.map((p) => accuracy(p, text)));
        scores.push(best);
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      console.log(
        `  ${language.padEnd(4)} accuracy ${(mean(scores) * 100).toFixed(1)}% (${scores.map((s) => (s * 100).toFixed(0)).join('/')} whatsapp/news-card/tweet)` +
          `  ${Math.round(mean(times))} ms per image  models ${ocrLanguages(language).join('+')}`,
      );
    }
  } finally {
    await renderer.close();
    await reader.close?.();
  }
}

async function voiceBench() {
  const note = await makeVoiceNote('Nigeria has 40 states.');
  const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'audio/ogg' }).end(note));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const fake = await startFakeTranscriber();
  fake.answerWith(() => 'Nigeria has 40 states.');
  const transcriber = createOpenAiTranscriber({
    baseUrl: fake.baseUrl,
    model: 'whisper-1',
    timeoutMs: 30_000,
  });
  const decoder = createFfmpegDecoder();
  const bench = await benchEngine();
  const workspaceId = await bench.workspace('bench-media.ng');
  const runs = 5;
  const total = { download: 0, decode: 0, transcribe: 0, check: 0 };
  try {
    await bench.engine.check({ workspaceId, jobId: 'warm-up', text: 'Nigeria has 40 states.' });
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      const file = await downloadMedia(`${origin}/note.ogg`, {
        origins: [origin],
        maxBytes: 16e6,
        timeoutMs: 10_000,
      });
      total.download += performance.now() - t;
      t = performance.now();
      const audio = await decoder.speechAudio(file.bytes, 300);
      total.decode += performance.now() - t;
      t = performance.now();
      const said = await transcriber.transcribe({
        bytes: audio.ogg,
        mediaType: 'audio/ogg',
        filename: 'n.ogg',
        language: 'en',
      });
      total.transcribe += performance.now() - t;
      t = performance.now();
      await bench.engine.check({ workspaceId, jobId: `bench-${i}`, text: said.text });
      total.check += performance.now() - t;
    }
    const all = Object.values(total).reduce((a, b) => a + b, 0);
    console.log(
      `Voice note (${note.byteLength} bytes OGG/Opus), mean of ${runs} runs, ${Math.round(all / runs)} ms in all:`,
    );
    for (const [stage, ms] of Object.entries(total)) {
      console.log(
        `  ${stage.padEnd(10)} ${String(Math.round(ms / runs)).padStart(6)} ms  ${((ms / all) * 100).toFixed(1)}%`,
      );
    }
    console.log(
      '  (transcription: a local fake provider, so only upload and round trip; a real model adds its own time)',
    );
  } finally {
    await bench.close();
    await fake.close();
    await new Promise((resolve) => site.close(resolve));
  }
}

await ocrBench();
await voiceBench();
process.exit(0);
