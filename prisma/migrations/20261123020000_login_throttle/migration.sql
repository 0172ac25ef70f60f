-- Brute-force protection for the admin sign-in: failed attempts and the locks they cause, kept in
-- the database so they hold across restarts and instances.

-- CreateTable
CREATE TABLE "LoginFailure" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ipHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginFailure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginLock" (
    "key" TEXT NOT NULL,
    "lockedUntil" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LoginLock_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "LoginFailure_email_createdAt_idx" ON "LoginFailure"("email", "createdAt");

-- CreateIndex
CREATE INDEX "LoginFailure_ipHash_createdAt_idx" ON "LoginFailure"("ipHash", "createdAt");
