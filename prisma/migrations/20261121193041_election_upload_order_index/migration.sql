-- DropIndex
DROP INDEX "election_upload_election_id_lga_id_uploaded_at_idx";

-- DropIndex
DROP INDEX "election_upload_election_id_state_id_uploaded_at_idx";

-- CreateIndex
CREATE INDEX "election_upload_election_id_uploaded_at_idx" ON "election_upload"("election_id", "uploaded_at");
