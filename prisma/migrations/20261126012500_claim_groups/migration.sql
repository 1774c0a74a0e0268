/*
  Warnings:

  - A unique constraint covering the columns `[group_id]` on the table `document` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "document" ADD COLUMN     "group_id" UUID,
ADD COLUMN     "shared" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "claim_group" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "english_text" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "verdict" TEXT,
    "write_up" TEXT NOT NULL DEFAULT '',
    "decided_by_name" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "review_item_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "claim_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "claim_ask" (
    "id" UUID NOT NULL,
    "group_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "claim_id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "english_text" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "reply_to" TEXT,
    "similarity" DOUBLE PRECISION NOT NULL,
    "suggested" BOOLEAN NOT NULL DEFAULT false,
    "verdict" TEXT NOT NULL,
    "answered_at" TIMESTAMPTZ(3),
    "answered_by" TEXT,
    "search" tsvector,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "claim_ask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_decision" (
    "id" UUID NOT NULL,
    "group_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "verdict" TEXT NOT NULL,
    "note" TEXT,
    "decided_by_id" UUID,
    "decided_by_name" TEXT NOT NULL,
    "decided_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "group_decision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workspace_publishing" (
    "workspace_id" UUID NOT NULL,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "site_url" TEXT,
    "slug" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "workspace_publishing_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "claim_group_review_item_id_key" ON "claim_group"("review_item_id");

-- CreateIndex
CREATE INDEX "claim_group_workspace_id_status_decided_at_idx" ON "claim_group"("workspace_id", "status", "decided_at");

-- CreateIndex
CREATE INDEX "claim_group_workspace_id_created_at_idx" ON "claim_group"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "claim_ask_group_id_created_at_idx" ON "claim_ask"("group_id", "created_at");

-- CreateIndex
CREATE INDEX "claim_ask_workspace_id_created_at_idx" ON "claim_ask"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "claim_ask_search_idx" ON "claim_ask" USING GIN ("search");

-- CreateIndex
CREATE UNIQUE INDEX "claim_ask_job_id_claim_id_key" ON "claim_ask"("job_id", "claim_id");

-- CreateIndex
CREATE INDEX "group_decision_answered_at_decided_at_idx" ON "group_decision"("answered_at", "decided_at");

-- CreateIndex
CREATE UNIQUE INDEX "group_decision_group_id_seq_key" ON "group_decision"("group_id", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "workspace_publishing_slug_key" ON "workspace_publishing"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "document_group_id_key" ON "document"("group_id");
