import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeSlice } from '../election/slice.js';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

/** Runs a command as an operator would (its own process), returning exit code and both streams. */
async function cli(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(TSX, [script, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const oneSentence = (text: string) => {
  const lines = text.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]!.length).toBeGreaterThan(10);
};

describe('--help on every command: usage on stdout, exit 0, nothing run', () => {
  it.each([
    ['src/main/plan-cli.ts', 'npm run plan'],
    ['src/main/import-election-cli.ts', 'npm run import:election'],
    ['src/main/replay-election-cli.ts', 'npm run replay:election'],
    ['scripts/db/migrate.ts', 'tsx scripts/db/migrate.ts deploy'],
    ['bench/api.ts', 'npm run bench:api'],
    ['adapters/word-vectors/build.ts', 'npm run build:vectors'],
  ])(
    '%s',
    async (script, usage) => {
      const res = await cli(script, ['--help'], { DATABASE_URL: 'base' });
      expect(res.code).toBe(0);
      expect(res.stdout.toLowerCase()).toContain(`usage: ${usage}`.toLowerCase());
      expect(res.stderr).toBe('');
    },
    120_000,
  );
});

describe('failures: one clear sentence and a non-zero exit', () => {
  let t: TestApp;
  let slice: string;
  beforeAll(async () => {
    t = await createTestApp();
    slice = (await makeSlice(['01/01/'])).dir;
  });
  afterAll(async () => {
    await t.close();
    rmSync(slice, { recursive: true, force: true });
  });
  const db = () => ({ DATABASE_URL: t.container.env.DATABASE_URL });

  it('a folder that does not exist', { timeout: 120_000 }, async () => {
    const res = await cli('src/main/import-election-cli.ts', ['/no/such/folder'], db());
    expect(res.code).not.toBe(0);
    oneSentence(res.stderr);
    expect(res.stderr).toContain('There is no folder /no/such/folder');
  });

  it('a file with a wrong header', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gaskiya-bad-header-'));
    for (const name of ['irev2023_lgas.csv', 'irev2023_wards.csv'])
      copyFileSync(path.join(slice, name), path.join(dir, name));
    // The states file with its first column renamed, as an export from a spreadsheet might do.
    const states = readFileSync(path.join(slice, 'irev2023_states.csv'), 'utf8').replace(
      /^irev_state_id/,
      'state_id',
    );
    writeFileSync(path.join(dir, 'irev2023_states.csv'), states);
    const res = await cli('src/main/import-election-cli.ts', [dir], db());
    expect(res.code).not.toBe(0);
    oneSentence(res.stderr);
    expect(res.stderr).toMatch(
      /irev2023_states\.csv does not have the expected header: the column irev_state_id is missing/,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('a malformed DATABASE_URL', { timeout: 120_000 }, async () => {
    for (const script of ['src/main/import-election-cli.ts', 'src/main/plan-cli.ts']) {
      const res = await cli(script, script.includes('plan') ? ['x.ng', 'premium'] : [slice], {
        DATABASE_URL: 'base',
      });
      expect(res.code, script).not.toBe(0);
      oneSentence(res.stderr);
      expect(res.stderr).toContain('DATABASE_URL: must be a PostgreSQL URL');
    }
  });

  it(
    'imports with counts that say what they count, then refuses an unknown election to replay',
    { timeout: 240_000 },
    async () => {
      const res = await cli('src/main/import-election-cli.ts', [slice], db());
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(
        /irev2023_presidential_polling_units\.csv: [\d,]+ rows read; [\d,]+ polling units and [\d,]+ result sheets inserted or changed/,
      );
      expect(res.stdout).toMatch(/irev2023_states\.csv: 37 rows read; 37 states inserted or changed/);
      const replay = await cli('src/main/replay-election-cli.ts', ['--election', 'atlantis'], db());
      expect(replay.code).not.toBe(0);
      oneSentence(replay.stderr);
      expect(replay.stderr).toContain('No election is called "atlantis"');
    },
  );

  it('import progress gives the total, the percentage and the time left', { timeout: 120_000 }, async () => {
    const { importInto } = await import('../election/slice.js');
    const lines: string[] = [];
    // The importer as the command drives it, with a progress line every 500 rows for this slice.
    const { importElectionData } = await import('../../src/core/election/importer.js');
    const { openRegisterWriter } = await import('../../src/db/election/register-writer.js');
    const { registerFilesIn } = await import('../../src/files/register-files.js');
    void importInto;
    const writer = openRegisterWriter(t.container.env.DATABASE_URL);
    await importElectionData({
      files: registerFilesIn(slice),
      writer,
      batchSize: 100,
      progressEveryRows: 500,
      progress: (line) => lines.push(line),
    });
    await writer.close();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^irev2023_wards\.csv: 1,000 of about [\d,]+ rows \(\d+%\), about \d+ (s|min) left/,
        ),
      ]),
    );
  });
});
