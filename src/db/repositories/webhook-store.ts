import type { WebhookEndpoint as EndpointRow } from '../generated/client.js';
import type { WebhookEndpoint, WebhookEvent, WebhookStore } from '../../core/webhooks/ports.js';
import { isUuid, pgPoolOf, type Db } from '../prisma.js';

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  workspaceId: row.workspaceId,
  url: row.url,
  events: row.events as WebhookEvent[],
  createdAt: row.createdAt,
  lastDelivery:
    row.lastDeliveryAt && row.lastOutcome
      ? {
          at: row.lastDeliveryAt,
          status: row.lastStatus,
          outcome: row.lastOutcome === 'succeeded' ? 'succeeded' : 'failed',
          error: row.lastError,
        }
      : null,
});

export function createWebhookStore(db: Db): WebhookStore {
  const pool = pgPoolOf(db);
  return {
    async createEndpoint(endpoint) {
      return toEndpoint(await db.webhookEndpoint.create({ data: endpoint }));
    },

    async listEndpoints(workspaceId) {
      const rows = await db.webhookEndpoint.findMany({
        where: { workspaceId, deletedAt: null },
        orderBy: { createdAt: 'asc' },
      });
      return rows.map(toEndpoint);
    },

    async deleteEndpoint(workspaceId, endpointId) {
      if (!isUuid(endpointId)) return false;
      const { count } = await db.webhookEndpoint.updateMany({
        where: { id: endpointId, workspaceId, deletedAt: null },
        data: { deletedAt: new Date() },
      });
      return count === 1;
    },

    async endpointsFor(workspaceId, event, happenedAt) {
      return db.webhookEndpoint.findMany({
        where: { workspaceId, deletedAt: null, events: { has: event }, createdAt: { lte: happenedAt } },
        select: { id: true },
      });
    },

    async createDeliveries(deliveries) {
      if (deliveries.length === 0) return [];
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO webhook_delivery (id, endpoint_id, workspace_id, event_type, event_key, body)
         SELECT gen_random_uuid(), d.endpoint_id, d.workspace_id, d.event_type, d.event_key, d.body
           FROM jsonb_to_recordset($1::jsonb)
                AS d(endpoint_id uuid, workspace_id uuid, event_type text, event_key text, body text)
         ON CONFLICT (endpoint_id, event_key) DO NOTHING
         RETURNING id`,
        [
          JSON.stringify(
            deliveries.map((d) => ({
              endpoint_id: d.endpointId,
              workspace_id: d.workspaceId,
              event_type: d.eventType,
              event_key: d.eventKey,
              body: d.body,
            })),
          ),
        ],
      );
      return rows.map((row) => row.id);
    },

    async claimAttempt(deliveryId, attempt, leaseMs) {
      const { rows } = await pool.query<{
        id: string;
        endpoint_id: string;
        url: string;
        secret_sealed: string;
        body: string;
        attempts: number;
        deleted: boolean;
      }>(
        `UPDATE webhook_delivery d
            SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $3::float8 / 1000)
           FROM webhook_endpoint e
          WHERE d.id = $1 AND d.state = 'pending' AND d.attempts = $2 - 1 AND e.id = d.endpoint_id
          RETURNING d.id, d.endpoint_id, e.url, e.secret_sealed, d.body, d.attempts,
                    e.deleted_at IS NOT NULL AS deleted`,
        [deliveryId, attempt, leaseMs],
      );
      const row = rows[0];
      return row
        ? {
            id: row.id,
            endpointId: row.endpoint_id,
            url: row.url,
            secretSealed: row.secret_sealed,
            body: row.body,
            attempts: row.attempts,
            endpointDeleted: row.deleted,
          }
        : null;
    },

    async recordAttempt(delivery, outcome) {
      const now = new Date();
      const state = outcome.succeeded ? 'succeeded' : outcome.nextAttemptAt ? 'pending' : 'failed';
      await db.$transaction([
        db.webhookDelivery.update({
          where: { id: delivery.id },
          data: {
            state,
            lastStatus: outcome.status,
            lastError: outcome.error,
            ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
            ...(outcome.succeeded ? { deliveredAt: now } : {}),
          },
        }),
        db.webhookEndpoint.update({
          where: { id: delivery.endpointId },
          data: {
            lastDeliveryAt: now,
            lastStatus: outcome.status,
            lastOutcome: outcome.succeeded ? 'succeeded' : 'failed',
            lastError: outcome.error,
          },
        }),
      ]);
    },

    async overdue(before, limit) {
      return db.webhookDelivery.findMany({
        where: { state: 'pending', nextAttemptAt: { lt: before } },
        orderBy: { nextAttemptAt: 'asc' },
        take: limit,
        select: { id: true, attempts: true },
      });
    },

    async jobsNotAnnounced(since, settledBefore, limit) {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT DISTINCT j.id
           FROM webhook_endpoint e
           JOIN job j ON j.workspace_id = e.workspace_id
                     AND j.created_at >= $1::timestamptz - interval '1 day'
                     AND j.state IN ('done', 'failed')
                     AND j.updated_at >= $1 AND j.updated_at < $2 AND j.updated_at >= e.created_at
          WHERE e.deleted_at IS NULL
            AND ((j.state = 'done' AND 'job.done' = ANY (e.events))
              OR (j.state = 'failed' AND 'job.failed' = ANY (e.events)))
            AND NOT EXISTS (SELECT 1 FROM webhook_delivery d
                             WHERE d.endpoint_id = e.id AND d.event_key = 'job:' || j.id)
          LIMIT $3`,
        [since, settledBefore, limit],
      );
      return rows.map((row) => row.id);
    },

    async decisionsNotAnnounced(since, settledBefore, limit) {
      const { rows } = await pool.query<{
        workspace_id: string;
        job_id: string;
        claim_id: string;
        decided_at: Date;
      }>(
        `SELECT DISTINCT r.workspace_id, r.job_id, r.claim_id, r.decided_at
           FROM webhook_endpoint e
           JOIN review_item r ON r.workspace_id = e.workspace_id AND r.status = 'decided'
                             AND r.decided_at >= $1 AND r.decided_at < $2 AND r.decided_at >= e.created_at
          WHERE e.deleted_at IS NULL AND 'review.decided' = ANY (e.events)
            AND NOT EXISTS (SELECT 1 FROM webhook_delivery d
                             WHERE d.endpoint_id = e.id
                               AND d.event_key = 'review:' || r.job_id || ':' || r.claim_id)
          LIMIT $3`,
        [since, settledBefore, limit],
      );
      return rows.map((row) => ({
        workspaceId: row.workspace_id,
        jobId: row.job_id,
        claimId: row.claim_id,
        decidedAt: row.decided_at,
      }));
    },
  };
}
