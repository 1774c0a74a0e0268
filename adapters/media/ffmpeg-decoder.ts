import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnreadableMediaError, type MediaDecoder } from '../../src/core/media/ports.js';

/**
 * The ffmpeg binary shipped inside the npm package `@ffmpeg-installer/linux-x64` (its postinstall
 * only makes it executable); a system ffmpeg on other platforms.
 */
export function shippedFfmpegPath(): string {
  try {
    const require = createRequire(import.meta.url);
    const dir = require.resolve('@ffmpeg-installer/linux-x64/package.json').replace(/package\.json$/, '');
    const binary = join(dir, 'ffmpeg');
    if (existsSync(binary)) return binary;
  } catch {
    // not installed on this platform: fall back to the system's
  }
  return 'ffmpeg';
}

interface Run {
  code: number | null;
  stderr: string;
}

function run(binary: string, args: string[], timeoutMs: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // Only the header (durations, streams) and the last errors matter; keep memory bounded.
      stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** `Duration: 00:01:02.50` of the input, in seconds. */
export function parseDuration(stderr: string): number | null {
  const match = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/**
 * Decoding with ffmpeg in a child process (never on the event loop), on temporary files: MP4 and
 * MOV keep their index at the end, which a pipe cannot seek to.
 */
export function createFfmpegDecoder(opts: { binary?: string; timeoutMs?: number } = {}): MediaDecoder {
  const binary = opts.binary ?? shippedFfmpegPath();
  const timeoutMs = opts.timeoutMs ?? 60_000;

  async function withFiles<T>(input: Uint8Array, work: (dir: string, inPath: string) => Promise<T>) {
    const dir = await mkdtemp(join(tmpdir(), 'gaskiya-media-'));
    try {
      const inPath = join(dir, `in-${randomUUID()}`);
      await writeFile(inPath, input);
      return await work(dir, inPath);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    imageForOcr: (bytes) =>
      withFiles(bytes, async (dir, inPath) => {
        const out = join(dir, 'page.png');
        // Grey, at most 1600 px wide, small images doubled: what tesseract reads well and fast.
        const result = await run(
          binary,
          [
            '-hide_banner',
            '-nostdin',
            '-v',
            'error',
            '-i',
            inPath,
            '-frames:v',
            '1',
            '-vf',
            "scale='if(lt(iw,600),iw*2,min(iw,1600))':-2:flags=lanczos,format=gray",
            '-y',
            out,
          ],
          timeoutMs,
        );
        if (result.code !== 0 || !existsSync(out)) {
          throw new UnreadableMediaError(
            `ffmpeg could not decode the image: ${result.stderr.trim().slice(-300)}`,
          );
        }
        return new Uint8Array(await readFile(out));
      }),

    speechAudio: (bytes, maxSeconds) =>
      withFiles(bytes, async (dir, inPath) => {
        const out = join(dir, 'speech.ogg');
        // Mono 16 kHz Opus: what speech models take, and a small upload for a remote provider.
        const result = await run(
          binary,
          [
            '-hide_banner',
            '-nostdin',
            '-nostats',
            '-i',
            inPath,
            '-t',
            String(maxSeconds + 1),
            '-vn',
            '-ac',
            '1',
            '-ar',
            '16000',
            '-c:a',
            'libopus',
            '-b:a',
            '24k',
            '-f',
            'ogg',
            '-y',
            out,
          ],
          timeoutMs,
        );
        const durationS = parseDuration(result.stderr);
        if (result.code !== 0 || durationS === null || !existsSync(out)) {
          const why = result.stderr
            .split('\n')
            .filter((l) => /error|invalid|does not contain|no such/i.test(l));
          throw new UnreadableMediaError(
            `ffmpeg could not decode the sound: ${why.slice(-2).join(' ').slice(0, 300)}`,
          );
        }
        const ogg = new Uint8Array(await readFile(out));
        if (ogg.byteLength < 100) throw new UnreadableMediaError('The file has no sound track.');
        return { ogg, durationS };
      }),
  };
}
