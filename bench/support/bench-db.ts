import { execFileSync } from 'node:child_process';

/** A database of its own for a benchmark, migrated with the project's own command. */
export function prepareBenchDatabase(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  // BENCH_DB_SUFFIX keeps two benches run at once on one server out of each other's databases.
  url.pathname = `/${name}${process.env.BENCH_DB_SUFFIX ?? ''}`;
  execFileSync('npx', ['tsx', 'scripts/db/migrate.ts', 'reset', '--force'], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return url.toString();
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits).padStart(9);
