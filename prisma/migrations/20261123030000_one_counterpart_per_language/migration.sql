-- A category or topic has at most one counterpart per language: two rows of one language sharing a
-- translationKey would make the public language switch and hreflang links ambiguous.

-- Earlier data may hold a second row of one language under a key: the oldest keeps it.
UPDATE "Category" AS c SET "translationKey" = NULL
WHERE "translationKey" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "Category" AS o WHERE o."translationKey" = c."translationKey" AND o."languageCode" = c."languageCode" AND o."id" < c."id");

UPDATE "Content" AS c SET "translationKey" = NULL
WHERE "translationKey" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "Content" AS o WHERE o."translationKey" = c."translationKey" AND o."languageCode" = c."languageCode" AND o."id" < c."id");

-- DropIndex
DROP INDEX "Category_translationKey_idx";

-- DropIndex
DROP INDEX "Content_translationKey_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Category_translationKey_languageCode_key" ON "Category"("translationKey", "languageCode");

-- CreateIndex
CREATE UNIQUE INDEX "Content_translationKey_languageCode_key" ON "Content"("translationKey", "languageCode");
