import { mkdirSync, symlinkSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { TextReader } from '../../src/core/media/ports.js';

/** OCR models shipped in npm packages (`@tesseract.js-data/<code>`), LSTM "best_int" models. */
export const SHIPPED_OCR_LANGUAGES = ['eng', 'yor'] as const;

/**
 * A folder holding `<code>.traineddata.gz` links to the models inside node_modules, so tesseract.js
 * reads every language from one local `langPath` and never downloads (its default is a CDN).
 */
function localLangPath(languages: readonly string[]): string {
  const require = createRequire(import.meta.url);
  const dir = join(tmpdir(), `gaskiya-tessdata-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  for (const code of languages) {
    const pkg = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    const link = join(dir, `${code}.traineddata.gz`);
    if (existsSync(link)) rmSync(link);
    symlinkSync(join(pkg, '4.0.0_best_int', `${code}.traineddata.gz`), link);
  }
  return dir;
}

/**
 * tesseract.js (WebAssembly in a worker thread, so OCR never blocks the event loop). One worker
 * is kept per language set and reused: loading a model takes seconds, a screenshot well under one.
 * Calls are serialised per worker (tesseract.js queues them).
 */
export function createTesseractReader(): TextReader {
  let langPath: string | undefined;
  const workers = new Map<string, Promise<Worker>>();

  function workerFor(languages: string[]): Promise<Worker> {
    const usable = languages.filter((l) => (SHIPPED_OCR_LANGUAGES as readonly string[]).includes(l));
    const key = (usable.length ? usable : ['eng']).join('+');
    let worker = workers.get(key);
    if (!worker) {
      langPath ??= localLangPath(SHIPPED_OCR_LANGUAGES);
      worker = createWorker(key, OEM.LSTM_ONLY, {
        langPath,
        // Never written, never read from a cache folder: the models come from node_modules only.
        cacheMethod: 'none',
        gzip: true,
      });
      worker.catch(() => workers.delete(key));
      workers.set(key, worker);
    }
    return worker;
  }

  return {
    async read(image, languages) {
      const worker = await workerFor(languages);
      const { data } = await worker.recognize(Buffer.from(image));
      return { text: data.text, confidence: data.confidence };
    },
    async close() {
      const all = [...workers.values()];
      workers.clear();
      for (const worker of all) await (await worker.catch(() => null))?.terminate();
    },
  };
}
