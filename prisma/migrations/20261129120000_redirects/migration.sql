-- CreateTable
CREATE TABLE "Redirect" (
    "id" SERIAL NOT NULL,
    "fromPath" TEXT NOT NULL,
    "toPath" TEXT NOT NULL,
    "origin" TEXT NOT NULL DEFAULT 'manual',
    "hits" INTEGER NOT NULL DEFAULT 0,
    "lastHitAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Redirect_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Redirect_fromPath_key" ON "Redirect"("fromPath");

-- CreateIndex
CREATE INDEX "Redirect_toPath_idx" ON "Redirect"("toPath");

-- A redirect answers a path of the site, never itself, and was made by one of three hands.
ALTER TABLE "Redirect" ADD CONSTRAINT "Redirect_fromPath_check" CHECK ("fromPath" LIKE '/%' AND "fromPath" NOT LIKE '//%');
ALTER TABLE "Redirect" ADD CONSTRAINT "Redirect_not_itself_check" CHECK ("fromPath" <> "toPath");
ALTER TABLE "Redirect" ADD CONSTRAINT "Redirect_origin_check" CHECK ("origin" IN ('slug', 'manual', 'deletion'));
ALTER TABLE "Redirect" ADD CONSTRAINT "Redirect_hits_check" CHECK ("hits" >= 0);
