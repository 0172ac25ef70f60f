-- The initial schema: every table of prisma/schema.prisma, plus the rules Prisma cannot express
-- (CHECK constraints and the single default language).

-- CreateTable
CREATE TABLE "Language" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(3) NOT NULL,
    "name" TEXT NOT NULL,
    "nativeName" TEXT NOT NULL,
    "flag" VARCHAR(4) NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "order" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Language_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Language_code_check" CHECK ("code" ~ '^[a-z]{2,3}$'),
    CONSTRAINT "Language_order_check" CHECK ("order" >= 1),
    CONSTRAINT "Language_required_check" CHECK (btrim("name") <> '' AND btrim("nativeName") <> '' AND btrim("flag") <> '')
);

-- CreateTable
CREATE TABLE "Category" (
    "id" SERIAL NOT NULL,
    "languageCode" VARCHAR(3) NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "slug" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 1,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "translationKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Category_order_check" CHECK ("order" >= 1),
    CONSTRAINT "Category_title_check" CHECK (btrim("title") <> ''),
    CONSTRAINT "Category_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

-- CreateTable
CREATE TABLE "Content" (
    "id" SERIAL NOT NULL,
    "languageCode" VARCHAR(3) NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "section" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 1,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "translationKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Content_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Content_order_check" CHECK ("order" >= 1),
    CONSTRAINT "Content_title_check" CHECK (btrim("title") <> ''),
    CONSTRAINT "Content_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "id" SERIAL NOT NULL,
    "languageCode" VARCHAR(3) NOT NULL,
    "name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "shortDescription" TEXT NOT NULL,
    "image" TEXT NOT NULL DEFAULT '',
    "biography" TEXT NOT NULL DEFAULT '',
    "education" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "expertise" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "courses" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "languages" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "memberships" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "publications" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "linkedin" TEXT NOT NULL DEFAULT '',
    "twitter" TEXT NOT NULL DEFAULT '',
    "instagram" TEXT NOT NULL DEFAULT '',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "TeamMember_order_check" CHECK ("order" >= 0),
    CONSTRAINT "TeamMember_required_check" CHECK (btrim("name") <> '' AND btrim("title") <> '' AND btrim("shortDescription") <> '')
);

-- CreateTable
CREATE TABLE "Translation" (
    "id" SERIAL NOT NULL,
    "languageCode" VARCHAR(3) NOT NULL,
    "source" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Translation_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Translation_required_check" CHECK ("source" <> '' AND "text" <> '')
);

-- CreateTable
CREATE TABLE "MaintenanceSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT NOT NULL DEFAULT 'Sitemizi Yeniliyoruz',
    "message" TEXT NOT NULL DEFAULT '',
    "estimatedTime" TEXT NOT NULL DEFAULT '2 saat',
    "contactEmail" TEXT NOT NULL DEFAULT '',
    "contactPhone" TEXT NOT NULL DEFAULT '',
    "lastUpdated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MaintenanceSettings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "MaintenanceSettings_single_row_check" CHECK ("id" = 1)
);

-- CreateTable
CREATE TABLE "AdminUser" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastLoginAt" TIMESTAMPTZ(3),

    CONSTRAINT "AdminUser_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "AdminUser_email_check" CHECK ("email" = lower("email") AND position('@' in "email") > 1)
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMPTZ(3),

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Language_code_key" ON "Language"("code");

-- At most one default language.
CREATE UNIQUE INDEX "Language_single_default_key" ON "Language"("isDefault") WHERE "isDefault";

-- CreateIndex
CREATE INDEX "Category_languageCode_order_idx" ON "Category"("languageCode", "order");

-- CreateIndex
CREATE INDEX "Category_translationKey_idx" ON "Category"("translationKey");

-- CreateIndex
CREATE UNIQUE INDEX "Category_languageCode_slug_key" ON "Category"("languageCode", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "Category_id_languageCode_key" ON "Category"("id", "languageCode");

-- CreateIndex
CREATE INDEX "Content_languageCode_order_idx" ON "Content"("languageCode", "order");

-- CreateIndex
CREATE INDEX "Content_translationKey_idx" ON "Content"("translationKey");

-- CreateIndex
CREATE UNIQUE INDEX "Content_categoryId_slug_key" ON "Content"("categoryId", "slug");

-- CreateIndex
CREATE INDEX "TeamMember_languageCode_order_idx" ON "TeamMember"("languageCode", "order");

-- CreateIndex
CREATE UNIQUE INDEX "Translation_languageCode_source_key" ON "Translation"("languageCode", "source");

-- CreateIndex
CREATE UNIQUE INDEX "AdminUser_email_key" ON "AdminUser"("email");

-- CreateIndex
CREATE INDEX "ContactMessage_createdAt_idx" ON "ContactMessage"("createdAt");

-- AddForeignKey
ALTER TABLE "Category" ADD CONSTRAINT "Category_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "Language"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Content" ADD CONSTRAINT "Content_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "Language"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Content" ADD CONSTRAINT "Content_categoryId_languageCode_fkey" FOREIGN KEY ("categoryId", "languageCode") REFERENCES "Category"("id", "languageCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "Language"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Translation" ADD CONSTRAINT "Translation_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "Language"("code") ON DELETE CASCADE ON UPDATE CASCADE;
