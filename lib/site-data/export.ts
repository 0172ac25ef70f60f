import type { DbTransaction } from "@/lib/db";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { findMaintenanceSettings } from "@/lib/maintenance/queries";
import { SITE_DATA_FORMAT, SITE_DATA_VERSION, siteDataSchema, type SiteData } from "./document";
import { describeProblems } from "./parse";

/**
 * `npm run db:export`: the site's content as one document (lib/site-data/document.ts). Admin users,
 * sessions, API tokens, contact messages, sign-in records and the change log are not content and
 * are left out. Every list is by id, and each item's fields in its schema's order, so two exports
 * of the same data are the same text but for `exportedAt`.
 */
const BY_ID = { id: "asc" } as const;

/** The content in one snapshot (repeatable read): a write made meanwhile is in the file whole, or not at all. */
function readContent(tx: DbTransaction) {
  return Promise.all([
    tx.language.findMany({ orderBy: BY_ID, select: { id: true, code: true, name: true, nativeName: true, flag: true, isDefault: true, isActive: true, order: true } }),
    tx.category.findMany({
      orderBy: BY_ID,
      select: { id: true, languageCode: true, title: true, slug: true, description: true, order: true, isActive: true, translationKey: true },
    }),
    tx.topic.findMany({ orderBy: BY_ID, omit: { createdAt: true, updatedAt: true } }),
    tx.teamMember.findMany({ orderBy: BY_ID, omit: { createdAt: true, updatedAt: true } }),
    tx.translation.findMany({ orderBy: BY_ID, select: { id: true, languageCode: true, source: true, text: true } }),
    findMaintenanceSettings(tx),
  ]);
}

/**
 * Reads the site's content as an export document. The document passes the import's own schema (its
 * output lists each item's fields in the schema's order): a database holding what a file cannot
 * carry is told now, not when the file is imported.
 */
export async function readSiteData(db: PrismaClient, exportedAt: Date = new Date()): Promise<SiteData> {
  const [languages, categories, topics, members, translations, settings] = await db.$transaction(readContent, {
    isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead,
  });
  const { lastUpdated: _notContent, ...maintenance } = settings;
  const teamMembers = members.map(({ linkedin, twitter, instagram, ...member }) => ({ ...member, socialMedia: { linkedin, twitter, instagram } }));
  const document = { format: SITE_DATA_FORMAT, version: SITE_DATA_VERSION, exportedAt: exportedAt.toISOString(), languages, categories, topics, teamMembers, translations, maintenance };
  const parsed = siteDataSchema.safeParse(document);
  if (!parsed.success) throw new Error(`The database holds what an export file cannot carry:\n${describeProblems(parsed.error).join("\n")}`);
  return parsed.data;
}

/** The file's text: two-space indented JSON, ending in a newline. */
export const serializeSiteData = (data: SiteData): string => `${JSON.stringify(data, null, 2)}\n`;

/** How many items of each list a document holds ("3 languages, 12 categories, …"), for the commands' reports. */
export function describeCounts(data: Pick<SiteData, "languages" | "categories" | "topics" | "teamMembers" | "translations">): string {
  const { languages, categories, topics, teamMembers, translations } = data;
  return `${languages.length} languages, ${categories.length} categories, ${topics.length} topics, ${teamMembers.length} team members, ${translations.length} translations`;
}
