-- CreateTable
CREATE TABLE "document_import_day" (
    "workspace_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "documents" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "document_import_day_pkey" PRIMARY KEY ("workspace_id","day")
);
