-- The contact form's per-IP rate limit: a keyed hash of the sender's IP (never the raw address),
-- counted over a recent window.

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "ipHash" TEXT;

-- CreateIndex
CREATE INDEX "ContactMessage_ipHash_createdAt_idx" ON "ContactMessage"("ipHash", "createdAt");
