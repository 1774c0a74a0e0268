import { z } from 'zod';
import type { JobProcessor } from '../jobs/job-service.js';
import { PermanentJobError } from '../jobs/job.js';
import type { DocumentPage } from './document-text.js';
import type { DocumentLimits } from './document-service.js';
import { keyFigures } from './key-figures.js';
import { periodNear } from './figure-context.js';
import type { DocumentStore, HtmlReader, PdfReader } from './ports.js';
import { toFigureView } from './figure-view.js';

export const documentInputSchema = z.object({
  document_id: z.string().uuid(),
  media_type: z.enum(['application/pdf', 'text/html', 'text/plain']),
});

/** Pages with fewer letters than this in all are a scan or pictures: nothing to read. */
const MIN_LETTERS = 20;

const unreadable = (message: string) => new PermanentJobError('unreadable_document', message, true);

/**
 * Reads one uploaded document: its text (PDF text layer, a page's main text, plain text), then
 * every key figure with its origin. A file that cannot be read fails with `unreadable_document`
 * and gives its use back: the newsroom got nothing for it.
 */
export function createDocumentProcessor(deps: {
  store: DocumentStore;
  pdf: PdfReader;
  html: HtmlReader;
  limits: DocumentLimits;
}): JobProcessor {
  async function pagesOf(
    mediaType: string,
    bytes: Uint8Array,
  ): Promise<{ pages: DocumentPage[]; title: string }> {
    if (mediaType === 'application/pdf') {
      const reading = await deps.pdf.read(bytes, {
        maxPages: deps.limits.maxPages,
        timeoutMs: deps.limits.readTimeoutMs,
      });
      switch (reading.outcome) {
        case 'read':
          return { pages: reading.pages.map((text) => ({ text })), title: '' };
        case 'encrypted':
          throw unreadable('The PDF is protected by a password; send a copy without one.');
        case 'too_many_pages':
          throw unreadable(
            `The PDF has ${reading.pages} pages; the documents tool reads up to ${deps.limits.maxPages}. Send the part that matters.`,
          );
        case 'timeout':
          throw unreadable(
            `The PDF could not be read within ${Math.round(deps.limits.readTimeoutMs / 1000)} s.`,
          );
        default:
          throw unreadable('The file is not a PDF that can be opened (it is damaged or incomplete).');
      }
    }
    if (mediaType === 'text/html') {
      const page = deps.html.read(bytes, undefined);
      return { pages: [{ text: page.paragraphs.join('\n\n') }], title: page.title };
    }
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/\r\n?/g, '\n');
    // A form feed is a page break in plain text exported from a PDF (pdftotext).
    return { pages: text.split('\f').map((page) => ({ text: page })), title: '' };
  }

  return async (job) => {
    const input = documentInputSchema.parse(job.input);
    const document = await deps.store.byJob(job.id);
    if (!document) throw new PermanentJobError('not_found', 'The document of this job is gone.');
    const bytes = await deps.store.bytes(document.id);
    // Read already (an earlier attempt saved it, then died before finishing the job): say so again.
    if (!bytes && document.pages !== null) return resultOf(job.id);
    if (!bytes) throw new PermanentJobError('not_found', 'The document of this job is gone.');
    const { pages, title: readTitle } = await pagesOf(input.media_type, bytes);
    const letters = pages.reduce((n, p) => n + (p.text.match(/\p{L}/gu)?.length ?? 0), 0);
    if (letters < MIN_LETTERS)
      throw unreadable(
        'The document has no text to read (a scan or pictures of pages?). Gaskiya reads the text layer of a PDF, not images.',
      );
    const title = document.title || readTitle || firstLine(pages) || 'Untitled document';
    const figures = keyFigures(pages, {
      where: '',
      when:
        periodNear(title, 0) || (document.publishedAt ? document.publishedAt.toISOString().slice(0, 7) : ''),
    });
    await deps.store.saveReading(document.id, { pages: pages.length, title, figures });
    return resultOf(job.id);
  };

  /** The job's result: the document as read and every figure, in reading order. */
  async function resultOf(jobId: string) {
    const document = await deps.store.byJob(jobId);
    if (!document) throw new PermanentJobError('not_found', 'The document of this job is gone.');
    const figures = await deps.store.figuresOf(document.id);
    return {
      document_id: document.id,
      title: document.title,
      pages: document.pages ?? 0,
      figures: figures.map(toFigureView),
    };
  }
}

function firstLine(pages: DocumentPage[]): string {
  const line = pages[0]?.text.split('\n').find((l) => /\p{L}{3}/u.test(l)) ?? '';
  return line.trim().slice(0, 200);
}
