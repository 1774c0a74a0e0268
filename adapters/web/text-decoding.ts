import iconv from 'iconv-lite';

/**
 * Labels the WHATWG Encoding standard maps to windows-1252: browsers decode "ISO-8859-1" pages as
 * windows-1252 (curly quotes at 0x93/0x94), and so do we.
 */
const WINDOWS_1252_ALIASES = new Set([
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'l1',
  'ascii',
  'us-ascii',
  'cp1252',
]);

export function normalizeCharset(label: string | undefined): string | undefined {
  const lower = label?.trim().toLowerCase();
  if (!lower) return undefined;
  if (WINDOWS_1252_ALIASES.has(lower)) return 'windows-1252';
  return iconv.encodingExists(lower) ? lower : undefined;
}

/** The charset a byte-order mark announces. */
function bomCharset(body: Uint8Array): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** `<meta charset>`, `<meta http-equiv="Content-Type" content="...charset=...">` or `<?xml encoding>` in the first 4 KiB. */
function declaredCharset(body: Uint8Array): string | undefined {
  const head = Buffer.from(body.subarray(0, 4096)).toString('latin1');
  const match =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ??
    /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  return match?.[1];
}

/**
 * Decodes a page as a browser would: byte-order mark, then the Content-Type charset, then the
 * document's own declaration, then UTF-8.
 */
export function decodeBody(body: Uint8Array, headerCharset: string | undefined): string {
  const charset =
    bomCharset(body) ?? normalizeCharset(headerCharset) ?? normalizeCharset(declaredCharset(body)) ?? 'utf-8';
  return iconv.decode(Buffer.from(body), charset);
}
