import { z } from "zod";
import { categoryChangesSchema, categorySchema } from "@/lib/categories/schema";
import { languageContentSchema } from "@/lib/content/schema";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { languageChangesSchema, languageSchema } from "@/lib/languages/schema";
import type { Health } from "@/lib/site/health";
import { maintenanceSchema, maintenanceTextsSchema } from "@/lib/maintenance/schema";
import { MEDIA_KINDS } from "@/lib/media/limits";
import { MEDIA_PLACEMENTS, mediaDetailsSchema } from "@/lib/media/schema";
import { VARIANT_FORMATS } from "@/lib/media/urls";
import { teamMemberChangesSchema, teamMemberSchema } from "@/lib/team-members/schema";
import { topicChangesSchema, topicSchema } from "@/lib/topics/schema";
import { translationSchema } from "@/lib/translations/schema";
import { redirectSchema } from "@/lib/redirects/schema";
import { REDIRECT_ORIGINS } from "@/lib/redirects/store";
import { echoedIdField, echoedLinkField, idField, versionField } from "../fields";
import { strictObject } from "../strict";

/**
 * The JSON the REST API exchanges, built from the domain schemas (lib/<entity>/schema.ts) the
 * handlers validate with: a body is the schema made strict (as the handlers make it) plus the fields
 * that address the write; an answer is the schema's output plus the row's id and version. The
 * OpenAPI document, the client's types and the conformance test all read these, never a copy.
 */

/** A body sent to a language's path may leave its languageCode out (the path's is taken: lib/api/path-language.ts). */
const inPathLanguage = { languageCode: languageCodeSchema.optional() };
const version = { updatedAt: versionField };

export const requestBodies = {
  languageCreate: strictObject(languageSchema),
  languageUpdate: strictObject(languageChangesSchema.extend({ id: idField, ...version })),
  categoryCreate: strictObject(categorySchema.extend(inPathLanguage)),
  categoryUpdate: strictObject(
    categoryChangesSchema.extend({ ...inPathLanguage, ...version, ...echoedIdField, ...echoedLinkField }),
  ),
  topicCreate: strictObject(topicSchema.extend(inPathLanguage)),
  topicUpdate: strictObject(
    topicChangesSchema.extend({ ...inPathLanguage, ...version, ...echoedIdField, ...echoedLinkField }),
  ),
  teamMemberCreate: strictObject(teamMemberSchema.extend(inPathLanguage)),
  teamMemberUpdate: strictObject(teamMemberChangesSchema.extend({ ...inPathLanguage, ...version, ...echoedIdField })),
  translationSave: strictObject(translationSchema.extend(inPathLanguage)),
  // null only while no record exists: the first save creates it.
  maintenanceSave: strictObject(maintenanceSchema.extend({ updatedAt: z.union([z.null(), versionField]) })),
  languageContentReplace: languageContentSchema.partial({ languageCode: true }),
  mediaDetailsUpdate: strictObject(mediaDetailsSchema.extend({ ...version, ...echoedIdField })),
  redirectCreate: strictObject(redirectSchema),
  redirectUpdate: strictObject(redirectSchema.extend(version)),
};

/** A stored row's id and version, as JSON carries them (a Date becomes an ISO string). */
const timestamp = z.iso.datetime({ offset: true });
const row = { id: z.int().positive(), updatedAt: timestamp };
/** Stored rows always have an order (the schemas' is optional: a create without one goes last). */
const ordered = (min: number) => ({ order: z.int().min(min) });
/** Links a row to its versions in other languages; null while it has none. */
const translationKey = { translationKey: z.string().nullable() };

/** `srcset` values of an image's variants, per format (avif, webp, and its fallback jpg or png). */
const srcSets = z.partialRecord(z.enum(VARIANT_FORMATS), z.string());

