-- Where a contact message came from, for the admin's inbox: the contact page's language and the
-- site page that led the visitor there.

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "fromPath" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "languageCode" VARCHAR(3);
