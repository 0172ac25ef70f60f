-- An administrator can be deactivated (npm run admin:deactivate) and activated again: while the time
-- is set, sign-in refuses them and no session of theirs counts.

-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN "deactivatedAt" TIMESTAMPTZ(3);
