import { Worker } from 'node:worker_threads';
import type { PdfReader, PdfReading } from '../../src/core/documents/ports.js';

const THREAD = new URL('./pdf-thread.mjs', import.meta.url);

/**
 * Reads a PDF's text layer with pdfjs-dist in a worker thread of its own: parsing is CPU work that
 * must not hold the event loop (in `npm start` the API answers from the same process), and a
 * thread can be stopped when a file takes too long or grows too large in memory.
 */
export function createPdfReader(opts: { maxHeapMb?: number } = {}): PdfReader {
  return {
    read(bytes, limits) {
      return new Promise<PdfReading>((resolve) => {
        const copy = new Uint8Array(bytes);
        const worker = new Worker(THREAD, {
          workerData: { bytes: copy, maxPages: limits.maxPages },
          transferList: [copy.buffer],
          resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 512 },
          stdout: true,
          stderr: true,
        });
        let settled = false;
        const settle = (reading: PdfReading) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          resolve(reading);
        };
        const timer = setTimeout(() => settle({ outcome: 'timeout' }), limits.timeoutMs);
        worker.once('message', (answer: PdfReading) => settle(answer));
        worker.once('error', (error) => settle({ outcome: 'broken', message: error.message }));
        worker.once('exit', () => settle({ outcome: 'broken', message: 'the reader stopped' }));
      });
    },
  };
}
