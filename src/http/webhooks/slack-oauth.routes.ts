import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SlackOAuth } from '../../../adapters/slack/slack-oauth.js';
import { requireOwner } from '../../core/auth/principal.js';
import { principalOf } from '../principal.js';

/**
 * "Add to Slack", step one (signed-in owner): 302 to Slack's authorize page with a fresh state,
 * also set as a cookie of this browser. Registered in the authenticated scope.
 */
export function slackInstallRoute(oauth: SlackOAuth): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/slack/install',
      {
        schema: {
          operationId: 'slackInstall',
          tags: ['workspace'],
          summary: '"Add to Slack": redirects the workspace owner to Slack to install Gaskiya (OAuth v2)',
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        requireOwner(principal, 'connect Slack');
        reply.hijack();
        await oauth.install(request.raw, reply.raw, {
          workspaceId: principal.workspaceId,
          userId: principal.userId,
        });
      },
    );
  };
}

/** Step two: Slack sends the installer back with a code and the state (no bearer token here). */
export function slackCallbackRoute(oauth: SlackOAuth): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/slack/oauth/callback', { schema: { hide: true } }, async (request, reply) => {
      reply.hijack();
      await oauth.callback(request.raw, reply.raw);
    });
  };
}
