import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createContainer, type Container } from '../../src/main/container.js';
import { buildHttpApp } from '../../src/main/http-server.js';
import { startWorker, type WorkerRuntime } from '../../src/main/worker-runtime.js';
import { createLogger } from '../../src/log/logger.js';
import { startSmtpCapture, type SmtpCapture } from './smtp.js';
import { createTestDatabase } from './test-database.js';
import { templateDatabaseUrl, testEnv, uniqueDomain } from './test-env.js';

export interface TestApp {
  app: FastifyInstance;
  container: Container;
  smtp: SmtpCapture;
  worker: WorkerRuntime | null;
  startWorker(): Promise<WorkerRuntime>;
  /** Signs in through the real flow (code read from the mail); returns the session token. */
  signIn(email: string): Promise<{ token: string; userId: string; workspaceId: string; role: string }>;
  /** A new workspace (random domain) with its owner signed in and an API key. */
  newWorkspace(label?: string): Promise<{
    domain: string;
    ownerEmail: string;
    session: string;
    key: string;
    workspaceId: string;
    userId: string;
  }>;
  close(): Promise<void>;
}

/**
 * The whole service as production builds it (same composition root), against real PostgreSQL
 * (a private clone of the migrated test database) and Redis (a private queue prefix), with a
 * real SMTP server catching mail. `env` overrides settings.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; worker?: boolean } = {},
): Promise<TestApp> {
  const smtp = await startSmtpCapture();
  const database = await createTestDatabase(templateDatabaseUrl());
  const env = testEnv({ SMTP_URL: smtp.url, DATABASE_URL: database.url, ...opts.env });
  const container = createContainer({ env, log: createLogger(env.LOG_LEVEL) });
  await container.ready();
  const app = await buildHttpApp(container);
  await app.ready();

  const testApp: TestApp = {
    app,
    container,
    smtp,
    worker: null,
    async startWorker() {
      testApp.worker ??= await startWorker(container);
      return testApp.worker;
    },
    async signIn(email) {
      const sentBefore = smtp.mails.length;
      const request = await app.inject({ method: 'POST', url: '/v1/auth/code', payload: { email } });
      if (request.statusCode !== 202) throw new Error(`code request failed: ${request.body}`);
      const code = await smtp.codeFor(email, sentBefore);
      const verify = await app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email, code } });
      if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
      const body = verify.json();
      return { token: body.token, userId: body.user.id, workspaceId: body.workspace.id, role: body.role };
    },
    async newWorkspace(label) {
      const domain = uniqueDomain(label);
      const ownerEmail = `editor@${domain}`;
      const { token, workspaceId, userId } = await testApp.signIn(ownerEmail);
      const created = await app.inject({
        method: 'POST',
        url: '/v1/keys',
        headers: { authorization: `Bearer ${token}` },
        payload: { label: 'tests' },
      });
      if (created.statusCode !== 201) throw new Error(`key creation failed: ${created.body}`);
      return { domain, ownerEmail, session: token, key: created.json().key, workspaceId, userId };
    },
    async close() {
      await testApp.worker?.close();
      await app.close();
      await container.close();
      await smtp.close();
      await database.drop();
    },
  };
  if (opts.worker) await testApp.startWorker();
  return testApp;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A sync `POST /v1/check` as a client sends it; its JSON body (throws on any status but 200). */
export async function syncCheck(app: FastifyInstance, token: string, text: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(token),
    payload: { text },
  });
  if (res.statusCode !== 200) throw new Error(`POST /v1/check answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * For a file of claims checked through POST /v1/check: a test app and a workspace of its own,
 * made before the file's tests and closed after them; returns the check (its result). `premium`:
 * for more checks than the free plan's month allows; `timeout`: for the first check's loading.
 */
export function claimChecker(
  label: string,
  opts: {
    premium?: boolean;
    timeout?: number;
    /** What the workspace holds before the first check (documents, a style guide). */
    prepare?: (t: TestApp, workspace: Awaited<ReturnType<TestApp['newWorkspace']>>) => Promise<void>;
  } = {},
) {
  let t: TestApp;
  let key = '';
  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await t.newWorkspace(label);
    key = workspace.key;
    if (opts.premium)
      await t.container.db.workspace.update({
        where: { id: workspace.workspaceId },
        data: { plan: 'premium' },
      });
    await opts.prepare?.(t, workspace);
  }, opts.timeout);
  afterAll(() => t.close());
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result as clients read it (JSON)
  return async (text: string): Promise<any> => (await syncCheck(t.app, key, text)).result;
}

/** Polls a job until it leaves `running` (or the timeout passes). */
export async function waitForJob(app: FastifyInstance, token: string, jobId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/v1/job/${jobId}`, headers: bearer(token) });
    const body = res.json();
    if (body.state !== 'running' || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Expects each text, checked with `check`, to get its verdict with high confidence (or, with
 * `any`, whatever confidence); the text names a failing case.
 */
export function verdictExpecter(check: (text: string) => Promise<{ verdict: string; confidence: string }>) {
  return async (cases: Array<[text: string, verdict: string, confidence?: 'any']>) => {
    for (const [text, verdict, confidence] of cases)
      expect(await check(text), text).toMatchObject(
        confidence ? { verdict } : { verdict, confidence: 'high' },
      );
  };
}

/**
 * The messages of a blind batch judged wrongly, each as "text → verdict/confidence". Right means:
 * the expected verdict with high confidence for a true or false one; `unproven`, `mostly_true`
 * or `misleading` with less than high confidence; no claim for `null` (an opinion or prediction).
 */
export async function blindMisses(
  check: (text: string) => Promise<{ verdict: string; confidence: string; claims: unknown[] }>,
  cases: Array<
    [
      text: string,
      expected: 'verified_true' | 'verified_false' | 'mostly_true' | 'misleading' | 'unproven' | null,
    ]
  >,
): Promise<string[]> {
  const missed: string[] = [];
  for (const [text, expected] of cases) {
    const result = await check(text);
    const firm = expected === 'verified_true' || expected === 'verified_false';
    const right =
      expected === null
        ? result.claims.length === 0
        : firm
          ? result.verdict === expected && result.confidence === 'high'
          : result.verdict === expected && result.confidence !== 'high';
    if (!right) missed.push(`${text} → ${result.verdict}/${result.confidence}`);
  }
  return missed;
}

/**
 * The messages of a blind batch whose verdict was right but whose write-up does not state the
 * decisive figure, each as "text → write-up lacks FIGURE: …". A case names its figure third; the
 * write-up is right when any claim's `write_up` contains it.
 */
export async function blindWriteUpMisses(
  check: (text: string) => Promise<{ claims: Array<{ write_up?: string }> }>,
  cases: Array<[text: string, expected: unknown, figure?: string]>,
): Promise<string[]> {
  const missed: string[] = [];
  for (const [text, , figure] of cases) {
    if (!figure) continue;
    const result = await check(text);
    const writeUps = result.claims.map((claim) => claim.write_up ?? '').join(' | ');
    if (!writeUps.includes(figure))
      missed.push(`${text} → write-up lacks ${figure}: ${writeUps.slice(0, 300)}`);
  }
  return missed;
}
