import type { FastifyRequest } from 'fastify';
import type { Principal } from '../core/auth/principal.js';
import { unauthorized } from '../core/errors/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The caller of an authenticated route (the auth hook has run, so it is always there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
