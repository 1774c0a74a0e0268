-- Added by hand: the trigram index below needs pg_trgm. Another area may create it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "FeedEntryKind" AS ENUM ('news', 'upload', 'check');

-- CreateTable
CREATE TABLE "election_state" (
    "id" INTEGER NOT NULL,
    "code" CHAR(2) NOT NULL,
    "name" TEXT NOT NULL,
    "irev_object_id" TEXT NOT NULL,

    CONSTRAINT "election_state_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_lga" (
    "id" INTEGER NOT NULL,
    "state_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "irev_object_id" TEXT NOT NULL,

    CONSTRAINT "election_lga_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_ward" (
    "id" INTEGER NOT NULL,
    "lga_id" INTEGER NOT NULL,
    "state_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "senatorial_district_id" INTEGER,
    "federal_constituency_id" INTEGER,
    "state_constituency_id" INTEGER,
    "irev_object_id" TEXT NOT NULL,

    CONSTRAINT "election_ward_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_polling_unit" (
    "id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "ward_id" INTEGER NOT NULL,
    "lga_id" INTEGER NOT NULL,
    "state_id" INTEGER NOT NULL,

    CONSTRAINT "election_polling_unit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election" (
    "id" INTEGER NOT NULL,
    "irev_object_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type_code" TEXT NOT NULL,
    "type_name" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "state_id" INTEGER,

    CONSTRAINT "election_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "election_upload" (
    "election_id" INTEGER NOT NULL,
    "polling_unit_id" INTEGER NOT NULL,
    "state_id" INTEGER NOT NULL,
    "lga_id" INTEGER NOT NULL,
    "ward_id" INTEGER NOT NULL,
    "document_url" TEXT,
    "document_size_bytes" INTEGER,
    "uploaded_at" TIMESTAMPTZ(3),
    "external" BOOLEAN,
    "previous_count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "election_upload_pkey" PRIMARY KEY ("election_id","polling_unit_id")
);

-- CreateTable
CREATE TABLE "election_ward_tally" (
    "election_id" INTEGER NOT NULL,
    "ward_id" INTEGER NOT NULL,
    "lga_id" INTEGER NOT NULL,
    "state_id" INTEGER NOT NULL,
    "polling_units" INTEGER NOT NULL,
    "uploaded" INTEGER NOT NULL,
    "reuploaded" INTEGER NOT NULL,

    CONSTRAINT "election_ward_tally_pkey" PRIMARY KEY ("election_id","ward_id")
);

-- CreateTable
CREATE TABLE "election_party" (
    "acronym" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "logo_url" TEXT,

    CONSTRAINT "election_party_pkey" PRIMARY KEY ("acronym")
);

-- CreateTable
CREATE TABLE "feed_source" (
    "id" UUID NOT NULL,
    "scope" TEXT NOT NULL,
    "workspace_id" UUID,
    "url" TEXT NOT NULL,
    "title" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_polled_at" TIMESTAMPTZ(3),
    "last_error" TEXT,

    CONSTRAINT "feed_source_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feed_entry" (
    "id" BIGSERIAL NOT NULL,
    "kind" "FeedEntryKind" NOT NULL,
    "workspace_id" UUID,
    "source_id" UUID,
    "dedupe_key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT,
    "summary" TEXT NOT NULL DEFAULT '',
    "author" TEXT,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "election_id" INTEGER,
    "polling_unit_id" INTEGER,
    "job_id" UUID,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feed_entry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "election_state_code_key" ON "election_state"("code");

-- CreateIndex
CREATE UNIQUE INDEX "election_lga_code_key" ON "election_lga"("code");

-- CreateIndex
CREATE INDEX "election_lga_state_id_idx" ON "election_lga"("state_id");

-- CreateIndex
CREATE UNIQUE INDEX "election_ward_code_key" ON "election_ward"("code");

-- CreateIndex
CREATE INDEX "election_ward_lga_id_idx" ON "election_ward"("lga_id");

-- CreateIndex
CREATE INDEX "election_ward_state_id_idx" ON "election_ward"("state_id");

-- CreateIndex
CREATE UNIQUE INDEX "election_polling_unit_code_key" ON "election_polling_unit"("code");

-- CreateIndex
CREATE INDEX "election_polling_unit_ward_id_idx" ON "election_polling_unit"("ward_id");

-- CreateIndex
CREATE INDEX "election_polling_unit_lga_id_idx" ON "election_polling_unit"("lga_id");

-- CreateIndex
CREATE INDEX "election_polling_unit_state_id_idx" ON "election_polling_unit"("state_id");

-- CreateIndex
CREATE INDEX "election_polling_unit_name_trgm_idx" ON "election_polling_unit" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "election_irev_object_id_key" ON "election"("irev_object_id");

-- CreateIndex
CREATE INDEX "election_upload_election_id_state_id_uploaded_at_idx" ON "election_upload"("election_id", "state_id", "uploaded_at");

-- CreateIndex
CREATE INDEX "election_upload_election_id_lga_id_uploaded_at_idx" ON "election_upload"("election_id", "lga_id", "uploaded_at");

-- CreateIndex
CREATE INDEX "election_upload_polling_unit_id_idx" ON "election_upload"("polling_unit_id");

-- CreateIndex
CREATE INDEX "election_ward_tally_election_id_state_id_idx" ON "election_ward_tally"("election_id", "state_id");

-- CreateIndex
CREATE INDEX "feed_source_workspace_id_idx" ON "feed_source"("workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "feed_source_scope_url_key" ON "feed_source"("scope", "url");

-- CreateIndex
CREATE UNIQUE INDEX "feed_entry_dedupe_key_key" ON "feed_entry"("dedupe_key");

-- CreateIndex
CREATE INDEX "feed_entry_published_at_id_idx" ON "feed_entry"("published_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "feed_entry_workspace_id_id_idx" ON "feed_entry"("workspace_id", "id");

-- AddForeignKey
ALTER TABLE "election_lga" ADD CONSTRAINT "election_lga_state_id_fkey" FOREIGN KEY ("state_id") REFERENCES "election_state"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_ward" ADD CONSTRAINT "election_ward_lga_id_fkey" FOREIGN KEY ("lga_id") REFERENCES "election_lga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_polling_unit" ADD CONSTRAINT "election_polling_unit_ward_id_fkey" FOREIGN KEY ("ward_id") REFERENCES "election_ward"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election" ADD CONSTRAINT "election_state_id_fkey" FOREIGN KEY ("state_id") REFERENCES "election_state"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_upload" ADD CONSTRAINT "election_upload_election_id_fkey" FOREIGN KEY ("election_id") REFERENCES "election"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "election_upload" ADD CONSTRAINT "election_upload_polling_unit_id_fkey" FOREIGN KEY ("polling_unit_id") REFERENCES "election_polling_unit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feed_entry" ADD CONSTRAINT "feed_entry_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "feed_source"("id") ON DELETE CASCADE ON UPDATE CASCADE;
