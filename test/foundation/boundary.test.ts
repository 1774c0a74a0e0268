import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Transports, queues, databases and chat SDKs: core must reach them only through ports. */
const FORBIDDEN_IN_CORE = [
  /^fastify/,
  /^@fastify\//,
  /^bullmq/,
  /^ioredis/,
  /^@prisma\//,
  /^prisma/,
  /^pg$/,
  /^@slack\//,
  /^grammy/,
  /^twilio/,
  /^nodemailer/,
  /^undici/,
  /^openai/,
];

/** A violation: a forbidden package, or a relative import that leaves src/core. */
function violates(spec: string, fromFile: string, coreDir: string): boolean {
  if (spec.startsWith('.')) return !path.resolve(path.dirname(fromFile), spec).startsWith(coreDir + path.sep);
  return FORBIDDEN_IN_CORE.some((rule) => rule.test(spec));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|js|mts)$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ];
  return specifiers.map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

describe('architecture boundary', () => {
  const coreDir = path.resolve('src/core');

  it('src/core imports no transport, queue, database client or chat SDK', () => {
    const violations = sourceFiles(coreDir).flatMap((file) =>
      importsOf(file)
        .filter((spec) => violates(spec, file, coreDir))
        .map((spec) => `${path.relative(process.cwd(), file)} imports ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it('the rule itself catches a forbidden import', () => {
    const coreDir = path.resolve('src/core');
    const file = path.join(coreDir, 'check', 'example.ts');
    expect(violates('fastify', file, coreDir)).toBe(true);
    expect(violates('bullmq', file, coreDir)).toBe(true);
    expect(violates('@slack/bolt', file, coreDir)).toBe(true);
    expect(violates('../../db/prisma.js', file, coreDir)).toBe(true);
    expect(violates('../../../adapters/slack/index.js', file, coreDir)).toBe(true);
    expect(violates('../jobs/job.js', file, coreDir)).toBe(false);
    expect(violates('zod', file, coreDir)).toBe(false);
  });

  it('process.env is read only in src/config', () => {
    const offenders = [...sourceFiles(path.resolve('src')), ...sourceFiles(path.resolve('adapters'))]
      .filter(
        (file) =>
          !file.includes(`${path.sep}config${path.sep}`) && !file.includes(`${path.sep}generated${path.sep}`),
      )
      .filter((file) => /process\.env/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });
});