/** A stored redirect (lib/redirects/queries.ts): its addresses as stored (the target at its chain's end) and its hits. */
const redirectAnswer = z
  .object({
    ...row,
    fromPath: z
      .string()
      .describe("The old address, with its language prefix (Turkish bare): `/eski-konu`, `/en/old/topic`."),
    toPath: z.string().describe("A path of this site (a query may follow) or an absolute http(s) address."),
    origin: z
      .enum(REDIRECT_ORIGINS)
      .describe("`slug`: a page's address changed; `manual`; `deletion`: a deleted page's target."),
    hits: z.int().min(0),
    lastHitAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .strict();

/** A library file (lib/media/answer.ts): its details, stable address and, for an image, its variants. */
const mediaFile = strictObject(
  mediaDetailsSchema.extend({
    ...row,
    addressKey: z
      .string()
      .describe(
        "Random, part of every address of the file (`/media/12-<addressKey>/…`): ids cannot be counted through.",
      ),
    kind: z.enum(MEDIA_KINDS),
    contentType: z.string(),
    byteSize: z.int().positive(),
    width: z.int().positive().nullable(),
    height: z.int().positive().nullable(),
    placement: z.enum(MEDIA_PLACEMENTS).nullable(),
    url: z
      .string()
      .describe("The stable address (`/media/12-3f9c0a7d51e2/name.jpg`): it stays when the file is replaced."),
    variants: z
      .object({
        fallback: z.enum(VARIANT_FORMATS),
        widths: srcSets.describe("Widths 320 to 1920 (never wider than the image), as `srcset` with `w` descriptors."),
        squares: srcSets.describe(
          "Square crops around the focal point (160, 320, 640), as `srcset` with `w` descriptors.",
        ),
      })
      .strict()
      .nullable()
      .describe("An image's responsive variants; null for a document."),
    createdAt: timestamp,
  }),
);

const mediaUse = z
  .object({
    entity: z.enum(["topic", "teamMember", "placement"]),
    id: z.int().min(0),
    languageCode: z.string(),
    title: z.string(),
  })
  .strict();

const contentTopic = topicSchema.omit({ languageCode: true, categoryId: true }).extend({ ...row, ...ordered(1) });

export const responses = {
  language: strictObject(languageSchema.extend({ ...row, ...ordered(1) })),
  category: strictObject(categorySchema.extend({ ...row, ...ordered(1), ...translationKey })),
  topic: strictObject(topicSchema.extend({ ...row, ...ordered(1), ...translationKey })),
  teamMember: strictObject(teamMemberSchema.extend({ ...row, ...ordered(0) })),
  translation: strictObject(translationSchema.extend(row)),
  // Every language's texts but Turkish's (the record's own fields).
  maintenance: strictObject(
    maintenanceSchema.extend({ texts: maintenanceTextsSchema, updatedAt: timestamp.nullable() }),
  ),
  languageContent: strictObject(
    z.object({
      languageCode: languageCodeSchema,
      categories: z.array(
        strictObject(
          categorySchema
            .omit({ languageCode: true })
            .extend({ ...row, ...ordered(1), contents: z.array(strictObject(contentTopic)) }),
        ),
      ),
    }),
  ),
  languageDeleted: z.object({ id: z.int().positive(), code: languageCodeSchema }).strict(),
  mediaFile,
  mediaFileWithUses: mediaFile.extend({
    uses: z.array(mediaUse).describe("Where the file is shown: topics, team members, the site's own places."),
  }),
  mediaPage: z
    .object({ items: z.array(mediaFile), total: z.int().min(0), page: z.int().positive(), pages: z.int().positive() })
    .strict(),
  mediaDeleted: z.object({ id: z.int().positive() }).strict(),
  redirect: redirectAnswer,
  redirectList: z.object({ items: z.array(redirectAnswer) }).strict(),
  redirectDeleted: z.object({ id: z.int().positive() }).strict(),
  rowDeleted: z.object({ id: z.int().positive(), languageCode: languageCodeSchema }).strict(),
  health: z
    .object({
      status: z.enum(["ok", "unavailable"]),
      database: z.enum(["up", "down"]),
      changeListener: z.enum(["up", "down", "off"]),
      maintenance: z.boolean(),
      cache: z
        .object({
          backend: z.enum(["local", "redis"]),
          status: z.enum(["ok", "degraded"]),
          reachable: z.boolean(),
        })
        .strict(),
      version: z.string(),
      uptimeSeconds: z.int().min(0),
    })
    .strict() satisfies z.ZodType<Health>,
};

/** The one error shape (lib/api/errors.ts): the domain's code, a message for the developer, the refused fields' codes. */
export const errorBody = z
  .object({
    error: z
      .object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() })
      .strict(),
  })
  .strict();
