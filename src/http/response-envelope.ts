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
/**
 * Serialisers written by hand for small fixed-shape bodies on the hot path (the 202 of every
 * accepted job): they answer the JSON the zod serialiser would write (the schema's fields, in its
 * order, extra fields dropped), or undefined when the value does not fit the shape exactly, and
 * then the zod serialiser decides (and refuses a wrong body as before). Validating a known shape
 * with zod and then stringifying it was a visible share of the API's CPU per 202.
 */
const handWritten = new WeakMap<object, (data: unknown) => string | undefined>();

export function serializeByHand(schema: ZodType, serialize: (data: unknown) => string | undefined): void {
  handWritten.set(schema, serialize);
}

export const envelopeSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const zodSerialize = serializerCompiler(route);
  const fast = handWritten.get(route.schema as object);
  const serialize = fast ? (data: unknown) => fast(data) ?? zodSerialize(data) : zodSerialize;
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
