-- A category or topic has at most one counterpart per language: two rows of one language sharing a
-- translationKey would make the public language switch and hreflang links ambiguous.

-- DropIndex
DROP INDEX "Category_translationKey_idx";

-- DropIndex
DROP INDEX "Content_translationKey_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Category_translationKey_languageCode_key" ON "Category"("translationKey", "languageCode");

-- CreateIndex
CREATE UNIQUE INDEX "Content_translationKey_languageCode_key" ON "Content"("translationKey", "languageCode");
