/*
  Warnings:

  - You are about to drop the `chat_whatsapp_session` table. If the table is not empty, all the data it contains will be lost.
  - Added the required column `claim_text` to the `chat_editor_message` table without a default value. This is not possible if the table is not empty.

*/
-- AlterTable
ALTER TABLE "chat_editor_message" ADD COLUMN     "claim_text" TEXT NOT NULL,
ADD COLUMN     "reply_to" TEXT;

-- DropTable
DROP TABLE "chat_whatsapp_session";

-- CreateTable
CREATE TABLE "chat_conversation" (
    "platform" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "last_inbound_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_conversation_pkey" PRIMARY KEY ("platform","channel")
);
