/**
 * Ports of the documents tool: the PDF reader (adapters/pdf), the HTML extractor (the link
 * tool's), and the store of documents and their key figures (src/db).
 */

/** What reading a PDF gave: the text of each page (lines joined by `\n`), or why not. */
export type PdfReading =
  | { outcome: 'read'; pages: string[] }
  | { outcome: 'too_many_pages'; pages: number }
  | { outcome: 'encrypted' | 'broken'; message: string }
  | { outcome: 'timeout' };

export interface PdfReader {
  /** Reads the text layer only (no OCR); never throws for a bad file, says why instead. */
  read(bytes: Uint8Array, limits: { maxPages: number; timeoutMs: number }): Promise<PdfReading>;
}

/** A web page's main text as the link tool's extractor reads it. */
export interface HtmlReader {
  read(body: Uint8Array, charset: string | undefined): { title: string; paragraphs: string[] };
}

/** A figure as read from a document, before it is stored. */
export interface NewKeyFigure {
  value: number;
  unit: FigureUnit;
  /** As the document wrote it: "N1.2 trillion", "21.91 percent". */
  written: string;
  what: string;
  where: string;
  when: string;
  quote: string;
  page: number;
}

export type FigureUnit = 'percent' | 'naira' | 'dollar' | 'count' | 'date' | 'year';

export interface StoredDocument {
  id: string;
  workspaceId: string;
  jobId: string | null;
  mediaType: string;
  title: string;
  publisher: string;
  url: string | null;
  publishedAt: Date | null;
  pages: number | null;
  figuresCount: number;
  createdAt: Date;
}

export interface KeyFigure extends NewKeyFigure {
  id: string;
  document: { id: string; title: string; publisher: string; url: string | null };
}

export interface DocumentStore {
  create(input: {
    workspaceId: string;
    mediaType: string;
    bytes: Uint8Array;
    title: string;
    publisher: string;
    url: string | null;
    publishedAt: Date | null;
  }): Promise<StoredDocument>;
  attachJob(documentId: string, jobId: string): Promise<void>;
  remove(documentId: string): Promise<void>;
  /** The file of a document still to be read (null once read or when unknown). */
  bytes(documentId: string): Promise<Uint8Array | null>;
  byJob(jobId: string): Promise<StoredDocument | null>;
  /**
   * Stores what was read, replacing figures of an earlier attempt (a job may run twice), and
   * lets the file go.
   */
  saveReading(
    documentId: string,
    reading: { pages: number; title: string; figures: NewKeyFigure[] },
  ): Promise<void>;
  find(workspaceId: string, documentId: string): Promise<StoredDocument | null>;
  list(
    workspaceId: string,
    opts: { before?: { createdAt: Date; id: string }; limit: number },
  ): Promise<StoredDocument[]>;
  figuresOf(documentId: string): Promise<KeyFigure[]>;
  /** Full-text search of one workspace's figures, best first. */
  searchFigures(workspaceId: string, query: string, limit: number): Promise<KeyFigure[]>;
}
