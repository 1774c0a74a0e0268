import type { SourceService } from '../../src/core/sources/source-service.js';
import { readQuotedTsv } from '../quality/quoted-tsv.js';

export const CLEF_DIR = 'claim-matching/clef2020-task2';
export const clefUrl = (id: string) => `https://www.snopes.com/clef2020-task2/vclaim/${id}`;

/**
 * Imports the 10,375 CLEF 2020 task 2 verified claims into a workspace as NDJSON, through the
 * same import service POST /v1/sources/documents uses. Idempotent: a second run changes nothing.
 */
export async function importClefCorpus(sources: SourceService, workspaceId: string) {
  const claims = readQuotedTsv(`${CLEF_DIR}/verified_claims.docs.tsv`).filter((r) => r.length >= 3);
  const ndjson = claims
    .map(([id, vclaim, title]) =>
      JSON.stringify({
        url: clefUrl(id!),
        title: title || vclaim,
        text: vclaim,
        publisher: 'Snopes',
        claim_review: { claim_reviewed: vclaim },
      }),
    )
    .join('\n');
  const started = Date.now();
  const report = await sources.importNdjson(workspaceId, ndjson);
  return { claims: claims.length, report, seconds: (Date.now() - started) / 1000 };
}
