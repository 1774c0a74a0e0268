import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Record<string, unknown>;
  at: number;
  /** What the fake answered (status and body). */
  response?: { status: number; body: unknown };
}

/** A file a fake platform serves at a path (its media downloads), optionally behind a credential. */
export interface FakeFile {
  bytes: Buffer;
  contentType: string;
  /** The exact Authorization header the platform requires for it. */
  authorization?: string;
}

export interface ScriptedFailure {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/**
 * A tiny HTTP server a fake platform is built on: records each API call with its parsed
 * parameters (JSON or form-encoded, as the platform's SDK sends them) and can fail the next calls
 * of a method with a scripted answer (429 with Retry-After, 5xx, a platform error).
 */
export async function startFakeServer(
  route: (call: RecordedCall) => { status: number; body: unknown; headers?: Record<string, string> },
  methodOf: (path: string) => string,
) {
  const files = new Map<string, FakeFile>();
  const calls: RecordedCall[] = [];
  const failures = new Map<string, ScriptedFailure[]>();
  const waiters: Array<() => void> = [];

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const type = String(req.headers['content-type'] ?? '');
    let params: Record<string, unknown> = {};
    if (type.includes('json') && raw) params = JSON.parse(raw);
    else if (raw) params = Object.fromEntries(new URLSearchParams(raw));
    const [path = '', query] = (req.url ?? '').split('?');
    // GET parameters (Twilio's list filters) are read like form parameters.
    if (query) params = { ...Object.fromEntries(new URLSearchParams(query)), ...params };
    const file = files.get(path);
    if (file && req.method === 'GET') {
      calls.push({ method: 'file', path, headers: req.headers, params: {}, at: Date.now() });
      if (file.authorization && req.headers.authorization !== file.authorization) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'unauthorized' }));
        return;
      }
      res.writeHead(200, {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
      });
      res.end(file.bytes);
      for (const wake of waiters.splice(0)) wake();
      return;
    }
    const call: RecordedCall = { method: methodOf(path), path, headers: req.headers, params, at: Date.now() };
    calls.push(call);
    const scripted = failures.get(call.method)?.shift();
    const answer = scripted ?? route(call);
    call.response = { status: answer.status, body: answer.body };
    res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.headers ?? {}) });
    res.end(JSON.stringify(answer.body));
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Files served at a path (media the platform hands out). */
    files,
    callsTo: (method: string) => calls.filter((c) => c.method === method),
    /** The next `count` calls of `method` get this answer instead of success. */
    failNext(method: string, failure: ScriptedFailure, count = 1) {
      const list = failures.get(method) ?? [];
      for (let i = 0; i < count; i++) list.push(failure);
      failures.set(method, list);
    },
    /** Resolves when `predicate` holds over the recorded calls (or rejects after `timeoutMs`). */
    async waitFor<T>(
      predicate: (calls: RecordedCall[]) => T | undefined | false,
      timeoutMs = 60_000,
    ): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = predicate(calls);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`fake platform: condition not met after ${timeoutMs} ms (${calls.length} calls)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 20);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;
