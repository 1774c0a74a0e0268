// One PDF read in a worker thread (adapters/pdf/pdf-reader.ts starts it): pdfjs-dist's legacy
// build parses the file and gives each page's text layer, which is laid out here into lines.
// Plain JavaScript so the thread starts without a TypeScript loader. No OCR, no rendering.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { bytes, maxPages } = workerData;

/**
 * A page's text items as lines. Items on one baseline (within half a glyph height) are one
 * line, in x order; a gap wider than a fifth of the glyph height is a space. pdfjs marks line
 * ends (`hasEOL`) only for some producers, so the layout is read from the positions.
 */
function layout(items) {
  const glyphs = items
    .filter((item) => typeof item.str === 'string' && item.transform)
    .map((item) => ({
      str: item.str,
      x: item.transform[4],
      y: item.transform[5],
      w: item.width ?? 0,
      h: Math.abs(item.height || item.transform[3] || 10),
    }));
  const lines = [];
  for (const g of glyphs) {
    const line = lines.find((l) => Math.abs(l.y - g.y) <= Math.max(l.h, g.h) * 0.5);
    if (line) line.items.push(g);
    else lines.push({ y: g.y, h: g.h, items: [g] });
  }
  // Top of the page first (PDF y grows upwards).
  lines.sort((a, b) => b.y - a.y);
  return lines.map((line) => {
    line.items.sort((a, b) => a.x - b.x);
    let text = '';
    let end = null;
    for (const g of line.items) {
      if (end !== null && g.x - end > g.h * 0.2 && !/\s$/.test(text) && !/^\s/.test(g.str)) text += ' ';
      text += g.str;
      end = g.x + g.w;
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}

async function read() {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    if (doc.numPages > maxPages) return { outcome: 'too_many_pages', pages: doc.numPages };
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(layout(content.items).filter(Boolean).join('\n'));
      page.cleanup();
    }
    return { outcome: 'read', pages };
  } finally {
    await doc.destroy();
  }
}

read().then(
  (answer) => parentPort.postMessage(answer),
  (error) =>
    parentPort.postMessage({
      outcome: error?.name === 'PasswordException' ? 'encrypted' : 'broken',
      message: String(error?.message ?? error).slice(0, 300),
    }),
);
