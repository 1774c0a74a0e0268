import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/auth/authenticate.js';
import type { SignInService } from '../../core/auth/sign-in-service.js';
import { errorEnvelopeSchema } from '../error-envelope.js';
import { planSchema, roleSchema, verifyCodeBody } from '../v1/auth.schemas.js';
import {
  SESSION_COOKIE,
  assertCsrf,
  clearSessionCookies,
  readCookie,
  setSessionCookies,
} from '../session-cookie.js';

export interface SessionRoutesOptions {
  signIn: SignInService;
  authenticate: Authenticate;
  /** Secure cookies when the service is reached over https (PUBLIC_URL). */
  secureCookies: boolean;
  sessionTtlHours: number;
}

const userSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
const sessionSchema = z.object({
  user: userSchema,
  role: roleSchema,
  workspace: z.object({ id: z.string(), name: z.string(), domain: z.string(), plan: planSchema }).optional(),
});
// Signed out is an answer, not an error: a 401 here would put an error in every visitor's console.
const currentSessionSchema = z.union([
  sessionSchema.extend({ features: z.object({ slack_install: z.boolean() }) }),
  z.object({ user: z.null() }),
]);

/**
 * The dashboard's cookie session, outside /v1 because it is a browser concern: the code is
 * exchanged exactly as by POST /v1/auth/verify, but the token goes into an httpOnly cookie
 * instead of the answer. Hidden from the OpenAPI document.
 */
export function sessionRoutes(opts: SessionRoutesOptions): FastifyPluginAsyncZod {
  const cookieOpts = { secure: opts.secureCookies, maxAge: opts.sessionTtlHours * 3600 };
  return async (app) => {
    app.post(
      '/app/session',
      {
        schema: {
          hide: true,
          body: verifyCodeBody,
          response: {
            200: sessionSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            422: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const { token, user } = await opts.signIn.verifyCode(request.body.email, request.body.code);
        setSessionCookies(reply, token, cookieOpts);
        return {
          user: { id: user.userId, email: user.email, name: user.name },
          role: user.role,
          workspace: user.workspace,
        };
      },
    );

    app.get(
      '/app/session',
      { schema: { hide: true, response: { 200: currentSessionSchema } } },
      async (request) => {
        const token = readCookie(request, SESSION_COOKIE);
        const principal = token ? await opts.authenticate(`Bearer ${token}`).catch(() => null) : null;
        if (!principal) return { user: null };
        return {
          user: { id: principal.userId, email: principal.email, name: principal.name },
          role: principal.role,
          // Optional routes other features may add; the page shows their controls only when present.
          features: { slack_install: app.hasRoute({ method: 'GET', url: '/slack/install' }) },
        };
      },
    );

    app.delete('/app/session', { schema: { hide: true } }, async (request, reply) => {
      const token = readCookie(request, SESSION_COOKIE);
      if (token) {
        assertCsrf(request);
        await opts.signIn.signOut(token);
      }
      clearSessionCookies(reply, { secure: opts.secureCookies });
      return reply.status(204).send();
    });
  };
}
