import type { Clock } from '../shared/clock.js';
import type { DeliveryService } from './delivery-service.js';
import { textMessage } from './chat-message.js';
import { cleanChatText } from './clean-text.js';
import type { ButtonPress, EditorMessageStore, EventClaims, ReviewGateway } from './ports.js';
import type { ReplyRouter } from './reply-router.js';
import { parseButtonValue } from './review-card.js';
import { verdictLabel } from './wording.js';

export interface ReviewButtonsDeps {
  editors: EditorMessageStore;
  claims: EventClaims;
  deliveries: Pick<DeliveryService, 'schedule'>;
  router: ReplyRouter;
  review?: ReviewGateway | undefined;
  clock: Clock;
}

const formatTime = (at: Date | string) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * An editor pressed a verdict button. The press is trusted only for what the platform vouches for
 * (channel, message, who pressed); the review service decides idempotently, and a second press is
 * told who decided first.
 */
export function createReviewButtons(deps: ReviewButtonsDeps) {
  async function answer(press: ButtonPress, workspaceId: string | null, text: string) {
    await deps.deliveries.schedule({
      workspaceId,
      jobId: null,
      kind: 'press_answer',
      platform: press.platform,
      target: press.answerRef,
      dedupeKey: `press:${press.platform}:${press.answerRef}`,
      message: textMessage(text),
    });
  }

  return {
    async handlePress(
      pressed: ButtonPress,
    ): Promise<'decided' | 'already_decided' | 'invalid' | 'duplicate'> {
      // An editor's display name is platform text like any other: it is stored with the decision.
      const press = { ...pressed, editor: { ...pressed.editor, name: cleanChatText(pressed.editor.name) } };
      if (!(await deps.claims.claim(press.platform, `press:${press.answerRef}`))) return 'duplicate';
      const value = parseButtonValue(press.value);
      const editor = value ? await deps.editors.find(value.editorMessageId) : null;
      const sameMessage =
        editor &&
        editor.platform === press.platform &&
        editor.channel === press.channel &&
        (editor.messageId === null || editor.messageId === press.messageId);
      if (!value || !editor || !sameMessage || !deps.review) {
        await answer(press, editor?.workspaceId ?? null, 'This button is no longer valid here.');
        return 'invalid';
      }
      const outcome = await deps.review.decide({
        workspaceId: editor.workspaceId,
        itemId: editor.itemId,
        verdict: value.verdict,
        editor: { id: null, name: press.editor.name },
      });
      if (outcome.outcome === 'already_decided') {
        await answer(
          press,
          editor.workspaceId,
          `Already decided by ${outcome.decidedBy} at ${formatTime(outcome.decidedAt)}: ${verdictLabel(outcome.verdict)}. Nothing was changed.`,
        );
        await deps.router.showDecision({
          ...outcome,
          jobId: editor.jobId,
          claimId: editor.claimId,
          workspaceId: editor.workspaceId,
        });
        return 'already_decided';
      }
      await answer(
        press,
        editor.workspaceId,
        `Recorded: ${verdictLabel(value.verdict)}. Thank you, ${press.editor.name}.`,
      );
      // The review service announces review.decided too; the dedupe keys make both paths one.
      await deps.router.onDecision({
        workspaceId: editor.workspaceId,
        jobId: editor.jobId,
        claimId: editor.claimId,
        claimText: editor.claimText,
        verdict: value.verdict,
        decidedBy: press.editor.name,
        decidedAt: deps.clock.now(),
        replyTo: editor.replyTo,
        note: null,
      });
      return 'decided';
    },
  };
}

export type ReviewButtons = ReturnType<typeof createReviewButtons>;
