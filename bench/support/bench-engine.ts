import { execFileSync } from 'node:child_process';
import { createCheckEngine } from '../../src/core/check/engine/check-engine.js';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { createRerankedSearch } from '../../src/core/check/retrieval/reranked-search.js';
import { createLocalStanceJudge } from '../../src/core/check/stance/local-stance.js';
import { createLocalWriteUpWriter } from '../../src/core/check/writeup/local-writer.js';
import { createSourceService } from '../../src/core/sources/source-service.js';
import { createActivityStore } from '../../src/db/repositories/activity-store.js';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { createSourceStore } from '../../src/db/repositories/source-store.js';
import { createPrismaClient } from '../../src/db/prisma.js';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import { loadServiceSources } from '../../src/main/modules/service-sources.js';

const warn = (why: string) => process.stderr.write(`${why}\n`);

/**
 * A database of its own for benchmarks (BENCH_DATABASE_URL, default gaskiya_bench on the local
 * server), migrated like production, with the same services the engine module wires.
 */
export async function benchEngine() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/gaskiya_bench';
  execFileSync('npx', ['tsx', 'scripts/db/migrate.ts', 'deploy'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = createPrismaClient(url);
  const store = createSourceStore(db);
  const sources = createSourceService({ store, activity: createActivityStore(db) });
  await loadServiceSources({ store, sources });
  const search = createRerankedSearch(createCandidateSource(db), installedWordVectors(warn));
  const engine = createCheckEngine({
    language: createLocalLanguageDetector(),
    extractor: createLocalClaimExtractor(),
    evidence: search,
    stance: createLocalStanceJudge(),
    writer: createLocalWriteUpWriter(),
    external: [],
    structured: [],
    maxClaims: 5,
    styleGuide: async () => '',
    trustedDomains: async () => [],
  });
  /** A workspace row for the benchmark's own documents (found or created by domain). */
  async function workspace(domain: string): Promise<string> {
    const row = await db.workspace.upsert({
      where: { domain },
      create: { domain, name: domain },
      update: {},
    });
    return row.id;
  }
  return { db, store, sources, search, engine, workspace };
}
