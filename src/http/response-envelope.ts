import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * One convention for every /v1 JSON body (api.md "Conventions", README "API conventions"): it
 * starts with `ok`. A success is `{ok: true, ...the resource's own fields}`; an error is the
 * envelope `{ok: false, status, error}`. Clients branch on `ok` without knowing the route. (Only
 * `ok`: a success does not repeat the HTTP status, because `status` is already a field of some
 * resources, a member's `active`/`invited` or a review item's `pending`/`decided`.)
 *
 * Done in the serializer rather than in every route's schema: the route schemas stay the resource
 * (reused nested elsewhere, e.g. a FeedEntry in a FeedPage), and the OpenAPI document adds the field to each 2xx response (src/http/openapi/finish-document.ts).
 */
export const envelopeSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  const status = Number(route.httpStatus);
  if (!route.url.startsWith('/v1/') || !(status >= 200 && status < 300)) return serialize;
  const prefix = '{"ok":true';
  return (data) => {
    const json = serialize(data);
    // A resource that already leads with `ok` (the job answers) is left as it is, and so is a
    // schema.org JSON-LD document (a ClaimReview), whose shape a standard fixes.
    if (!json.startsWith('{') || json.startsWith('{"ok"') || json.startsWith('{"@context"')) return json;
    return json === '{}' ? `${prefix}}` : `${prefix},${json.slice(1)}`;
  };
};
