/**
 * Candidate pools for the CLEF 2020 CheckThat! task 2 tweets, gathered exactly as the engine does
 * (bench database, corpus imported through the documents import service), cached as JSON so the
 * reranker can be trained and evaluated without PostgreSQL in the loop.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gatherCandidates } from '../../src/core/check/retrieval/reranked-search.js';
import type { Candidate, CorpusStats, Lexemes } from '../../src/core/check/retrieval/ports.js';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { benchEngine } from '../../bench/support/bench-engine.js';
import { CLEF_DIR, importClefCorpus } from '../../bench/support/clef-corpus.js';
import { readTsv } from '../../bench/quality/eval-data.js';
import { readQuotedTsv } from '../../bench/quality/quoted-tsv.js';

export interface Query {
  tweetId: string;
  text: string;
  relevant: string[];
  query: Lexemes;
  candidates: Candidate[];
}

export const vclaimId = (url: string) => url.slice(url.lastIndexOf('/') + 1);

type Json = Record<string, unknown>;
const lexemesToJson = (l: Lexemes) => ({
  counts: [...l.counts],
  bigrams: [...l.bigrams],
  weights: l.weights ? [...l.weights] : undefined,
});
const lexemesFromJson = (j: {
  counts: Array<[string, number]>;
  bigrams: string[];
  weights?: Array<[string, number]>;
}): Lexemes => ({
  counts: new Map(j.counts),
  bigrams: new Set(j.bigrams),
  ...(j.weights ? { weights: new Map(j.weights) } : {}),
});

/** Gathers (or reads from `cache`) every tweet of `split` with its candidate pool. */
export async function loadSplit(
  split: 'train' | 'dev',
  cache: string,
): Promise<{ queries: Query[]; stats: CorpusStats }> {
  if (!existsSync(cache)) {
    const bench = await benchEngine();
    try {
      const workspaceId = await bench.workspace('clef2020-task2.bench');
      await importClefCorpus(bench.sources, workspaceId);
      const source = createCandidateSource(bench.db);
      const qrels = new Map<string, string[]>();
      for (const line of readTsv(`${CLEF_DIR}/${split}/tweet-vclaim-pairs.qrels`)) {
        const [tweet, , vclaim] = line.join('\t').split(/\s+/);
        qrels.set(tweet!, [...(qrels.get(tweet!) ?? []), vclaim!]);
      }
      const out: Json[] = [];
      let stats: CorpusStats | undefined;
      for (const [tweetId, text] of readQuotedTsv(`${CLEF_DIR}/${split}/tweets.queries.tsv`)) {
        const relevant = qrels.get(tweetId!);
        if (!relevant || !text) continue;
        const got = await gatherCandidates(source, workspaceId, text);
        stats = got.stats;
        out.push({
          tweetId,
          text,
          relevant,
          query: lexemesToJson(got.query),
          candidates: got.candidates.map((c) => ({ ...c, lexemes: lexemesToJson(c.lexemes) })),
        });
      }
      writeFileSync(cache, JSON.stringify({ stats: { ...stats!, df: [...stats!.df] }, queries: out }));
    } finally {
      await bench.close();
    }
  }
  const raw = JSON.parse(readFileSync(cache, 'utf8')) as {
    stats: { total: number; avgLength: number; df: Array<[string, number]> };
    queries: Array<Json & { query: Parameters<typeof lexemesFromJson>[0]; candidates: Json[] }>;
  };
  return {
    stats: { ...raw.stats, df: new Map(raw.stats.df) },
    queries: raw.queries.map((q) => ({
      ...(q as unknown as Query),
      query: lexemesFromJson(q.query),
      candidates: q.candidates.map((c) => ({
        ...(c as unknown as Candidate),
        lexemes: lexemesFromJson(c.lexemes as Parameters<typeof lexemesFromJson>[0]),
      })),
    })),
  };
}
