-- Publishing: a published category, topic or team member keeps its live columns (what visitors see)
-- while its working copy waits in "draft"; publishedAt is its first publication; publishAt and
-- unpublishAt are the scheduler's times. Topics carry their legal review. Revisions keep every
-- saved state; preview links let someone outside the admin read an unpublished version.

-- AlterTable
ALTER TABLE "Category" ADD COLUMN "draft" JSONB,
ADD COLUMN "publishedAt" TIMESTAMPTZ(3),
ADD COLUMN "publishAt" TIMESTAMPTZ(3),
ADD COLUMN "unpublishAt" TIMESTAMPTZ(3);

ALTER TABLE "Content" ADD COLUMN "draft" JSONB,
ADD COLUMN "publishedAt" TIMESTAMPTZ(3),
ADD COLUMN "publishAt" TIMESTAMPTZ(3),
ADD COLUMN "unpublishAt" TIMESTAMPTZ(3),
ADD COLUMN "reviewedById" INTEGER,
ADD COLUMN "reviewedAt" TIMESTAMPTZ(3),
ADD COLUMN "reviewIntervalMonths" INTEGER NOT NULL DEFAULT 12,
ADD CONSTRAINT "Content_reviewIntervalMonths_check" CHECK ("reviewIntervalMonths" BETWEEN 1 AND 60);

ALTER TABLE "TeamMember" ADD COLUMN "draft" JSONB,
ADD COLUMN "publishedAt" TIMESTAMPTZ(3),
ADD COLUMN "publishAt" TIMESTAMPTZ(3),
ADD COLUMN "unpublishAt" TIMESTAMPTZ(3);

-- What is on the site today was published when it was created.
UPDATE "Category" SET "publishedAt" = "createdAt" WHERE "isActive";
UPDATE "Content" SET "publishedAt" = "createdAt" WHERE "isActive";
UPDATE "TeamMember" SET "publishedAt" = "createdAt" WHERE "isActive";

-- AddForeignKey
ALTER TABLE "Content" ADD CONSTRAINT "Content_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "TeamMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The scheduler's due rows, found without reading the tables whole.
CREATE INDEX "Category_schedule_idx" ON "Category"(LEAST("publishAt", "unpublishAt")) WHERE "publishAt" IS NOT NULL OR "unpublishAt" IS NOT NULL;
CREATE INDEX "Content_schedule_idx" ON "Content"(LEAST("publishAt", "unpublishAt")) WHERE "publishAt" IS NOT NULL OR "unpublishAt" IS NOT NULL;
CREATE INDEX "TeamMember_schedule_idx" ON "TeamMember"(LEAST("publishAt", "unpublishAt")) WHERE "publishAt" IS NOT NULL OR "unpublishAt" IS NOT NULL;

-- CreateTable
CREATE TABLE "Revision" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "languageCode" VARCHAR(3) NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "changedFields" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "actor" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Revision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PreviewLink" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PreviewLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Revision_entity_entityId_createdAt_idx" ON "Revision"("entity", "entityId", "createdAt");

-- CreateIndex
CREATE INDEX "Revision_kind_createdAt_idx" ON "Revision"("kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PreviewLink_tokenHash_key" ON "PreviewLink"("tokenHash");

-- CreateIndex
CREATE INDEX "PreviewLink_entity_entityId_idx" ON "PreviewLink"("entity", "entityId");
