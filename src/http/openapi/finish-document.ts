import { errorStatus, type ErrorCode } from '../../core/errors/app-error.js';
import { codeMeaning, operationErrors, sharedErrors } from './operation-errors.js';

/**
 * The generated document (from the routes' zod schemas) finished into a reference a developer can
 * use without reading code: each operation's error codes with an example envelope, the headers
 * that matter (Location/Retry-After on 202, Retry-After and X-RateLimit-* on 429), the non-JSON
 * bodies (SSE, NDJSON, CSV, media), request and response examples recorded from the tests
 * (examples.json, see test/integrators/openapi.test.ts), `security: []` on public routes, and no
 * unused or duplicated components. `redocly lint` (recommended rules) runs on the result in CI.
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  security?: unknown[];
  parameters?: Json[];
  requestBody?: { content: Record<string, Json> };
  responses: Record<string, Json & { content?: Record<string, Json>; headers?: Json }>;
}

/** Recorded by the tests: what a client sent and what it got, per operationId. */
export interface OperationExamples {
  request?: unknown;
  /** Per HTTP status, the JSON body the service answered. */
  responses?: Record<string, unknown>;
  /** Error envelopes the service answered, per error code. */
  errors?: Record<string, unknown>;
}
export type ApiExamples = Record<string, OperationExamples>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export const API_DESCRIPTION = [
  'Claim checking for newsrooms: check a text, a web page or a video, an image or a voice note; follow',
  'the job; let editors decide the doubtful claims; get told by webhook when a job ends.',
  '',
  '**Authentication.** `Authorization: Bearer <token>` with an API key (`gsk_…`, made with',
  '`POST /v1/keys`) or a session token (`gss_…`, from `POST /v1/auth/verify`). Operations marked',
  'with no security (sign-in, health) need none.',
  '',
  '**One body convention.** Every `/v1` JSON body starts with `ok`. A success is `{"ok": true, …}`',
  'with the resource’s own fields beside it (job answers also repeat `status` and give `state`).',
  'Every error, whatever the route, is `{"ok": false, "status": <int>, "error": {"code", "message",',
  '"details?"}}`;',
  '`code` is one of a fixed list (each operation lists the codes it can answer, with an example);',
  '`details` lists each invalid field on `validation_failed`. A 5xx never carries internals.',
  '',
  '**Jobs.** `POST /v1/check` with `async: true`, `POST /v1/link` and `POST /v1/media` answer 202 with',
  '`job_id`, `Location: /v1/job/{job_id}` and `Retry-After` (seconds before a poll is worth it). Poll',
  '`GET /v1/job/{job_id}` until `state` is `done` or `failed`, or register a webhook',
  '(`POST /v1/webhooks`, Standard Webhooks signatures) and be told.',
  '',
  '**Bodies.** JSON (`application/json`; a JSON body sent without a Content-Type, or form-encoded',
  'as `curl -d` sends it, is read as JSON too). Exceptions are declared per operation: NDJSON',
  'document imports, raw media uploads, CSV export, and the live feed as Server-Sent Events.',
  '',
  '**Limits.** Requests per minute per credential (429 with `Retry-After`; every authenticated answer',
  'carries `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`); uses per month per',
  'tool and plan (402 `quota_exceeded`, see `GET /v1/usage`).',
].join('\n');

const headers = {
  Location: {
    description: 'Where to poll the accepted job: `/v1/job/{job_id}`.',
    schema: { type: 'string' },
    example: '/v1/job/7b0c5a8e-2f57-4b39-9a53-8f6a1c3e2d10',
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again (on 202: before the first poll is worth it).',
    schema: { type: 'integer', minimum: 0 },
    example: 2,
  },
  RateLimitLimit: {
    description: 'Requests allowed per minute for this credential.',
    schema: { type: 'integer', minimum: 0 },
    example: 600,
  },
  RateLimitRemaining: {
    description: 'Requests left in the current minute.',
    schema: { type: 'integer', minimum: 0 },
    example: 599,
  },
  RateLimitReset: {
    description: 'Seconds until the current window ends.',
    schema: { type: 'integer', minimum: 0 },
    example: 60,
  },
};
const headerRef = (name: keyof typeof headers) => ({ $ref: `#/components/headers/${name}` });
const rateLimitHeaders = {
  'X-RateLimit-Limit': headerRef('RateLimitLimit'),
  'X-RateLimit-Remaining': headerRef('RateLimitRemaining'),
  'X-RateLimit-Reset': headerRef('RateLimitReset'),
};

