-- The REST API's per-caller request counters (429 when a caller exceeds its limit in a window).

-- CreateTable
CREATE TABLE "ApiRateLimit" (
    "caller" TEXT NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ApiRateLimit_pkey" PRIMARY KEY ("caller")
);

-- CreateIndex
CREATE INDEX "ApiRateLimit_windowStart_idx" ON "ApiRateLimit"("windowStart");
