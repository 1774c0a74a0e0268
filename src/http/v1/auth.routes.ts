import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInService } from '../../core/auth/sign-in-service.js';
import { errorEnvelopeSchema } from '../error-envelope.js';
import { requestCodeBody, requestCodeResponse, verifyCodeBody, verifyCodeResponse } from './auth.schemas.js';

/** Sign-in with a work e-mail and a mailed 6-digit code. Public routes. */
export function authRoutes(deps: { signIn: SignInService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/auth/code',
      {
        schema: {
          operationId: 'requestSignInCode',
          tags: ['sign-in'],
          summary: 'Mail a 6-digit sign-in code to a work e-mail address',
          body: requestCodeBody,
          response: {
            202: requestCodeResponse,
            400: errorEnvelopeSchema,
            422: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        await deps.signIn.requestCode(request.body.email, request.ip);
        return reply.status(202).send({ sent: true as const });
      },
    );

    app.post(
      '/v1/auth/verify',
      {
        schema: {
          operationId: 'verifySignInCode',
          tags: ['sign-in'],
          summary: 'Exchange the code for a session token',
          body: verifyCodeBody,
          response: {
            200: verifyCodeResponse,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            422: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const { token, user } = await deps.signIn.verifyCode(request.body.email, request.body.code);
        return {
          token,
          user: { id: user.userId, email: user.email, name: user.name, role: user.role },
          workspace: user.workspace,
          role: user.role,
        };
      },
    );
  };
}