const binary = (description: string) => ({
  schema: { type: 'string', contentMediaType: 'application/octet-stream', description },
});

/** Bodies that are not JSON, declared where the generated document cannot know them. */
function declareNonJson(op: Operation) {
  const ok = op.responses['200'];
  switch (op.operationId) {
    case 'getClaimReview':
    case 'publicClaimReviewFeed':
      // schema.org JSON-LD, served as such (and without the `ok` of /v1 bodies).
      if (ok?.content?.['application/json']) {
        ok.content['application/ld+json'] = ok.content['application/json'];
        delete ok.content['application/json'];
      }
      break;
    case 'exportClaimReviews':
      if (ok) {
        ok.content = {
          'application/x-ndjson': {
            schema: { type: 'string', description: 'One ClaimReview JSON-LD object per line, streamed.' },
          },
        };
      }
      break;
    case 'listFeed':
      if (ok?.content) {
        ok.content['text/event-stream'] = {
          schema: {
            type: 'string',
            description:
              'Server-Sent Events: one `entry` event per new feed entry (`data` is a FeedEntry as JSON, `id` its id); ' +
              'a comment line every 15 s keeps the stream open. Send `Last-Event-ID` to get what was missed.',
          },
          example:
            'id: 1042\nevent: entry\ndata: {"id":"1042","kind":"news","title":"INEC uploads more result sheets",' +
            '"url":"https://example.ng/news/1","summary":"","author":null,"published_at":"2023-02-26T10:00:00.000Z",' +
            '"election_id":null,"polling_unit":null,"job_id":null,"data":{}}\n\n',
        };
      }
      break;
    case 'listJobs':
      if (ok?.content) {
        ok.content['text/csv'] = {
          schema: {
            type: 'string',
            description:
              'With `format=csv`: one row per claim, streamed (columns: job_id, created_at, kind, text, verdict, ' +
              'confidence, sources_cited, review_status, decided_by, decided_at).',
          },
          example:
            'job_id,created_at,kind,text,verdict,confidence,sources_cited,review_status,decided_by,decided_at\r\n' +
            '7b0c5a8e-2f57-4b39-9a53-8f6a1c3e2d10,2026-11-20T09:12:03.120Z,check,Nigeria has 774 local government areas.,verified_true,high,"National Bureau of Statistics",,,\r\n',
        };
      }
      break;
    case 'importDocuments':
      if (op.requestBody) {
        op.requestBody.content['application/x-ndjson'] = {
          schema: {
            type: 'string',
            description: 'Many documents: one JSON document (the same fields as the JSON body) per line.',
          },
          example:
            '{"url":"https://example.ng/a","title":"INEC: 93.4 million registered voters","text":"INEC said 93,469,008 voters registered.","publisher":"INEC"}\n' +
            '{"url":"https://example.ng/b","title":"NBS: 774 local government areas","text":"Nigeria has 774 LGAs.","publisher":"NBS"}\n',
        };
      }
      break;
    case 'checkMedia':
      op.requestBody = {
        // @ts-expect-error `required` is valid on a Request Body Object.
        required: true,
        description: 'The file itself, with its Content-Type.',
        content: {
          'image/*': binary('A screenshot or news card (PNG, JPEG, WebP…).'),
          'audio/*': binary('A voice note or audio file (OGG/Opus voice notes included).'),
          'video/*': binary('A video (MP4, WebM…); its sound is transcribed.'),
        },
      };
      break;
    case 'uploadDocument':
      op.requestBody = {
        // @ts-expect-error `required` is valid on a Request Body Object.
        required: true,
        description: 'The document itself, with its Content-Type.',
        content: {
          'application/pdf': binary('A PDF with a text layer (scans are not read).'),
          'text/html': {
            schema: { type: 'string' },
            example:
              '<h1>CPI February 2023</h1><p>Headline inflation rose to 21.91 percent in February 2023.</p>',
          },
          'text/plain': {
            schema: { type: 'string' },
            example: 'Headline inflation rose to 21.91 percent in February 2023.',
          },
        },
      };
      break;
    case 'getMedia':
      op.responses['200'] = {
        description: 'The bytes as the tip sent them, with their Content-Type.',
        content: {
          'image/*': binary('An image.'),
          'audio/*': binary('A voice note.'),
          'video/*': binary('A video.'),
        },
      };
      break;
  }
}

