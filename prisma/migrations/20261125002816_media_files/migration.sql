-- CreateTable
CREATE TABLE "media_file" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "job_id" UUID,
    "kind" TEXT NOT NULL,
    "media_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "duration_s" DOUBLE PRECISION,
    "caption" TEXT,
    "editor_state" TEXT,
    "editor_text" TEXT,
    "editor_name" TEXT,
    "editor_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_file_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "media_file_job_id_key" ON "media_file"("job_id");

-- CreateIndex
CREATE INDEX "media_file_workspace_id_created_at_idx" ON "media_file"("workspace_id", "created_at");
