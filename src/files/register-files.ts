import { access } from 'node:fs/promises';
import path from 'node:path';
import type { RegisterFiles } from '../core/election/ports.js';
import { readCsv } from './csv-reader.js';

/** The election data folder on disk: `name` or `name.gz`, read as streamed CSV. */
export function registerFilesIn(dir: string): RegisterFiles {
  return {
    async locate(name) {
      for (const candidate of [name, `${name}.gz`]) {
        const full = path.join(dir, candidate);
        try {
          await access(full);
          return full;
        } catch {
          // not this spelling; try the next
        }
      }
      return null;
    },
    rows: (file) => readCsv(file),
  };
}
