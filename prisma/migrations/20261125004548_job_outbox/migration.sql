-- CreateTable
CREATE TABLE "job_outbox" (
    "job_id" UUID NOT NULL,
    "available_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_outbox_pkey" PRIMARY KEY ("job_id")
);

-- CreateIndex
CREATE INDEX "job_outbox_available_at_idx" ON "job_outbox"("available_at");
