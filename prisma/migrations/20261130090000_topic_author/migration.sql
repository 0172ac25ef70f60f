-- An article's author: a team member of any language, as its reviewer is; gone with them (set null).
ALTER TABLE "Content" ADD COLUMN "authorId" INTEGER;

-- AddForeignKey
ALTER TABLE "Content" ADD CONSTRAINT "Content_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "TeamMember"("id") ON DELETE SET NULL ON UPDATE CASCADE;
