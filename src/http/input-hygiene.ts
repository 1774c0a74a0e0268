import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors/app-error.js';

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL stores neither (text refuses NUL, and an
 * unpaired surrogate has no UTF-8 form), so a value carrying one would fail deep inside a write
 * as a 500. They are refused at the edge instead, with the field named.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** The path of the first string (value or key) PostgreSQL cannot store, or null. */
export function findUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') {
    if (!UNSTORABLE.test(value)) return null;
    const line = path === 'body' ? value.split('\n').findIndex((l) => UNSTORABLE.test(l)) : -1;
    return line > 0 || (line === 0 && value.includes('\n')) ? `${path} (line ${line + 1})` : path;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (UNSTORABLE.test(key)) return at;
    const found = findUnstorable(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses /v1 and /public requests whose body, query or path carries text PostgreSQL cannot store
 * (422 `validation_failed`, the field named). Chat webhooks are left alone: a tipster's message is
 * cleaned by its adapter and still answered.
 */
export function installInputHygiene(app: FastifyInstance): void {
  // Callback style: the check never waits, and an async hook costs a promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith('/v1/') && !request.url.startsWith('/public/')) {
      done();
      return;
    }
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const found = findUnstorable(value, part);
      if (!found) continue;
      const field = part === 'body' ? found.replace(/^body\./, '') : found;
      done(
        new AppError(
          'validation_failed',
          `The request is invalid. ${field}: contains a character that cannot be stored (NUL or an unpaired surrogate).`,
          { details: [{ field, message: 'contains NUL or an unpaired surrogate' }] },
        ),
      );
      return;
    }
    done();
  });
}
