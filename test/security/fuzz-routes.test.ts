import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Property: whatever body, query or path a client sends to any route of the OpenAPI document,
 * the answer is never a 5xx. Strings include what PostgreSQL cannot store (NUL, unpaired
 * surrogates), numbers past 2^63, year 0 and other edge values.
 */
let t: TestApp;
let key: string;
let doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: unknown }> };
      }
    >
  >;
};

beforeAll(async () => {
  t = await createTestApp();
  const ws = await t.newWorkspace('fuzz');
  key = ws.key;
  doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
});
afterAll(() => t.close());

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '99999999999999999999999',
  '9223372036854775808',
  '-1',
  '0',
  '1e309',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  'https://[::127.0.0.1]/',
  'http://[::a9fe:a9fe]/',
  'user@xn--.ng',
  'a@-.com',
  '',
  ' ',
  'null',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), nasty);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  format?: string;
};

const plausible = fc.constantFrom(
  'Nigeria has 36 states.',
  'https://example.org/news/1',
  'desk@example-newsroom.ng',
  '2024-01-01T00:00:00Z',
  'INEC',
  'official',
  'en',
);

/** Values shaped like the schema (so they pass validation and reach the stores), strings nasty. */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return value;
  if (schema.$ref) return fromSchema(resolve(schema.$ref), depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), text);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(plausible, text);
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 1e6) }),
        fc.constantFrom(-1, 2 ** 63, 1e308, 0.5),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, fromSchema(s, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
      );
    }
    default:
      return value;
  }
}

function resolve(ref: string): Schema | undefined {
  const name = ref.split('/').pop()!;
  return (doc as unknown as { components?: { schemas?: Record<string, Schema> } }).components?.schemas?.[
    name
  ];
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

describe('every route of the OpenAPI document', () => {
  it('answers generated bodies, queries and paths with no 5xx', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const { path, method, op } of ops) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const bodySchema = op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      await fc
        .assert(
          fc.asyncProperty(
            fc.record({
              params: fc.array(text, { minLength: 4, maxLength: 4 }),
              query: fc.record(Object.fromEntries(queryNames.map((n) => [n, text])), { requiredKeys: [] }),
              body: fc.oneof(
                { weight: 4, arbitrary: fromSchema(bodySchema) },
                { weight: 1, arbitrary: value },
              ),
            }),
            async ({ params, query, body }) => {
              let i = 0;
              const url =
                path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] || 'x')) +
                (queryNames.length
                  ? `?${new URLSearchParams(query as Record<string, string>).toString()}`
                  : '');
              const hasBody = method !== 'GET' && method !== 'DELETE';
              const res = await t.app.inject({
                method: method as 'GET',
                url,
                headers: bearer(key),
                ...(hasBody
                  ? {
                      payload: JSON.stringify(body) ?? 'null',
                      headers: { ...bearer(key), 'content-type': 'application/json' },
                    }
                  : {}),
              });
              if (res.statusCode >= 500)
                failures.push(
                  `${method} ${url} ${JSON.stringify(body)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
                );
              return res.statusCode < 500;
            },
          ),
          { numRuns: 25, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
