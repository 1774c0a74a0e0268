import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let base: string;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = (await t.newWorkspace()).key;
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => t.close());

/** 12.8 MB, as a newsroom CMS posting a whole archive page by mistake would send. */
const oversized = Buffer.alloc(12_800_000, 'a');

describe('an oversized body', () => {
  it('gets the 413 envelope over a real socket, never a reset connection (Node fetch, 24 times, 4 at once)', async () => {
    const targets = [
      [`${base}/v1/check`, { ...bearer(key), 'content-type': 'application/json' }],
      [`${base}/v1/auth/code`, { 'content-type': 'application/json' }],
    ] as const;
    const outcomes: string[] = [];
    // Four at a time: the reset is a race between the server closing and the client still writing.
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          const [url, headers] = targets[i % 2]!;
          try {
            const res = await fetch(url, { method: 'POST', headers, body: oversized });
            const body = (await res.json()) as { error?: { code?: string } };
            outcomes.push(`${res.status} ${body.error?.code}`);
          } catch (error) {
            outcomes.push(`failed: ${String((error as Error).cause ?? error)}`);
          }
        }),
      );
    }
    expect(outcomes.filter((o) => o !== '413 payload_too_large')).toEqual([]);
  }, 120_000);

  it('without Content-Length (chunked): still the 413 envelope', async () => {
    const chunks = async function* () {
      for (let i = 0; i < 100; i++) yield new Uint8Array(128_000).fill(97);
    };
    const res = await fetch(`${base}/v1/auth/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks(),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, status: 413, error: { code: 'payload_too_large' } });
  });

  it('a slow sender can finish sending, then reads the 413 on a connection left open', async () => {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const size = 4_000_000;
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const broken = new Promise<string>((resolve) => socket.once('error', (e) => resolve(e.message)));
    socket.write(
      `POST /v1/auth/code HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\n\r\n`,
    );
    // Send in 40 pieces with pauses: a server that answers and closes at once breaks these writes.
    const piece = Buffer.alloc(size / 40, 'a');
    for (let i = 0; i < 40; i++) {
      const failed = await Promise.race([
        new Promise<null>((resolve) => socket.write(piece, () => setTimeout(() => resolve(null), 10))),
        broken,
      ]);
      expect(failed, `write ${i} failed`).toBeNull();
    }
    while (!answer.includes('payload_too_large')) await new Promise((r) => setTimeout(r, 20));
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).not.toContain('connection: close');
    socket.destroy();
  });
});
