import { existsSync, readFileSync } from 'node:fs';
import type { WordVectors } from '../../src/core/check/retrieval/word-vectors.js';
import { compactDir, files, FORMAT_VERSION, type VectorsMeta } from './glove-files.js';

/** Reads the compact vectors from `dir`; null when they have not been built. */
export function readWordVectors(dir: string): WordVectors | null {
  const at = files(dir);
  if (!existsSync(at.meta)) return null;
  const meta = JSON.parse(readFileSync(at.meta, 'utf8')) as VectorsMeta;
  if (meta.format !== FORMAT_VERSION) return null;
  const words = readFileSync(at.words, 'utf8').split('\n');
  const bytes = readFileSync(at.vectors);
  const data = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (words.length !== meta.words || data.length !== meta.words * meta.dimensions) return null;
  const rows = new Map(words.map((word, row) => [word, row]));
  return { dimensions: meta.dimensions, scale: meta.scale, data, rowOf: (word) => rows.get(word) };
}

let cached: { value: WordVectors | null } | undefined;

/**
 * The word vectors built at install (adapters/word-vectors/build.ts), read once per process.
 * Null, with `onMissing` told why, when they are absent: claim matching then stays lexical.
 */
export function installedWordVectors(onMissing: (why: string) => void = () => {}): WordVectors | null {
  if (cached) return cached.value;
  const value = readWordVectors(compactDir());
  if (!value) onMissing('word vectors not built: run `npm run build:vectors` (claim matching stays lexical)');
  cached = { value };
  return value;
}
