-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('pending', 'decided');

-- DropForeignKey
ALTER TABLE "document" DROP CONSTRAINT "document_publisher_id_fkey";

-- AlterTable
ALTER TABLE "document" ADD COLUMN     "claim_text" TEXT,
ADD COLUMN     "content_hash" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "rating" TEXT,
ADD COLUMN     "search" tsvector;

-- CreateTable
CREATE TABLE "review_item" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "claim_id" TEXT NOT NULL,
    "claim_text" TEXT NOT NULL,
    "engine_verdict" TEXT NOT NULL,
    "confidence" TEXT NOT NULL,
    "status" "ReviewStatus" NOT NULL DEFAULT 'pending',
    "verdict" TEXT,
    "note" TEXT,
    "decided_by_id" UUID,
    "decided_by_name" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_item_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_item_workspace_id_status_created_at_idx" ON "review_item"("workspace_id", "status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "review_item_job_id_claim_id_key" ON "review_item"("job_id", "claim_id");

-- CreateIndex
CREATE INDEX "document_publisher_id_idx" ON "document"("publisher_id");

-- CreateIndex
CREATE INDEX "document_search_idx" ON "document" USING GIN ("search");

-- AddForeignKey
ALTER TABLE "document" ADD CONSTRAINT "document_publisher_id_fkey" FOREIGN KEY ("publisher_id") REFERENCES "publisher"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (Prisma cannot express these).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Service-wide rows have workspace_id NULL; NULLS NOT DISTINCT (PostgreSQL 15) keeps them unique.
DROP INDEX "publisher_workspace_id_domain_key";
CREATE UNIQUE INDEX "publisher_workspace_id_domain_key" ON "publisher"("workspace_id", "domain") NULLS NOT DISTINCT;
DROP INDEX "document_workspace_id_url_key";
CREATE UNIQUE INDEX "document_workspace_id_url_key" ON "document"("workspace_id", "url") NULLS NOT DISTINCT;

-- The full-text vector is stored (ranking thousands of matches must not re-parse their text)
-- and kept by a trigger, so no writer can forget it. The claim a fact-check reviewed weighs most.
CREATE FUNCTION document_search_update() RETURNS trigger AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.claim_text, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, NEW.title), 'B') ||
    setweight(to_tsvector('english'::regconfig, NEW.text), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER document_search_update BEFORE INSERT OR UPDATE OF claim_text, title, text ON "document"
  FOR EACH ROW EXECUTE FUNCTION document_search_update();

-- Trigram similarity on what a claim is compared with (the reviewed claim, else the title).
CREATE INDEX "document_match_trgm_idx" ON "document" USING GIN ((coalesce(claim_text, title)) gin_trgm_ops);
