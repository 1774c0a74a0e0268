/**
 * Per-tweet diagnostics of claim matching through the product path (CLEF 2020 task 2 dev):
 * what extraction made of each tweet (claims, set-aside, whole message), where the right
 * fact-check stood in each search and at what score, and what the check cited. For finding
 * where the product path loses the right fact-check; tune on dev or train only.
 *
 *   npx tsx bench/quality/diagnose-matching.ts [dev|train] [--lost] > /tmp/diag.txt
 *
 * `--lost` prints only tweets whose right fact-check is not cited first.
 */
import { randomUUID } from 'node:crypto';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { benchEngine } from '../support/bench-engine.js';
import { CLEF_DIR, clefUrl, importClefCorpus } from '../support/clef-corpus.js';
import { readTsv } from './eval-data.js';
import { citedUrls } from './product-path.js';
import { readQuotedTsv } from './quoted-tsv.js';

const split = process.argv.includes('train') ? 'train' : 'dev';
const onlyLost = process.argv.includes('--lost');
const bench = await benchEngine();
const out = (line: string) => process.stdout.write(`${line}\n`);
try {
  const workspaceId = await bench.workspace('clef2020-task2.bench');
  await importClefCorpus(bench.sources, workspaceId);
  const extractor = createLocalClaimExtractor();
  const qrels = new Map<string, Set<string>>();
  for (const [tweet, , vclaim] of readTsv(`${CLEF_DIR}/${split}/tweet-vclaim-pairs.qrels`).map((l) =>
    l.join('\t').split(/\s+/),
  ))
    qrels.set(tweet!, (qrels.get(tweet!) ?? new Set()).add(clefUrl(vclaim!)));
  const short = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const counts = { n: 0, first: 0, cited: 0, found: 0 };
  for (const [tweetId, text] of readQuotedTsv(`${CLEF_DIR}/${split}/tweets.queries.tsv`)) {
    const relevant = qrels.get(tweetId!);
    if (!relevant || !text) continue;
    counts.n += 1;
    const result = await bench.engine.check({ workspaceId, jobId: randomUUID(), text });
    const cited = citedUrls(result);
    const first = relevant.has(cited[0] ?? '');
    const isCited = cited.some((u) => relevant.has(u));
    const extraction = await extractor.extract(text, 'en');
    const queries = [
      ...extraction.claims.map((c) => ({ kind: `claim ${c.checkworthiness}`, q: c.text })),
      ...(extraction.message ? [{ kind: 'message', q: extraction.message.search }] : []),
    ];
    let found = false;
    const lines: string[] = [];
    for (const { kind, q } of queries) {
      const hits = await bench.search.search(workspaceId, q, 8);
      const at = hits.findIndex((h) => relevant.has(h.url));
      if (at >= 0) found = true;
      const top = hits
        .slice(0, 3)
        .map((h) => `${short(h.url)}${relevant.has(h.url) ? '*' : ''}:${h.score.toFixed(2)}`)
        .join(' ');
      lines.push(`  ${kind}: "${q.slice(0, 140)}"`);
      lines.push(`    right at ${at >= 0 ? `${at + 1} (${hits[at]!.score.toFixed(2)})` : '-'}; top ${top}`);
    }
    if (first) counts.first += 1;
    if (isCited) counts.cited += 1;
    if (found) counts.found += 1;
    if (onlyLost && first) continue;
    out(`#${tweetId} ${first ? 'FIRST' : isCited ? 'CITED' : found ? 'FOUND-NOT-CITED' : 'NOT-FOUND'}`);
    out(`  text: "${text.replace(/\s+/g, ' ').slice(0, 300)}"`);
    out(`  right: ${[...relevant].map(short).join(',')}  cited: ${cited.map(short).join(',') || '-'}`);
    for (const s of extraction.setAside) out(`  set aside (${s.reason}): "${s.text.slice(0, 100)}"`);
    lines.forEach(out);
    out(
      `  result claims: ${result.claims.map((c) => `"${c.text.slice(0, 60)}" ${c.verdict}/${c.confidence} [${c.sources.map((s) => short(s.url)).join(',')}]`).join(' | ')}`,
    );
  }
  out(`n=${counts.n} first=${counts.first} cited=${counts.cited} found-by-some-query=${counts.found}`);
} finally {
  await bench.close();
}
