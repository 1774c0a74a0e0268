import { z } from 'zod';
import type { StoredDocument } from '../../core/documents/ports.js';

const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date such as 2023-03-15')
  .transform((s) => new Date(s));

export const documentQuery = z.object({
  title: z
    .string()
    .trim()
    .max(300)
    .optional()
    .describe('The document’s title; read from the file when absent.'),
  publisher: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Who published it (NBS, CBN, INEC...). Shown with every figure and source.'),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional()
    .describe('Where the document is published.'),
  published_at: isoDate.optional().describe('When it was published (ISO 8601).'),
});

export const figureSchema = z
  .object({
    id: z.string(),
    value: z.number().describe('The figure as a number: 1.2 trillion is 1200000000000; a date is YYYYMMDD.'),
    unit: z.enum(['percent', 'naira', 'dollar', 'count', 'date', 'year']),
    written: z.string().describe('As the document wrote it: "N1.2 trillion", "21.91 percent".'),
    what: z.string().describe('What it counts or measures, from its sentence ("headline inflation").'),
    where: z.string().describe('The place it is about ("Nigeria", "Kano"), or empty when unknown.'),
    when: z.string().describe('The period it is about ("February 2023", "2022"), or empty when unknown.'),
    quote: z
      .string()
      .describe('The sentence it was read from, whole even when the PDF broke it across lines or pages.'),
    page: z.number().int().describe('The page the figure is on (1 for HTML and text without page breaks).'),
    document: z.object({
      id: z.string(),
      title: z.string(),
      publisher: z.string(),
      url: z.string().nullable(),
    }),
  })
  .meta({
    id: 'KeyFigure',
    example: {
      id: '6b0f3a51-5a3e-4a50-9d0c-1f2a3b4c5d6e',
      value: 21.91,
      unit: 'percent',
      written: '21.91 percent',
      what: 'Headline inflation',
      where: 'Nigeria',
      when: 'February 2023',
      quote: 'Headline inflation rose to 21.91 percent in February 2023 from 21.82 percent in January.',
      page: 1,
      document: {
        id: '0d9e8f7a-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
        title: 'Consumer Price Index February 2023',
        publisher: 'NBS',
        url: 'https://nigerianstat.gov.ng/elibrary/read/1241296',
      },
    },
  });

export const documentSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    publisher: z.string(),
    url: z.string().nullable(),
    pages: z.number().int().nullable().describe('null while the document job is reading it.'),
    figures_count: z.number().int(),
    media_type: z.string(),
    job_id: z.string().nullable(),
    published_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Document' });

export const documentResultSchema = z
  .object({
    document_id: z.string(),
    title: z.string(),
    pages: z.number().int(),
    figures: z.array(figureSchema),
  })
  .meta({
    id: 'DocumentResult',
    description:
      'The result of a document job (GET /v1/job/{job_id} when kind is document and state is done).',
  });

export const documentListQuery = z.object({
  cursor: z.string().max(200).optional().describe('The next_cursor of the previous page.'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const documentList = z.object({
  documents: z.array(documentSchema),
  next_cursor: z.string().nullable(),
});

export const documentIdParams = z.object({ id: z.string().max(100) });

export const documentWithFigures = documentSchema
  .extend({ figures: z.array(figureSchema) })
  .meta({ id: 'DocumentWithFigures' });

export const figuresQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(300)
    .describe('Words of what you look for: "inflation February 2023", "fuel subsidy".'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const figuresAnswer = z.object({ figures: z.array(figureSchema) });

export const toDocumentDto = (d: StoredDocument): z.infer<typeof documentSchema> => ({
  id: d.id,
  title: d.title,
  publisher: d.publisher,
  url: d.url,
  pages: d.pages,
  figures_count: d.figuresCount,
  media_type: d.mediaType,
  job_id: d.jobId,
  published_at: d.publishedAt?.toISOString() ?? null,
  created_at: d.createdAt.toISOString(),
});
