-- CreateTable
CREATE TABLE "chat_place" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "place" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_place_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_settings" (
    "workspace_id" UUID NOT NULL,
    "slack_team_id" TEXT,
    "slack_editors_channel" TEXT,
    "telegram_chat_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "telegram_editors_chat" TEXT,
    "whatsapp_numbers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_settings_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateTable
CREATE TABLE "chat_event" (
    "platform" TEXT NOT NULL,
    "event_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_event_pkey" PRIMARY KEY ("platform","event_key")
);

-- CreateTable
CREATE TABLE "chat_delivery" (
    "id" UUID NOT NULL,
    "workspace_id" UUID,
    "job_id" UUID,
    "kind" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "message" JSONB NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "reason" TEXT,
    "platform_message_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "platform_status" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "chat_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_sent_message" (
    "platform" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "delivery_id" UUID NOT NULL,
    "status" TEXT,
    "error_code" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_sent_message_pkey" PRIMARY KEY ("platform","message_id")
);

-- CreateTable
CREATE TABLE "chat_editor_message" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "claim_id" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "message_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_editor_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_whatsapp_session" (
    "tipline" TEXT NOT NULL,
    "user" TEXT NOT NULL,
    "last_inbound_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_whatsapp_session_pkey" PRIMARY KEY ("tipline","user")
);

-- CreateIndex
CREATE INDEX "chat_place_workspace_id_idx" ON "chat_place"("workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_place_platform_place_key" ON "chat_place"("platform", "place");

-- CreateIndex
CREATE UNIQUE INDEX "chat_delivery_dedupe_key_key" ON "chat_delivery"("dedupe_key");

-- CreateIndex
CREATE INDEX "chat_delivery_job_id_idx" ON "chat_delivery"("job_id");

-- CreateIndex
CREATE INDEX "chat_sent_message_delivery_id_idx" ON "chat_sent_message"("delivery_id");

-- CreateIndex
CREATE INDEX "chat_editor_message_job_id_claim_id_idx" ON "chat_editor_message"("job_id", "claim_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_editor_message_item_id_platform_key" ON "chat_editor_message"("item_id", "platform");
