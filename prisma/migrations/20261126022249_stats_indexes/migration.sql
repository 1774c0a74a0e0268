-- DropIndex
DROP INDEX "claim_ask_workspace_id_created_at_idx";

-- CreateIndex
CREATE INDEX "claim_ask_stats_idx" ON "claim_ask"("workspace_id", "created_at", "language", "verdict", "answered_by", "answered_at", "suggested", "job_id");

-- CreateIndex
CREATE INDEX "job_stats_idx" ON "job"("workspace_id", "created_at", "kind", "reply_to");
