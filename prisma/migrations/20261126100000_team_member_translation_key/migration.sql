-- The versions of one team member in several languages share a translationKey, at most one row per
-- language (as a category's and a topic's do): the coverage view copies a member to a language.

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN "translationKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_translationKey_languageCode_key" ON "TeamMember"("translationKey", "languageCode");
