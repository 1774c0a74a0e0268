-- CreateTable
CREATE TABLE "chat_allowed_workspace" (
    "workspace_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_allowed_workspace_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateTable
CREATE TABLE "chat_connector" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "label" TEXT,
    "editors_channel" TEXT,
    "sealed_secrets" TEXT NOT NULL,
    "webhook_secret_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_connector_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_oauth_state" (
    "state_hash" TEXT NOT NULL,
    "workspace_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "options" JSONB NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_oauth_state_pkey" PRIMARY KEY ("state_hash")
);

-- CreateIndex
CREATE UNIQUE INDEX "chat_connector_platform_external_id_key" ON "chat_connector"("platform", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_connector_workspace_id_platform_key" ON "chat_connector"("workspace_id", "platform");
