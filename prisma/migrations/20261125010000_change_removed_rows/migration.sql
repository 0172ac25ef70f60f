-- The rows a write deleted (a single delete, or those a whole-language replace dropped), named in its
-- change record so an open page showing one of them learns it is gone.

-- AlterTable
ALTER TABLE "Change" ADD COLUMN "removed" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
