import { AppError } from '../errors/app-error.js';
import type { JobService } from '../jobs/job-service.js';
import { cleanChatText } from './clean-text.js';
import { firstLink } from './message-text.js';
import { quotaNotice, unlinkedPlaceNotice } from './notices.js';
import type {
  ChannelDirectory,
  ConversationWindows,
  EventClaims,
  IncomingChatMessage,
  SubmitLink,
  SubmitMedia,
} from './ports.js';
import type { DeliveryService } from './delivery-service.js';
import { formatThreadRef } from './thread-ref.js';
import type { ChatMessage } from './chat-message.js';

export type IntakeOutcome =
  | { outcome: 'duplicate' }
  | { outcome: 'unlinked' }
  | { outcome: 'refused'; code: string }
  | { outcome: 'submitted'; jobId: string; kind: 'check' | 'link' | 'media' };

export interface IntakeDeps {
  claims: EventClaims;
  directory: ChannelDirectory;
  windows: ConversationWindows;
  deliveries: Pick<DeliveryService, 'schedule'>;
  jobs: () => JobService;
  submitLink?: SubmitLink | undefined;
  submitMedia?: SubmitMedia | undefined;
  maxTextChars: number;
}

/**
 * One flow for every platform, after the adapter verified and parsed the request: claim the
 * platform's message id (a unique insert, so retries create nothing), find the linked workspace,
 * submit the job (quota counted atomically by the job service), and answer nothing else here:
 * the reply comes from the worker when the job finishes.
 */
export function createChatIntake(deps: IntakeDeps) {
  async function notify(message: IncomingChatMessage, workspaceId: string | null, notice: ChatMessage) {
    await deps.deliveries.schedule({
      workspaceId,
      jobId: null,
      kind: 'notice',
      platform: message.platform,
      target: formatThreadRef(message.thread),
      dedupeKey: `notice:${message.platform}:${message.eventKey}`,
      message: notice,
    });
  }

  async function submit(message: IncomingChatMessage, workspaceId: string) {
    const origin = { workspaceId, actor: null, replyTo: formatThreadRef(message.thread) };
    if (message.media && deps.submitMedia) {
      const caption = message.text.slice(0, deps.maxTextChars);
      const via = { place: message.place, connectorId: message.connectorId };
      return { job: await deps.submitMedia(origin, message.media, caption, via), kind: 'media' as const };
    }
    const link = deps.submitLink ? firstLink(message.text) : null;
    if (link && deps.submitLink) return { job: await deps.submitLink(origin, link), kind: 'link' as const };
    const text = message.text.slice(0, deps.maxTextChars);
    return { job: await deps.jobs().submit(origin, 'check', { text }), kind: 'check' as const };
  }

  /**
   * Claims the message and finds its workspace: one statement for both when the place names the
   * workspace (a burst's messages share it); through a newsroom's own bot or sender the connector
   * does, read while the message is claimed (a duplicate just drops the answer).
   */
  async function claimAndFindWorkspace(message: IncomingChatMessage) {
    if (!message.connectorId)
      return deps.claims.claimFromPlace(message.platform, message.eventKey, message.place);
    const lookup = deps.directory.workspaceFor(message.platform, message.place, message.connectorId);
    lookup.catch(() => undefined);
    if (!(await deps.claims.claim(message.platform, message.eventKey)))
      return { claimed: false, workspaceId: null };
    try {
      return { claimed: true, workspaceId: await lookup };
    } catch (error) {
      // Nothing was queued: give the claim back so the platform's retry is taken.
      await deps.claims.release(message.platform, message.eventKey);
      throw new AppError('unavailable', 'The message could not be taken right now; it will be retried.', {
        cause: error,
      });
    }
  }

  return {
    async receive(incoming: IncomingChatMessage): Promise<IntakeOutcome> {
      const message = { ...incoming, text: cleanChatText(incoming.text).trim() };
      const { claimed, workspaceId } = await claimAndFindWorkspace(message);
      if (!claimed) return { outcome: 'duplicate' };
      try {
        await deps.windows.touch(message.thread, message.receivedAt);
        if (!workspaceId) {
          await notify(message, null, unlinkedPlaceNotice(message.platform, message.place));
          return { outcome: 'unlinked' };
        }
        try {
          const { job, kind } = await submit(message, workspaceId);
          return { outcome: 'submitted', jobId: job.id, kind };
        } catch (error) {
          if (!(error instanceof AppError) || error.code === 'unavailable' || error.code === 'internal_error')
            throw error;
          // Quota spent, or a link the service may not fetch: the user hears why, nothing is counted.
          await notify(
            message,
            workspaceId,
            error.code === 'quota_exceeded'
              ? quotaNotice(error.message)
              : { summary: error.message, blocks: [{ type: 'text', text: error.message }] },
          );
          return { outcome: 'refused', code: error.code };
        }
      } catch (error) {
        // Nothing was queued: give the claim back so the platform's retry is taken, and say 503.
        await deps.claims.release(message.platform, message.eventKey);
        if (error instanceof AppError && error.code === 'unavailable') throw error;
        throw new AppError('unavailable', 'The message could not be taken right now; it will be retried.', {
          cause: error,
        });
      }
    },
  };
}

export type ChatIntake = ReturnType<typeof createChatIntake>;
