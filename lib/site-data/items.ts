import { z } from "zod";
import { categorySchema } from "@/lib/categories/schema";
import { orderSchema } from "@/lib/database/order";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import { languageSchema } from "@/lib/languages/schema";
import { maintenanceSchema } from "@/lib/maintenance/schema";
import { firmSettingsSchema } from "@/lib/firm-settings/schema";
import { isPageTextKeyShape, PAGE_TEXT_MAX } from "@/lib/page-texts/keys";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { DOCUMENT_TYPES, IMAGE_TYPES, MEDIA_KINDS } from "@/lib/media/limits";
import { mediaDetailsSchema } from "@/lib/media/schema";
import { ADDRESS_KEY } from "@/lib/media/urls";
import { mediaDataProblem } from "@/lib/media/transfer";
import { teamMemberSchema } from "@/lib/team-members/schema";
import { topicSchema } from "@/lib/topics/schema";
import { translationSchema } from "@/lib/translations/schema";
import { publishingFields } from "./publishing";
import { REDIRECT_ORIGINS } from "@/lib/redirects/store";
import { redirectSchema } from "@/lib/redirects/schema";

/**
 * The items of an export file, one schema per list: its id, then its domain schema's fields in
 * their order (an export writes them in this order); the order value is required, as a file says
 * where each item goes. Messages of the file's own fields are words: no admin form shows them,
 * whoever edited the file reads them.
 */
const ID_RULE = `an id is a whole number from 1 to ${MAX_ROW_ID}`;
const rowId = z.int(ID_RULE).positive(ID_RULE).max(MAX_ROW_ID, ID_RULE);
/**
 * The key the versions of one category, topic or team member in several languages share
 * (lib/counterparts); null for one with no version elsewhere.
 */
const KEY_RULE = "a translation key is null or 1 to 200 characters";
const translationKey = z.string(KEY_RULE).min(1, KEY_RULE).max(200, KEY_RULE).nullable().default(null);

export const exportedLanguageSchema = z.strictObject({ id: rowId, ...languageSchema.shape, order: orderSchema() });
/** A working copy holds an item's fields but its language, order and whether it is shown. */
const WORKING_COPY_LEAVES_OUT = { languageCode: true, order: true, isActive: true } as const;

export const exportedCategorySchema = z.strictObject({
  id: rowId,
  ...categorySchema.shape,
  order: orderSchema(),
  translationKey,
  ...publishingFields(categorySchema.omit(WORKING_COPY_LEAVES_OUT)),
});
export const exportedTopicSchema = z.strictObject({
  id: rowId,
  ...topicSchema.shape,
  order: orderSchema(),
  translationKey,
  ...publishingFields(topicSchema.omit(WORKING_COPY_LEAVES_OUT)),
});
const socialMediaSchema = z
  .strictObject(teamMemberSchema.shape.socialMedia.unwrap().shape)
  .default({ linkedin: "", twitter: "", instagram: "" });
export const exportedTeamMemberSchema = z.strictObject({
  id: rowId,
  ...teamMemberSchema.shape,
  socialMedia: socialMediaSchema,
  order: orderSchema(0),
  translationKey,
  ...publishingFields(teamMemberSchema.omit(WORKING_COPY_LEAVES_OUT)),
});
/**
 * The fields without the save's ICU rule (translationSaveSchema): a file carries what the database
 * holds, a translation saved before the rule too, and the site passes over one it cannot show.
 */
export const exportedTranslationSchema = z.strictObject({ id: rowId, ...translationSchema.shape });
/** The one settings record: no id (it is always 1) and no list. */
export const exportedMaintenanceSchema = z.strictObject(maintenanceSchema.shape);
/** The firm's settings, or null while the site shows the shipped ones (a file written before them has none). */
export const exportedFirmSchema = firmSettingsSchema.nullable().default(null);
// A key this release does not know (a later one's) is kept, and shown by none of its pages.
const PAGE_TEXT_RULE = "a page text's key names a text of the About, Services or home page, as About.intro";
/** A page text the firm wrote in one language (a file written before them has none). */
export const exportedPageTextListSchema = z
  .array(
    z.strictObject({
      languageCode: languageCodeSchema,
      key: z.string().refine(isPageTextKeyShape, PAGE_TEXT_RULE),
      text: z.string().trim().min(1).max(PAGE_TEXT_MAX),
    }),
  )
  .default([]);
/** A redirect with its counts (a file written before redirects has none): its addresses as a person gives them. */
export const exportedRedirectListSchema = z
  .array(
    z.strictObject({
      id: rowId,
      fromPath: z.string(),
      toPath: z.string(),
      origin: z.enum(REDIRECT_ORIGINS),
      hits: z.int().min(0),
      lastHitAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  )
  .superRefine((redirects, context) => {
    for (const [index, redirect] of redirects.entries()) {
      const parsed = redirectSchema.safeParse(redirect);
      if (!parsed.success || parsed.data.fromPath !== redirect.fromPath || parsed.data.toPath !== redirect.toPath)
        context.addIssue({
          code: "custom",
          path: [index, "fromPath"],
          message: "a redirect's addresses as the site stores them",
        });
    }
  })
  .default([]);
/**
 * A media library file with its bytes (base64): the original as stored, metadata already stripped.
 * Its variants are not carried: the importing site makes them again.
 */
const MEDIA_RULE = "a media file's contentHash is the sha256 (64 hex digits) of its data";
export const exportedMediaSchema = z
  .strictObject({
    id: rowId,
    // Part of every address of the file, which content holds: kept, so the imported site's links work.
    addressKey: z.string().regex(ADDRESS_KEY, "a media file's addressKey is 12 hex digits"),
    ...mediaDetailsSchema.shape,
    kind: z.enum(MEDIA_KINDS),
    contentType: z.enum([...IMAGE_TYPES, ...DOCUMENT_TYPES]),
    byteSize: z.int().positive(),
    width: z.int().positive().nullable(),
    height: z.int().positive().nullable(),
    contentHash: z.string().regex(/^[0-9a-f]{64}$/, MEDIA_RULE),
    data: z.base64("a media file's data is base64"),
  })
  .superRefine((file, context) => {
    // The bytes are what the file says (a truncated or edited file is refused, never stored under another's hash).
    const problem = mediaDataProblem(file);
    if (problem) context.addIssue({ code: "custom", path: ["data"], message: problem });
    const image = file.kind === "image";
    if (image !== (IMAGE_TYPES as readonly string[]).includes(file.contentType))
      context.addIssue({
        code: "custom",
        path: ["contentType"],
        message: `${file.contentType} is not ${image ? "an image" : "a document"}`,
      });
    if (image !== (file.width !== null && file.height !== null))
      context.addIssue({
        code: "custom",
        path: ["width"],
        message: image ? "an image has a width and a height" : "a document has no width or height",
      });
  });
/** The library's files, each place of the site (the home page's picture) held by one at most. */
export const exportedMediaListSchema = z.array(exportedMediaSchema).superRefine((files, context) => {
  const holders = new Map<string, number>();
  files.forEach((file, index) => {
    if (!file.placement) return;
    const first = holders.get(file.placement);
    if (first === undefined) holders.set(file.placement, index);
    else
      context.addIssue({
        code: "custom",
        path: [index, "placement"],
        message: `media[${first}] holds the placement ${file.placement} already`,
      });
  });
});
