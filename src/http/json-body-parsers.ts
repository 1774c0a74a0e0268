import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors/app-error.js';

const notJson = () =>
  new AppError(
    'bad_request',
    'The request body is not valid JSON of the expected content type (application/json).',
  );

function parseJsonObject(body: string, done: (error: Error | null, value?: unknown) => void) {
  try {
    done(null, JSON.parse(body));
  } catch {
    done(notJson());
  }
}

/**
 * The API speaks JSON. Two client habits are still read as JSON rather than refused, because the
 * product's own link example sends a JSON body without showing a Content-Type: a body with no
 * Content-Type at all, and a JSON object sent as `curl -d` sends it (form-urlencoded). Any other
 * type (text/plain, XML...) is a wrong content type: 400 bad_request. Webhook plugins replace
 * these parsers in their own scope.
 */
export function installJsonBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request: FastifyRequest, body: string, done) => {
      if (!/^\s*[{[]/.test(body)) return done(notJson());
      parseJsonObject(body, done);
    },
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (request: FastifyRequest, body: string, done) => {
    if (request.headers['content-type']) return done(notJson());
    parseJsonObject(body, done);
  });
}
