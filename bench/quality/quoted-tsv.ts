import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVAL_ROOT } from './eval-data.js';

/**
 * TSV (or CSV) with CSV-style quoting ("" escapes, fields spanning lines), as the CLEF 2020 task 2 files
 * are written. Header dropped.
 */
export function readQuotedTsv(relative: string): string[][] {
  return parseQuoted(readFileSync(join(EVAL_ROOT, relative), 'utf8'), '\t');
}

/** Delimited text with CSV-style quoting; the header row is dropped. */
export function parseQuoted(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
      continue;
    }
    if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
      atStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
      atStart = true;
    } else {
      field += ch;
      atStart = false;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.slice(1);
}
