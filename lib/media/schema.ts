import { z } from "zod";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { MEDIA_KINDS } from "./limits";

/**
 * A library file's details as the office edits them (the library's form, `PUT /api/media/{id}`):
 * its name, alt text and caption per language, whether it is decorative, and its focal point.
 * Messages are codes, shown in the admin's language.
 */
export const mediaTextSchema = z.object({
  alt: z.string().trim().max(300, "altTooLong").default(""),
  caption: z.string().trim().max(500, "captionTooLong").default(""),
});

export const mediaTextsSchema = z.record(languageCodeSchema, mediaTextSchema).default({});
export type MediaTexts = z.output<typeof mediaTextsSchema>;

/** Where the site shows a file by itself, without a page naming it: the home page's picture. */
export const MEDIA_PLACEMENTS = ["homeHero"] as const;
export type MediaPlacement = (typeof MEDIA_PLACEMENTS)[number];

const share = z.number().min(0, "focalInvalid").max(1, "focalInvalid");

export const mediaDetailsSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, "fileNameRequired")
    .max(200, "fileNameTooLong")
    .regex(/^[^\\/\u0000-\u001f]+$/, "fileNameInvalid"),
  decorative: z.boolean().default(false),
  focalX: share.default(0.5),
  focalY: share.default(0.5),
  texts: mediaTextsSchema,
  /** Left out: kept as it is. */
  placement: z.enum(MEDIA_PLACEMENTS, "placementInvalid").nullable().optional(),
});
export type MediaDetailsInput = z.input<typeof mediaDetailsSchema>;

/** A file as it was prepared for keeping (lib/media/process.ts), the input of an upload or a replacement. */
export const preparedFileSchema = z.object({
  fileName: z.string().min(1).max(200),
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string().min(1),
  byteSize: z.int().positive(),
  width: z.int().positive().nullable(),
  height: z.int().positive().nullable(),
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

/** Whether an image may be shown in a language: with its alt text there, or marked decorative. */
export const hasAltFor = (media: { decorative: boolean; texts: MediaTexts }, languageCode: string) =>
  media.decorative || (media.texts[languageCode]?.alt ?? "") !== "";

/** The texts column as stored, read defensively (an import or an old row may hold anything). */
export function storedTexts(value: unknown): MediaTexts {
  const parsed = mediaTextsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** A new file: prepared bytes, with its details when the uploader knows them (the seed does). */
export const newMediaSchema = preparedFileSchema.extend(mediaDetailsSchema.omit({ fileName: true }).partial().shape);
