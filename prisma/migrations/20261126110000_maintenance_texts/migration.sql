-- The maintenance screen's texts per language (the settings record keeps the Turkish ones).

-- CreateTable
CREATE TABLE "MaintenanceText" (
    "languageCode" VARCHAR(3) NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "estimatedTime" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "MaintenanceText_pkey" PRIMARY KEY ("languageCode")
);

-- AddForeignKey
ALTER TABLE "MaintenanceText" ADD CONSTRAINT "MaintenanceText_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "Language"("code") ON DELETE CASCADE ON UPDATE CASCADE;
