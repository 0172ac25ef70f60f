-- Sign-in failures from a browser that signed in before (its device cookie) count against that
-- browser only, so an attacker's guesses cannot lock the administrator out of their usual browser.

-- AlterTable
ALTER TABLE "LoginFailure" ADD COLUMN "deviceId" TEXT;

-- CreateIndex
CREATE INDEX "LoginFailure_deviceId_createdAt_idx" ON "LoginFailure"("deviceId", "createdAt");
