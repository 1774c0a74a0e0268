/*
  Warnings:

  - A unique constraint covering the columns `[owner_of]` on the table `user` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "user" ADD COLUMN     "owner_of" UUID;

-- CreateTable
CREATE TABLE "invitation" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "invited_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "invitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "invitation_email_idx" ON "invitation"("email");

-- CreateIndex
CREATE UNIQUE INDEX "invitation_workspace_id_email_key" ON "invitation"("workspace_id", "email");

-- Backfill: each workspace's earliest live owner keeps the owner slot; any extra "owner" left by
-- the old racing transfers becomes a member.
UPDATE "user" u SET "owner_of" = u."workspace_id"
FROM (SELECT DISTINCT ON ("workspace_id") "id" FROM "user"
      WHERE "role" = 'owner' AND "removed_at" IS NULL ORDER BY "workspace_id", "created_at") first
WHERE u."id" = first."id";
UPDATE "user" SET "role" = 'member' WHERE "role" = 'owner' AND "owner_of" IS NULL;

-- CreateIndex
CREATE UNIQUE INDEX "user_owner_of_key" ON "user"("owner_of");

-- AddForeignKey
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
