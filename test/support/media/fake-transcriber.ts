import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TranscriptionCall {
  model: string;
  language: string | undefined;
  filename: string;
  bytes: Buffer;
  authorization: string | undefined;
}

/** Reads a multipart/form-data body with the platform's own parser (undici's Response.formData). */
async function formOf(req: IncomingMessage, body: Buffer) {
  return new Response(body, { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
}

/**
 * OpenAI's `POST /v1/audio/transcriptions` as documented: multipart `file` + `model` (+ `language`),
 * answer `{text}`. It cannot hear, so the test tells it what each recording says: a recording is
 * known by the decoded sound the service sends, so the fake is told by a predicate on the upload
 * (e.g. "is OGG/Opus") which text to answer. `mode` scripts failures.
 */
export async function startFakeTranscriber(opts: { apiKey?: string } = {}) {
  const calls: TranscriptionCall[] = [];
  let answer: (call: TranscriptionCall) => string = () => '';
  let mode: 'ok' | 'error' | 'hang' = 'ok';
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Incorrect API key' } }));
      return;
    }
    const form = await formOf(req, body);
    const file = form.get('file');
    if (!(file instanceof Blob) || !form.get('model')) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'file and model are required' } }));
      return;
    }
    const call: TranscriptionCall = {
      model: String(form.get('model')),
      language: form.get('language') ? String(form.get('language')) : undefined,
      filename: (file as File).name,
      bytes: Buffer.from(await file.arrayBuffer()),
      authorization: req.headers.authorization,
    };
    calls.push(call);
    if (mode === 'hang') return; // never answers: the service's timeout must fire
    if (mode === 'error') {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'overloaded' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: answer(call) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    answerWith(fn: (call: TranscriptionCall) => string) {
      answer = fn;
    },
    setMode(next: typeof mode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const isOggOpus = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'OggS' && bytes.includes(Buffer.from('OpusHead'));

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
