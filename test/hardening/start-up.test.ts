import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env.js';

/** Starts the API entry point with exactly this environment and collects what it prints. */
function start(env: Record<string, string>, timeoutMs = 80_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/api.ts'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// Each start runs tsx from cold: seconds on a busy two-core machine.
describe('start-up refusals', { timeout: 90_000 }, () => {
  it('production without SMTP_URL does not start (sign-in codes would reach the log)', async () => {
    const { code, output } = await start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toMatch(/SMTP_URL: is required in production/);
    expect(output).not.toMatch(/listening/);
  });

  it('a bot token without its signing secret stops the process naming the missing setting', async () => {
    const { code, output } = await start({ SLACK_BOT_TOKEN: 'xoxb-1' });
    expect(code).toBe(1);
    expect(output).toContain(
      'Slack is half configured: SLACK_BOT_TOKEN is set but SLACK_SIGNING_SECRET is missing',
    );
    expect(output).not.toContain('xoxb-1');
  });

  it.each([
    [{ SLACK_SIGNING_SECRET: 's' }, 'SLACK_BOT_TOKEN'],
    [{ TELEGRAM_BOT_TOKEN: '1:abc' }, 'TELEGRAM_WEBHOOK_SECRET'],
    [{ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }, 'TWILIO_WHATSAPP_FROM, PUBLIC_URL'],
    [{ LLM_API_KEY: 'sk-1' }, 'LLM_BASE_URL, LLM_MODEL'],
    [{ FACTCHECK_API_URL: 'http://127.0.0.1:9/x' }, 'FACTCHECK_API_KEY'],
  ])('a half-configured integration (%o) is refused naming %s', (vars, missing) => {
    expect(() => parseEnv({ NODE_ENV: 'test', ...vars })).toThrow(
      `${missing} ${missing.includes(',') ? 'are' : 'is'} missing`,
    );
  });

  it('a full configuration starts and the log says which platforms and providers are on', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/api.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        QUEUE_PREFIX: 'test-startup',
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
        SLACK_BOT_TOKEN: 'xoxb-1',
        SLACK_SIGNING_SECRET: 'secret',
        SEARCH_URL: 'http://127.0.0.1:9/search',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    while (!/listening/.test(output) && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toContain('chat platforms on: slack; remote engine providers on: web-search');
    expect(output).not.toContain('xoxb-1');
  });
});