/** The error responses of one operation: one per status, listing its codes with an example each. */
function errorResponses(
  op: Operation,
  authenticated: boolean,
  recorded: Record<string, unknown> | undefined,
) {
  const codes = new Set<ErrorCode>([
    ...sharedErrors({
      authenticated,
      body: Boolean(op.requestBody),
      input: Boolean(op.parameters?.length),
    }),
    ...(operationErrors[op.operationId ?? ''] ?? []),
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  const responses: Operation['responses'] = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const examples: Json = {};
    for (const code of list) {
      const value = recorded?.[code] ?? {
        ok: false,
        status,
        error: { code, message: codeMeaning[code].example },
      };
      examples[code] = { summary: `${code}: ${codeMeaning[code].when}`, value };
    }
    responses[String(status)] = {
      description: list.map((code) => `\`${code}\`: ${codeMeaning[code].when}.`).join(' '),
      ...(status === 429
        ? { headers: { 'Retry-After': headerRef('RetryAfter'), ...rateLimitHeaders } }
        : status === 503
          ? { headers: { 'Retry-After': headerRef('RetryAfter') } }
          : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, examples } },
    };
  }
  return responses;
}

const okProperties = {
  ok: { type: 'boolean', const: true, description: 'true on every success, false on every error.' },
};

function withOkFields(schema: Json): Json {
  const properties = (schema.properties ?? {}) as Json;
  if ('ok' in properties) return schema;
  return {
    ...schema,
    properties: { ...okProperties, ...properties },
    required: ['ok', ...((schema.required as string[] | undefined) ?? [])],
  };
}

/** Calls `visit` on every object in the tree (schemas, examples, everything). */
function forEachObject(node: unknown, visit: (obj: Json) => void) {
  if (Array.isArray(node)) for (const item of node) forEachObject(item, visit);
  else if (node && typeof node === 'object') {
    visit(node as Json);
    for (const value of Object.values(node)) forEachObject(value, visit);
  }
}

function refCounts(node: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  forEachObject(node, (obj) => {
    if (typeof obj.$ref === 'string') counts.set(obj.$ref, (counts.get(obj.$ref) ?? 0) + 1);
  });
  return counts;
}

/** Every 2xx JSON body of /v1 carries `ok: true` (src/http/response-envelope.ts). */
function addOkFieldsToSuccesses(doc: Json, schemas: Record<string, Json>) {
  // The schemas answers are made of: a top-level schema, or each branch of a top-level anyOf/oneOf.
  const holders: Array<{ parent: Json; key: string | number }> = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    if (!path.startsWith('/v1/')) continue;
    for (const method of METHODS) {
      for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (!status.startsWith('2') || !media?.schema) continue;
        const schema = media.schema as Json;
        const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
        if (branches)
          branches.forEach((_, i) => holders.push({ parent: branches as unknown as Json, key: i }));
        else holders.push({ parent: media, key: 'schema' });
      }
    }
  }
  const at = (h: { parent: Json; key: string | number }) =>
    (h.parent as Record<string | number, Json>)[h.key]!;
  const all = refCounts(doc);
  const atTop = new Map<string, number>();
  for (const h of holders) {
    const ref = at(h).$ref;
    if (typeof ref === 'string') atTop.set(ref, (atTop.get(ref) ?? 0) + 1);
  }
  for (const h of holders) {
    const schema = at(h);
    const set = (value: Json) => ((h.parent as Record<string | number, Json>)[h.key] = value);
    const ref = schema.$ref;
    if (typeof ref !== 'string') {
      if (schema.type === 'object') set(withOkFields(schema));
      continue;
    }
    const name = ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!target || target.type !== 'object') continue;
    if ((all.get(ref) ?? 0) === atTop.get(ref)) {
      schemas[name] = withOkFields(target);
    } else {
      // Also used inside other schemas (a FeedEntry in a FeedPage): the answer gets its own name.
      schemas[`${name}Response`] ??= withOkFields(target);
      set({ $ref: `#/components/schemas/${name}Response` });
    }
  }
}

/**
 * zod emits an input and an output variant of every named schema. Unused ones are dropped; an
 * input variant left alone takes the plain name, so clients see `CheckRequest`, not
 * `CheckRequestInput`.
 */
