import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { PUBLISHER_KINDS, type SourceStore } from '../../core/sources/ports.js';
import type { SourceService } from '../../core/sources/source-service.js';

/** The starter set of official facts shipped with the service (see its `about`). */
export const SERVICE_SOURCES_FILE = new URL('../../../data/sources/nigeria-official.json', import.meta.url);

const fileSchema = z.object({
  publishers: z.array(
    z.object({
      name: z.string(),
      domain: z.string(),
      kind: z.enum(PUBLISHER_KINDS),
      trust: z.number().min(0).max(1),
    }),
  ),
  documents: z.array(z.unknown()),
  // Urls this file once shipped and no longer does: deleted at load, so a deployment that loaded
  // an earlier version does not keep a fact twice (under its old and its new url). Only these are
  // deleted: other service-wide documents (the FEED_URLS feeds) are not this file's to remove.
  retired: z.array(z.string().url()).default([]),
});

/**
 * Loads the service-wide publishers and documents (workspace_id NULL). Idempotent and cheap on
 * every start: unchanged documents are recognised by their content hash and not rewritten.
 */
export async function loadServiceSources(
  deps: { store: SourceStore; sources: SourceService },
  file = SERVICE_SOURCES_FILE,
) {
  const data = fileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  for (const publisher of data.publishers) await deps.store.upsertPublisher(null, publisher);
  const report = await deps.sources.importJson(null, data.documents);
  if (report.rejected) throw new Error(`service sources: ${report.errors.map((e) => e.reason).join('; ')}`);
  const retired = await deps.store.deleteServiceDocuments(data.retired);
  return { ...report, retired };
}

/**
 * The words the starter facts say (titles and texts): the names and words a misspelt claim is
 * mended to (core/check/language/spelling.ts). Read once, when an engine is built.
 */
export function serviceSourceWords(file = SERVICE_SOURCES_FILE): string[] {
  const data = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const said = z.object({ title: z.string().optional(), text: z.string().optional() }).passthrough();
  const words = new Set<string>();
  for (const document of data.documents) {
    const parsed = said.safeParse(document);
    if (!parsed.success) continue;
    for (const w of `${parsed.data.title ?? ''} ${parsed.data.text ?? ''}`.match(/\p{L}+/gu) ?? [])
      words.add(w.toLowerCase());
  }
  return [...words];
}
