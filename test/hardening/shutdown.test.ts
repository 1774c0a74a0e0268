import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('shutdown as operators run it', () => {
  it('SIGTERM to `npm start` (as Docker sends it to PID 1) drains the service and every process exits', async () => {
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const { env } = t.container;
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        DATABASE_URL: env.DATABASE_URL,
        REDIS_URL: env.REDIS_URL,
        QUEUE_PREFIX: env.QUEUE_PREFIX,
        SMTP_URL: env.SMTP_URL ?? '',
        PORT: port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WORKER_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    // The pipes close only when every process holding them (npm, the shell, node) has exited.
    const allExited = new Promise<void>((resolve) => npm.stdout.on('close', resolve));
    const base = `http://127.0.0.1:${port}`;
    const up = () =>
      fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    while (!(await up())) {
      expect(npm.exitCode, output).toBeNull();
      await new Promise((r) => setTimeout(r, 200));
    }
    const accepted = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${base}/v1/check`, {
          method: 'POST',
          headers: { ...bearer(ws.key), 'content-type': 'application/json' },
          body: JSON.stringify({ text: `Kano State has ${i} polling units.`, async: true }),
        }).then((r) => r.status),
      ),
    );
    expect(accepted.every((s) => s === 202)).toBe(true);

    npm.kill('SIGTERM');
    await allExited;
    expect(output).toContain('shutting down');
    expect(output).toContain('stopped cleanly');
    expect(await up()).toBe(false);
    // Jobs it did not finish are still queued for the next worker (on their own or in a burst).
    const running = await t.container.db.job.findMany({
      where: { workspaceId: ws.workspaceId, state: 'running' },
    });
    const held = await t.container.jobQueue.heldAmong(running.map((job) => job.id));
    expect(running.filter((job) => !held.has(job.id))).toEqual([]);
  }, 180_000);
});
