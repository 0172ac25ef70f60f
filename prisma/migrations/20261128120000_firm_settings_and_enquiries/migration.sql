-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'new',
ADD COLUMN     "statusAt" TIMESTAMPTZ(3),
ADD COLUMN     "statusBy" TEXT,
ADD COLUMN     "assignedToId" INTEGER,
ADD COLUMN     "assignedAt" TIMESTAMPTZ(3),
ADD COLUMN     "assignedBy" TEXT;

-- A message's status is one of three.
ALTER TABLE "ContactMessage" ADD CONSTRAINT "ContactMessage_status_check" CHECK ("status" IN ('new', 'answered', 'archived'));

-- CreateTable
CREATE TABLE "FirmSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL,
    "legalName" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "district" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "countryCode" VARCHAR(2) NOT NULL,
    "mapUrl" TEXT NOT NULL DEFAULT '',
    "phones" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "emails" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "enquiryEmail" TEXT NOT NULL DEFAULT '',
    "acknowledgeVisitors" BOOLEAN NOT NULL DEFAULT false,
    "socialProfiles" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "registrations" JSONB NOT NULL DEFAULT '[]',
    "foundingYear" INTEGER NOT NULL,
    "openDays" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "opensAt" TEXT NOT NULL DEFAULT '09:00',
    "closesAt" TEXT NOT NULL DEFAULT '18:00',
    "hoursNote" TEXT NOT NULL DEFAULT '',
    "clientsServed" TEXT NOT NULL DEFAULT '',
    "countriesServed" TEXT NOT NULL DEFAULT '',
    "texts" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FirmSettings_pkey" PRIMARY KEY ("id")
);

-- The settings are one record.
ALTER TABLE "FirmSettings" ADD CONSTRAINT "FirmSettings_single_row" CHECK ("id" = 1);

-- CreateTable
CREATE TABLE "PageText" (
    "languageCode" VARCHAR(3) NOT NULL,
    "key" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageText_pkey" PRIMARY KEY ("languageCode","key")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER,
    "kind" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "replyTo" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT NOT NULL DEFAULT '',
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailOutbox_pkey" PRIMARY KEY ("id")
);

-- A mail is waiting, sent, or given up on; to the firm or to the visitor.
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'));
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_kind_check" CHECK ("kind" IN ('enquiry', 'acknowledgement'));

-- CreateIndex
CREATE INDEX "ContactMessage_status_createdAt_idx" ON "ContactMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "MailOutbox_messageId_idx" ON "MailOutbox"("messageId");

-- AddForeignKey
ALTER TABLE "ContactMessage" ADD CONSTRAINT "ContactMessage_assignedToId_fkey" FOREIGN KEY ("assignedToId") REFERENCES "TeamMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PageText" ADD CONSTRAINT "PageText_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "Language"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "ContactMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
