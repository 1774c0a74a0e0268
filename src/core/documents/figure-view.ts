import type { KeyFigure } from './ports.js';

/** A key figure as the API shows it (GET /v1/figures, a document's figures, a job's result). */
export function toFigureView(f: KeyFigure) {
  return {
    id: f.id,
    value: f.value,
    unit: f.unit,
    written: f.written,
    what: f.what,
    where: f.where,
    when: f.when,
    quote: f.quote,
    page: f.page,
    document: {
      id: f.document.id,
      title: f.document.title,
      publisher: f.document.publisher,
      url: f.document.url,
    },
  };
}

export type FigureView = ReturnType<typeof toFigureView>;
