import { spawn } from 'node:child_process';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { TranscriberError, type Transcriber } from '../../src/core/media/ports.js';
import { shippedFfmpegPath } from '../media/ffmpeg-decoder.js';

/**
 * Speech to text on this machine: whisper.cpp embedded through the npm package `smart-whisper`
 * (it builds whisper.cpp with node-gyp at install: `npm install smart-whisper`, needs g++ and
 * make, no network) and a ggml model file named by WHISPER_MODEL_PATH. No audio leaves the server.
 *
 * Which model: whisper.cpp's ggml conversions of OpenAI Whisper (README "Transcription"). English
 * and Pidgin: `ggml-small.bin` (multilingual; Pidgin is heard as English) or `ggml-base.en.bin` on
 * a small machine; Hausa and Yoruba: `ggml-large-v3.bin` (the smaller ones mostly fail on them).
 * Whisper has no Igbo: an Igbo voice note goes to the editors.
 */

/** whisper.cpp's model files start with GGML_FILE_MAGIC, 0x67676d6c, little-endian. */
const GGML_MAGIC = Buffer.from('lmgg', 'latin1');

/** Whisper's languages among those Gaskiya reads (Pidgin is heard as English; Igbo is not one). */
const WHISPER_LANGUAGE: Record<string, string | null> = { en: 'en', pcm: 'en', ha: 'ha', yo: 'yo', ig: null };

/** Refuses, with a sentence an operator can act on, a model path that is not a ggml model file. */
export function checkWhisperModel(path: string): void {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    throw new Error(
      `WHISPER_MODEL_PATH: ${path} was not found. Put a whisper.cpp ggml model there (e.g. ggml-small.bin) or unset WHISPER_MODEL_PATH.`,
    );
  }
  // The magic, then whisper's hyper-parameters (int32 little-endian): n_vocab, n_audio_ctx, ...
  // whisper.cpp crashes the process on a file that has the magic but not a model behind it, so a
  // file whose numbers are not Whisper's is refused here, before whisper.cpp ever sees it.
  const head = Buffer.alloc(48);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const int = (i: number) => head.readInt32LE(4 + i * 4);
  const [vocab, audioCtx, mels] = [int(0), int(1), int(9)];
  const isWhisper =
    head.subarray(0, 4).equals(GGML_MAGIC) &&
    vocab >= 51864 &&
    vocab <= 51866 &&
    audioCtx === 1500 &&
    (mels === 80 || mels === 128);
  if (size < 1024 * 1024 || !isWhisper) {
    throw new Error(
      `WHISPER_MODEL_PATH: ${path} is not a whisper.cpp ggml model (${size} bytes; its header is not Whisper's). ` +
        'Use a ggml-*.bin file from whisper.cpp, not a PyTorch, ONNX or GGUF file.',
    );
  }
}

/** The few calls of smart-whisper used here (typed here: the package is optional). */
interface WhisperEngine {
  transcribe(
    pcm: Float32Array,
    params: { language: string; translate?: boolean },
  ): Promise<{ result: Promise<Array<{ text: string }>> }>;
  free(): Promise<void>;
}
export type WhisperLoader = (modelPath: string) => Promise<WhisperEngine>;

/** Loads smart-whisper; a deployment without it gets one clear sentence, not a stack trace. */
export const loadSmartWhisper: WhisperLoader = async (modelPath) => {
  const name = 'smart-whisper';
  let module: { Whisper: new (file: string, config: { gpu: boolean; offload: number }) => WhisperEngine };
  try {
    module = (await import(name)) as typeof module;
  } catch (error) {
    throw new TranscriberError(
      'unreachable',
      'WHISPER_MODEL_PATH is set but the smart-whisper package is not installed: run `npm install smart-whisper` (it builds whisper.cpp; needs g++ and make).',
      { cause: error },
    );
  }
  // Kept in memory between voice notes; freed after 5 idle minutes (smart-whisper reloads it).
  return new module.Whisper(modelPath, { gpu: false, offload: 300 });
};

/** Any audio ffmpeg reads, as whisper.cpp takes it: mono 16 kHz 32-bit float samples. */
export async function toWhisperPcm(bytes: Uint8Array): Promise<Float32Array> {
  const ffmpeg = spawn(
    shippedFfmpegPath(),
    ['-v', 'error', '-i', 'pipe:0', '-f', 'f32le', '-ac', '1', '-ar', '16000', 'pipe:1'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const chunks: Buffer[] = [];
  const errors: Buffer[] = [];
  ffmpeg.stdout.on('data', (c: Buffer) => chunks.push(c));
  ffmpeg.stderr.on('data', (c: Buffer) => errors.push(c));
  ffmpeg.stdin.on('error', () => undefined); // ffmpeg may stop reading a file it cannot decode
  ffmpeg.stdin.end(Buffer.from(bytes));
  const code = await new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  if (code !== 0)
    throw new TranscriberError(
      'provider_error',
      `The audio could not be converted for whisper.cpp: ${Buffer.concat(errors).toString('utf8').trim()}`,
    );
  const all = Buffer.concat(chunks);
  // A copy on an aligned buffer: a Float32Array view needs a byte offset divisible by 4.
  return new Float32Array(
    all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength - (all.byteLength % 4)),
  );
}

export function createWhisperCppTranscriber(config: {
  modelPath: string;
  timeoutMs: number;
  load?: WhisperLoader;
}): Transcriber {
  checkWhisperModel(config.modelPath);
  const load = config.load ?? loadSmartWhisper;
  let engine: Promise<WhisperEngine> | undefined;
  return {
    name: `whisper.cpp:${config.modelPath.split('/').pop()}`,
    async transcribe(audio) {
      const hint = audio.language ? WHISPER_LANGUAGE[audio.language] : undefined;
      if (hint === null)
        throw new TranscriberError(
          'provider_error',
          `Whisper does not know ${audio.language}; an editor listens.`,
        );
      const pcm = await toWhisperPcm(audio.bytes);
      engine ??= load(config.modelPath).catch((error: unknown) => {
        engine = undefined;
        throw error;
      });
      const whisper = await engine;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new TranscriberError('timeout', `whisper.cpp did not finish within ${config.timeoutMs} ms.`),
            ),
          config.timeoutMs,
        );
      });
      try {
        const task = await Promise.race([whisper.transcribe(pcm, { language: hint ?? 'auto' }), timeout]);
        const segments = await Promise.race([task.result, timeout]);
        return {
          text: segments
            .map((s) => s.text)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
          language: hint,
        };
      } catch (error) {
        if (error instanceof TranscriberError) throw error;
        throw new TranscriberError('provider_error', 'whisper.cpp failed on this recording.', {
          cause: error,
        });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
