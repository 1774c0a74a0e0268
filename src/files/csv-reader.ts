import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

/** One data row of a CSV file, keyed by the header, with the line it started on (1 = header). */
export interface CsvRow {
  line: number;
  record: Record<string, string>;
  /** Bytes of the file on disk read so far over its size (compressed bytes for `.gz`). */
  fraction: number;
}

/**
 * Streams a CSV file with a header row (CRLF or LF; `.gz` is gunzipped on the fly), so a
 * 176k-row register never sits in memory at once. Ragged rows are yielded as they are and left
 * to the caller's validation, which reports them by line.
 */
export async function* readCsv(path: string): AsyncGenerator<CsvRow> {
  const size = (await stat(path)).size || 1;
  const file = createReadStream(path);
  const input = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  const parser = input.pipe(
    parse({ columns: true, bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  file.on('error', (error) => parser.destroy(error));
  for await (const row of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    yield { line: row.info.lines, record: row.record, fraction: Math.min(1, file.bytesRead / size) };
  }
}
