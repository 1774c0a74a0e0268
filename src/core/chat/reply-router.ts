import { checkResultSchema, type CheckResult } from '../check/check-result.js';
import type { JobRecord } from '../jobs/job.js';
import type { CoreEventMap } from '../shared/events.js';
import type { DeliveryService } from './delivery-service.js';
import { linkReply } from './link-reply.js';
import { mediaAwaitingEditorNotice, mediaReply } from './media-reply.js';
import { checkReply } from './check-reply.js';
import { decisionReply, groupAnswerReply, jobFailedNotice } from './notices.js';
import type {
  ChannelDirectory,
  DeliveryStore,
  EditorMessageStore,
  NewDelivery,
  ReviewGateway,
} from './ports.js';
import { decidedCard, reviewCard } from './review-card.js';
import type { ReviewCard } from './chat-message.js';
import { parseThreadRef } from './thread-ref.js';

export interface ReplyRouterDeps {
  deliveries: Pick<DeliveryService, 'schedule' | 'scheduleMany'>;
  deliveryStore: Pick<DeliveryStore, 'findByDedupeKey'>;
  directory: ChannelDirectory;
  editors: EditorMessageStore;
  review?: ReviewGateway | undefined;
}

/** An editor's decision as the router receives it (a date may arrive serialised from a job payload). */
export type Decision = Omit<CoreEventMap['review.decided'], 'decidedAt'> & { decidedAt: Date | string };

/**
 * Turns core events into deliveries: a finished job becomes its threaded reply (and editors'
 * requests for low-confidence claims); a decision becomes the final verdict in the original thread
 * and an updated editors' message. Only durable deliveries are created here; workers send them.
 * Dedupe keys make every step safe to repeat (a button press and the decision event agree).
 */
export function createReplyRouter(deps: ReplyRouterDeps) {
  const { deliveries, editors } = deps;

  async function routeToEditors(job: JobRecord, result: CheckResult, original: string) {
    if (!deps.review || !result.claims.some((c) => c.review?.status === 'pending')) return;
    const channels = await deps.directory.editorsChannels(job.workspaceId);
    if (channels.length === 0) return;
    for (const item of await deps.review.pendingForJob(job.id)) {
      const claim = result.claims.find((c) => c.id === item.claimId);
      if (!claim) continue;
      for (const { platform, channel } of channels) {
        const editor = await editors.create({
          workspaceId: job.workspaceId,
          jobId: job.id,
          claimId: claim.id,
          claimText: claim.text,
          itemId: item.id,
          replyTo: job.replyTo,
          platform,
          channel,
        });
        await deliveries.schedule({
          workspaceId: job.workspaceId,
          jobId: job.id,
          kind: 'review_request',
          platform,
          target: editor.id,
          dedupeKey: `review-request:${editor.id}`,
          message: reviewCard({ editorMessageId: editor.id, jobId: job.id, claim, original }),
        });
      }
    }
  }

  async function replyToThread(job: JobRecord) {
    const thread = parseThreadRef(job.replyTo);
    if (!thread || !job.replyTo) return;
    let message;
    if (job.state === 'failed' || !job.result) message = jobFailedNotice(job.error);
    else if (job.kind === 'link') message = linkReply(job.result);
    else if (job.kind === 'media') message = mediaReply(job.result);
    else message = checkReply(checkResultSchema.parse(job.result), String(job.input.text ?? ''));
    await deliveries.schedule({
      workspaceId: job.workspaceId,
      jobId: job.id,
      kind: 'result',
      platform: thread.platform,
      target: job.replyTo,
      dedupeKey: `result:${job.id}`,
      message,
    });
  }

  return {
    async onJobFinished({ job }: CoreEventMap['job.finished']) {
      await replyToThread(job);
      if (job.kind === 'check' && job.state === 'done' && job.result) {
        const parsed = checkResultSchema.safeParse(job.result);
        if (parsed.success) await routeToEditors(job, parsed.data, String(job.input.text ?? ''));
      }
      // A media tip's claims are checked like a typed message's: low confidence reaches the editors.
      if (job.kind === 'media' && job.state === 'done' && job.result) {
        const parsed = checkResultSchema.safeParse(job.result.check);
        if (parsed.success) await routeToEditors(job, parsed.data, String(job.result.text ?? ''));
      }
    },

    /** A voice note or video no transcriber heard: the tipster hears that an editor will listen. */
    async onMediaAwaitingEditor({ job, kind }: CoreEventMap['media.awaiting_editor']) {
      const thread = parseThreadRef(job.replyTo);
      if (!thread || !job.replyTo) return;
      await deliveries.schedule({
        workspaceId: job.workspaceId,
        jobId: job.id,
        kind: 'notice',
        platform: thread.platform,
        target: job.replyTo,
        dedupeKey: `media-waiting:${job.id}`,
        message: mediaAwaitingEditorNotice(kind),
      });
    },

    /**
     * A page of askers of a decided claim group, scheduled together. The first decision's key is
     * the one a single claim's verdict has always had (`verdict:{job}:{claim}`), so the decision
     * event, a button press and the group's fan-out answer an asker once between them; a
     * correction has a key of its own.
     */
    async onGroupAnswers({ answers }: CoreEventMap['group.answers']) {
      const owed: NewDelivery[] = [];
      for (const answer of answers) {
        const thread = parseThreadRef(answer.replyTo);
        if (!thread) continue;
        owed.push({
          workspaceId: answer.workspaceId,
          jobId: answer.jobId,
          kind: 'verdict',
          platform: thread.platform,
          target: answer.replyTo,
          dedupeKey: answer.correction
            ? `correction:${answer.jobId}:${answer.claimId}:${answer.seq}`
            : `verdict:${answer.jobId}:${answer.claimId}`,
          message: groupAnswerReply(answer),
        });
      }
      await deliveries.scheduleMany(owed);
    },

    /** From the review.decided event (dashboard, API) and from a button press alike. */
    async onDecision(decision: Decision) {
      const thread = parseThreadRef(decision.replyTo);
      if (thread && decision.replyTo) {
        await deliveries.schedule({
          workspaceId: decision.workspaceId,
          jobId: decision.jobId,
          kind: 'verdict',
          platform: thread.platform,
          target: decision.replyTo,
          dedupeKey: `verdict:${decision.jobId}:${decision.claimId}`,
          message: decisionReply(decision),
        });
      }
      await this.showDecision(decision);
    },

    /** Rewrites every editors' message of the claim to show the decision. */
    async showDecision(
      decision: Pick<Decision, 'jobId' | 'claimId' | 'verdict' | 'decidedBy' | 'decidedAt' | 'workspaceId'>,
    ) {
      for (const editor of await editors.forClaim(decision.jobId, decision.claimId)) {
        const request = await deps.deliveryStore.findByDedupeKey(`review-request:${editor.id}`);
        if (!request) continue;
        await deliveries.schedule({
          workspaceId: decision.workspaceId,
          jobId: decision.jobId,
          kind: 'review_update',
          platform: editor.platform,
          target: editor.id,
          dedupeKey: `review-update:${editor.id}`,
          message: decidedCard(request.message as ReviewCard, decision),
        });
      }
    },
  };
}

export type ReplyRouter = ReturnType<typeof createReplyRouter>;
