-- The change table (every write's record, in its own transaction: the outbox of live updates) and
-- the database's identity (caches rendered from another database are dropped at start).

-- CreateTable
CREATE TABLE "Change" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "languages" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "actor" TEXT NOT NULL,
    "cacheRefreshed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Change_createdAt_idx" ON "Change"("createdAt");

-- CreateTable
CREATE TABLE "DatabaseIdentity" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "databaseId" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DatabaseIdentity_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "DatabaseIdentity_single_row_check" CHECK ("id" = 1)
);

-- Every database names itself once, when it is migrated.
INSERT INTO "DatabaseIdentity" ("id") VALUES (1);
