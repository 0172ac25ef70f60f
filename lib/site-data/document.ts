import { z } from "zod";
import { categorySchema } from "@/lib/categories/schema";
import { orderSchema } from "@/lib/database/order";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import { languageSchema } from "@/lib/languages/schema";
import { maintenanceSchema } from "@/lib/maintenance/schema";
import { teamMemberSchema } from "@/lib/team-members/schema";
import { topicSchema } from "@/lib/topics/schema";
import { translationSchema } from "@/lib/translations/schema";
import { checkRelations } from "./relations";

/**
 * The export file (issue 11): the site's content in the domain schemas' JSON shapes, the same the
 * REST API exchanges, each item with its id. Ids are kept on import, so relations (a topic's
 * category), cache tags and API addresses stay what they were, and an export of the imported site
 * equals the file it came from. Timestamps are not content and are not kept: imported rows are new
 * versions. Strict: a field no schema knows is refused, never dropped silently.
 */
export const SITE_DATA_FORMAT = "bursa-ip-site-export";
export const SITE_DATA_VERSION = 1;

/** Messages of the file's own fields are words: no admin form shows them, whoever edited the file reads them. */
const ID_RULE = `an id is a whole number from 1 to ${MAX_ROW_ID}`;
const rowId = z.int(ID_RULE).positive(ID_RULE).max(MAX_ROW_ID, ID_RULE);
/** The key the versions of one category (or topic) in several languages share (lib/counterparts); null for one with no version elsewhere. */
const KEY_RULE = "a translation key is null or 1 to 200 characters";
const translationKey = z.string(KEY_RULE).min(1, KEY_RULE).max(200, KEY_RULE).nullable().default(null);

/**
 * Each item: its id, then its domain schema's fields in their order (an export writes them in this
 * order); the order value is required, as a file says where each item goes.
 */
export const exportedLanguageSchema = z.strictObject({ id: rowId, ...languageSchema.shape, order: orderSchema() });
export const exportedCategorySchema = z.strictObject({ id: rowId, ...categorySchema.shape, order: orderSchema(), translationKey });
export const exportedTopicSchema = z.strictObject({ id: rowId, ...topicSchema.shape, order: orderSchema(), translationKey });
const socialMediaSchema = z.strictObject(teamMemberSchema.shape.socialMedia.unwrap().shape).default({ linkedin: "", twitter: "", instagram: "" });
export const exportedTeamMemberSchema = z.strictObject({ id: rowId, ...teamMemberSchema.shape, socialMedia: socialMediaSchema, order: orderSchema(0) });
export const exportedTranslationSchema = z.strictObject({ id: rowId, ...translationSchema.shape });

/** What tells the file apart from any other JSON: checked first, so a foreign file gets one clear line, not a hundred. */
export const siteDataHeadSchema = z.object({
  format: z.literal(SITE_DATA_FORMAT, `not a ${SITE_DATA_FORMAT} file`),
  version: z.literal(SITE_DATA_VERSION, `this site reads version ${SITE_DATA_VERSION} of the file`),
});

export const siteDataSchema = z
  .strictObject({
    ...siteDataHeadSchema.shape,
    /** When the file was written: the one line two exports of the same data differ in. */
    exportedAt: z.iso.datetime("not an ISO 8601 time in UTC (e.g. 2026-01-02T03:04:05.000Z)"),
    languages: z.array(exportedLanguageSchema),
    categories: z.array(exportedCategorySchema),
    topics: z.array(exportedTopicSchema),
    teamMembers: z.array(exportedTeamMemberSchema),
    translations: z.array(exportedTranslationSchema),
    maintenance: z.strictObject(maintenanceSchema.shape),
  })
  .superRefine(checkRelations);

export type SiteDataInput = z.input<typeof siteDataSchema>;
export type SiteData = z.output<typeof siteDataSchema>;
