import { z } from 'zod';
import { figureSchema } from './documents.schemas.js';

const sourceRef = z
  .object({ publisher: z.string(), url: z.string(), title: z.string() })
  .meta({ id: 'SourceRef' });

export const dossierQuery = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(200)
    .describe('A public figure or an organisation: "Peter Obi", "Obi", "INEC", "Labour Party".'),
});

export const dossierSchema = z
  .object({
    name: z.string(),
    kind: z.enum(['person', 'organisation', 'unknown']),
    summary: z
      .string()
      .describe('What the sections below say, in a few sentences, each naming where it comes from.'),
    claims: z
      .array(
        z.object({
          text: z.string(),
          verdict: z.string(),
          confidence: z.string(),
          checked_at: z.string(),
          job_id: z.string(),
          claim_id: z.string(),
          sources: z.array(sourceRef).describe('The sources that supported or disputed the claim.'),
        }),
      )
      .describe(
        "The workspace's checked claims that name them, newest first (an editor's decision is the verdict).",
      ),
    figures: z.array(figureSchema).describe("Key figures of the workspace's documents that name them."),
    statements: z
      .array(z.object({ text: z.string(), source: sourceRef }))
      .describe(
        'Sentences of the trusted corpus (the workspace’s own and the service-wide sources) that name them.',
      ),
    election: z
      .object({
        party: z.object({ acronym: z.string(), name: z.string() }).nullable(),
        posts: z.array(
          z.object({
            title: z.string(),
            url: z.string().nullable(),
            published_at: z.string(),
            source: z.string(),
          }),
        ),
        source: sourceRef,
      })
      .nullable()
      .describe(
        'The election data: the registered party of that name, and election feed posts that name them.',
      ),
    variants: z
      .array(z.string())
      .describe('The spellings matched ("Peter Gregory Obi", "Peter Obi", "Obi").'),
    sources: z.array(sourceRef).describe('Every source the dossier cites, once.'),
  })
  .meta({ id: 'Dossier' });
