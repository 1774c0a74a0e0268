import { execFileSync } from 'node:child_process';
import { createRerankedSearch } from '../../src/core/check/retrieval/reranked-search.js';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import { parseEnv } from '../../src/config/env.js';
import { createLogger } from '../../src/log/logger.js';
import { createContainer } from '../../src/main/container.js';
import type { EngineModule } from '../../src/main/modules/engine.js';

const warn = (why: string) => process.stderr.write(`${why}\n`);

/**
 * The service as `npm start` builds it (the same composition root, so the same engine, election
 * figures and providers as POST /v1/check), on a database of its own for benchmarks
 * (BENCH_DATABASE_URL, default gaskiya_bench on the local server), migrated like production.
 * `engine` is what a sync check runs; `search` is the retrieval stage alone, for the isolated
 * figures.
 */
export async function benchEngine() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/gaskiya_bench';
  execFileSync('npx', ['tsx', 'scripts/db/migrate.ts', 'deploy'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const env = parseEnv({
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `bench-engine-${process.pid}`,
  });
  const container = createContainer({ env, log: createLogger('silent') });
  const db = container.db;
  const module = container.modules.find((m) => m.name === 'engine') as EngineModule;
  const sources = module.sources;
  const engine = container.foundation.checking().engine;
  const search = createRerankedSearch(createCandidateSource(db), installedWordVectors(warn));
  /**
   * A workspace row for the benchmark's own documents (found or created by domain). Premium: the
   * free plan's document caps would stop a 10,000-document corpus.
   */
  async function workspace(domain: string): Promise<string> {
    const row = await db.workspace.upsert({
      where: { domain },
      create: { domain, name: domain, plan: 'premium' },
      update: { plan: 'premium' },
    });
    return row.id;
  }
  return { url, container, db, sources, search, engine, workspace, close: () => container.close() };
}
