import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { shippedFfmpegPath } from '../../../adapters/media/ffmpeg-decoder.js';

const run = promisify(execFile);

/**
 * A real voice note: espeak-ng (apt-get install espeak-ng) says the text, the ffmpeg shipped in
 * npm encodes it as WhatsApp does (OGG/Opus, mono 16 kHz).
 */
export async function makeVoiceNote(text: string, voice = 'en'): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'gaskiya-voice-'));
  try {
    const wav = join(dir, 'speech.wav');
    const ogg = join(dir, 'speech.ogg');
    await run('espeak-ng', ['-v', voice, '-s', '150', '-w', wav, text]);
    await run(shippedFfmpegPath(), [
      '-v',
      'error',
      '-i',
      wav,
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-y',
      ogg,
    ]);
    return await readFile(ogg);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A short video (a colour card and the spoken text), as MP4 with H.264 and AAC, no captions. */
export async function makeVideo(text: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'gaskiya-video-'));
  try {
    const wav = join(dir, 'speech.wav');
    const mp4 = join(dir, 'clip.mp4');
    await run('espeak-ng', ['-v', 'en', '-s', '150', '-w', wav, text]);
    await run(shippedFfmpegPath(), [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=navy:s=320x240:r=10',
      '-i',
      wav,
      '-shortest',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      '-y',
      mp4,
    ]);
    return await readFile(mp4);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Silence of the given length as OGG/Opus (a recording longer than the limit). */
export async function makeSilence(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'gaskiya-silence-'));
  try {
    const ogg = join(dir, 'silence.ogg');
    await run(shippedFfmpegPath(), [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      String(seconds),
      '-c:a',
      'libopus',
      '-b:a',
      '16k',
      '-y',
      ogg,
    ]);
    return await readFile(ogg);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