function pruneComponents(doc: Json) {
  const components = doc.components as { schemas: Record<string, Json>; headers?: Json };
  for (;;) {
    const counts = refCounts(doc);
    const unused = Object.keys(components.schemas).filter(
      (name) => !counts.has(`#/components/schemas/${name}`),
    );
    if (!unused.length) break;
    for (const name of unused) delete components.schemas[name];
  }
  const renames = Object.keys(components.schemas)
    .filter((name) => name.endsWith('Input') && !components.schemas[name.slice(0, -'Input'.length)])
    .map((name) => [name, name.slice(0, -'Input'.length)] as const);
  if (!renames.length) return;
  const map = new Map(
    renames.map(([from, to]) => [`#/components/schemas/${from}`, `#/components/schemas/${to}`]),
  );
  for (const [from, to] of renames) {
    components.schemas[to] = components.schemas[from]!;
    delete components.schemas[from];
  }
  forEachObject(doc, (obj) => {
    if (typeof obj.$ref === 'string' && map.has(obj.$ref)) obj.$ref = map.get(obj.$ref);
  });
}

/** zod writes JavaScript's safe-integer bounds on every integer; they say nothing to a client. */
function dropSafeIntegerBounds(doc: Json) {
  forEachObject(doc, (obj) => {
    if (obj.minimum === Number.MIN_SAFE_INTEGER) delete obj.minimum;
    if (obj.maximum === Number.MAX_SAFE_INTEGER) delete obj.maximum;
  });
}

/** Each job kind's result schema (a kind whose feature is not in this build is left out). */
const RESULTS: Array<[kind: string, schema: string]> = [
  ['check', 'CheckResult'],
  ['link', 'LinkResult'],
  ['media', 'MediaResult'],
  ['document', 'DocumentResult'],
];

/** A job's result is the result of its kind's tool, named (clients need no cast). */
function typeJobResult(schemas: Record<string, Json>) {
  const results = RESULTS.filter(([, schema]) => schemas[schema]);
  for (const name of ['Job', 'JobResponse']) {
    const properties = schemas[name]?.properties as Json | undefined;
    if (!properties?.result) continue;
    properties.result = {
      description: `Present when \`state\` is \`done\`: ${results.map(([kind, schema]) => `a ${schema} for \`${kind}\` jobs`).join(', ')}.`,
      oneOf: results.map(([, schema]) => ({ $ref: `#/components/schemas/${schema}` })),
    };
  }
}

export function finishDocument<T extends object>(generated: T, examples: ApiExamples = {}): T {
  const doc = structuredClone(generated) as unknown as Json;
  const components = (doc.components ??= {}) as { schemas: Record<string, Json>; headers?: Json };
  components.schemas ??= {};
  components.headers = { ...headers };
  doc.info = {
    ...(doc.info as Json),
    description: API_DESCRIPTION,
    license: { name: 'MIT', identifier: 'MIT' },
  };

  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const authenticated = Boolean(op.security?.length);
      if (!op.security) op.security = [];
      declareNonJson(op);
      const recorded = examples[op.operationId ?? ''];
      for (const status of Object.keys(op.responses)) if (Number(status) >= 400) delete op.responses[status];
      for (const [status, response] of Object.entries(op.responses)) {
        if (response.description === 'Default Response') response.description = describeSuccess(status);
        const extra: Json = {};
        const jobAccepted =
          (response.content?.['application/json']?.schema as Json | undefined)?.$ref ===
          '#/components/schemas/Accepted';
        if (jobAccepted)
          Object.assign(extra, { Location: headerRef('Location'), 'Retry-After': headerRef('RetryAfter') });
        if (authenticated && path.startsWith('/v1/')) Object.assign(extra, rateLimitHeaders);
        if (Object.keys(extra).length) response.headers = { ...(response.headers ?? {}), ...extra };
        const body = recorded?.responses?.[status];
        const media = response.content?.['application/json'] ?? response.content?.['application/ld+json'];
        if (body !== undefined && media) media.example = body;
      }
      Object.assign(
        op.responses,
        errorResponses(op, authenticated, recorded?.errors as Record<string, unknown>),
      );
      const json = op.requestBody?.content['application/json'];
      if (json && recorded?.request !== undefined) json.example = recorded.request;
    }
  }

  addOkFieldsToSuccesses(doc, components.schemas);
  typeJobResult(components.schemas);
  dropSafeIntegerBounds(doc);
  pruneComponents(doc);
  return doc as unknown as T;
}

function describeSuccess(status: string): string {
  switch (status) {
    case '200':
      return 'OK';
    case '201':
      return 'Created';
    case '202':
      return 'Accepted: the job runs; poll `Location` after `Retry-After` seconds, or wait for a webhook.';
    case '204':
      return 'Done; no body.';
    default:
      return 'Success';
  }
}
