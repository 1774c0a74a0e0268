import { z } from 'zod';
import { PUBLISHER_KINDS, type PublisherRecord } from '../../core/sources/ports.js';
import { documentBodySchema } from '../../core/sources/document-input.js';

export const sourceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    domain: z.string(),
    kind: z.enum(PUBLISHER_KINDS),
    trust: z.number(),
    scope: z
      .enum(['workspace', 'service'])
      .describe('`service`: ships with Gaskiya, every workspace sees it, read-only.'),
  })
  .meta({ id: 'Source' });

export const createSourceBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain name such as dubawa.org'),
    kind: z.enum(PUBLISHER_KINDS),
    trust: z.number().min(0).max(1),
  })
  .meta({ id: 'CreateSource' });

export const sourceIdParams = z.object({ id: z.string() });

export const importBody = z
  .union([documentBodySchema, z.looseObject({ '@type': z.unknown() }), z.array(z.unknown()), z.string()])
  .describe(
    'application/json: one document `{url, title, text, publisher, published_at?, claim_review?}`, or schema.org ' +
      'ClaimReview JSON-LD as published (a single object, an array or an `@graph`). application/x-ndjson: one such ' +
      'value per line.',
  );

export const importReportSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int().describe('Already stored exactly so: re-importing a file changes nothing.'),
    rejected: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  })
  .meta({ id: 'ImportReport' });

export const searchQuery = z.object({
  q: z.string().trim().min(2).max(1000),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const documentHitSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    title: z.string(),
    publisher: z.string(),
    excerpt: z.string(),
    rating: z.string().nullable(),
    claim_reviewed: z.string().nullable(),
    score: z.number().describe('How well the document matches the query, 0..1.'),
  })
  .meta({ id: 'DocumentHit' });

export const toSourceDto = (p: PublisherRecord) => ({
  id: p.id,
  name: p.name,
  domain: p.domain,
  kind: p.kind,
  trust: p.trust,
  scope: p.workspaceId ? ('workspace' as const) : ('service' as const),
});
