/**
 * Builds the compact word vectors from the npm package's 300 MB JSON: the most frequent
 * KEPT_WORDS words, each vector L2-normalised and quantised to int8, written as a word list and
 * one binary matrix (20 MB) that the service maps in at start in milliseconds. Runs at
 * `npm install` (postinstall) and is a no-op when the files are current.
 *
 *   npm run build:vectors [-- --force]
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compactDir,
  files,
  FORMAT_VERSION,
  KEPT_WORDS,
  SOURCE_PACKAGE,
  sourcePackageDir,
  type VectorsMeta,
} from './glove-files.js';

/** The package's layout: `words` in frequency order, `vectors[word]` = components then extras. */
interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/** Unit-length, int8-quantised rows for the first `limit` words that have a vector. */
export function quantise(source: WinkEmbeddings, limit: number) {
  const { dimensions } = source;
  const words: string[] = [];
  const unit: number[][] = [];
  for (const word of source.words) {
    if (words.length >= limit) break;
    const v = source.vectors[word]?.slice(0, dimensions);
    if (!v || v.length !== dimensions || word.includes('\n')) continue;
    const norm = Math.hypot(...v);
    if (!(norm > 0)) continue;
    words.push(word);
    unit.push(v.map((x) => x / norm));
  }
  let peak = 0;
  for (const row of unit) for (const x of row) peak = Math.max(peak, Math.abs(x));
  const scale = peak > 0 ? 127 / peak : 1;
  const data = new Int8Array(words.length * dimensions);
  unit.forEach((row, i) => row.forEach((x, d) => (data[i * dimensions + d] = Math.round(x * scale))));
  return { words, data, scale, dimensions };
}

/** Writes the compact files into `dir` (each renamed into place, so a reader never sees half). */
export function writeCompact(
  dir: string,
  built: ReturnType<typeof quantise>,
  meta: Omit<VectorsMeta, 'words' | 'dimensions' | 'scale'>,
) {
  mkdirSync(dir, { recursive: true });
  const out = files(dir);
  const put = (path: string, body: string | Uint8Array) => {
    writeFileSync(`${path}.tmp`, body);
    renameSync(`${path}.tmp`, path);
  };
  put(out.words, built.words.join('\n'));
  put(out.vectors, new Uint8Array(built.data.buffer, built.data.byteOffset, built.data.byteLength));
  // meta last: its presence says the other two are complete.
  const full: VectorsMeta = {
    ...meta,
    words: built.words.length,
    dimensions: built.dimensions,
    scale: built.scale,
  };
  put(out.meta, `${JSON.stringify(full, null, 2)}\n`);
}

export function buildWordVectors({ force = false } = {}): string {
  const packageDir = sourcePackageDir();
  if (!packageDir) return `${SOURCE_PACKAGE} is not installed; word vectors skipped (matching stays lexical)`;
  const sourceVersion = (
    JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const dir = compactDir();
  const { meta } = files(dir);
  if (!force && existsSync(meta)) {
    const have = JSON.parse(readFileSync(meta, 'utf8')) as VectorsMeta;
    if (have.format === FORMAT_VERSION && have.sourceVersion === sourceVersion && have.words > 0)
      return `word vectors up to date (${have.words} words) in ${dir}`;
  }
  const started = Date.now();
  const source = JSON.parse(
    readFileSync(join(packageDir, `${SOURCE_PACKAGE}.json`), 'utf8'),
  ) as WinkEmbeddings;
  const built = quantise(source, KEPT_WORDS);
  writeCompact(dir, built, { format: FORMAT_VERSION, source: SOURCE_PACKAGE, sourceVersion });
  return `word vectors built: ${built.words.length} words × ${built.dimensions} in ${Date.now() - started} ms → ${dir}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(
      'Usage: npm run build:vectors [-- --force]\n\nBuilds the compact word vectors from the npm package (runs at npm install; --force rebuilds).\n',
    );
    process.exit(0);
  }
  process.stdout.write(`${buildWordVectors({ force: process.argv.includes('--force') })}\n`);
}
