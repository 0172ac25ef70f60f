import { z } from "zod";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { languageCodeSchema } from "@/lib/languages/code-schema";

/** The maintenance settings, a single record. Defaults: inactive, 'Sitemizi Yeniliyoruz', '2 saat'. */
export const MAINTENANCE_DEFAULTS = {
  isActive: false,
  title: "Sitemizi Yeniliyoruz",
  message: "",
  estimatedTime: "2 saat",
  contactEmail: "",
  contactPhone: "",
} as const;

/**
 * The screen's texts in one language other than Turkish. A blank field shows the Turkish one (the
 * record's own fields), so a language is translated field by field, or not at all.
 */
export const maintenanceTextSchema = z.strictObject({
  title: z.string().trim().max(200, "titleTooLong").default(""),
  message: z.string().trim().max(2000, "messageTooLong").default(""),
  estimatedTime: z.string().trim().max(100, "estimatedTimeTooLong").default(""),
});
export type MaintenanceText = z.output<typeof maintenanceTextSchema>;

/** The texts by language code; Turkish has none here: the record's own fields are the Turkish texts. */
export const maintenanceTextsSchema = z
  .record(languageCodeSchema, maintenanceTextSchema)
  .refine((texts) => !(DEFAULT_LOCALE in texts), "textsOfTurkish");
export type MaintenanceTexts = Record<string, MaintenanceText>;

export const maintenanceSchema = z.object({
  isActive: z.boolean().default(MAINTENANCE_DEFAULTS.isActive),
  title: z.string().trim().min(1, "titleRequired").max(200, "titleTooLong").default(MAINTENANCE_DEFAULTS.title),
  message: z.string().trim().max(2000, "messageTooLong").default(MAINTENANCE_DEFAULTS.message),
  estimatedTime: z.string().trim().max(100, "estimatedTimeTooLong").default(MAINTENANCE_DEFAULTS.estimatedTime),
  contactEmail: z.union([z.literal(""), z.email("emailInvalid")]).default(MAINTENANCE_DEFAULTS.contactEmail),
  contactPhone: z
    .string()
    .trim()
    .max(30, "phoneTooLong")
    .regex(/^[\d\s()+-]*$/, "phoneInvalid")
    .default(MAINTENANCE_DEFAULTS.contactPhone),
  /**
   * The other languages' texts: each language named is saved as given (all blank: removed), those
   * left out keep theirs, and a save without `texts` leaves every language's as it is.
   */
  texts: maintenanceTextsSchema.optional(),
});

export type MaintenanceInput = z.input<typeof maintenanceSchema>;
export type MaintenanceSettings = Omit<z.output<typeof maintenanceSchema>, "texts"> & {
  texts: MaintenanceTexts;
  lastUpdated: Date;
};

/** Whether a language's texts say nothing of their own (its row is then removed). */
export const isBlankText = (text: MaintenanceText): boolean => !text.title && !text.message && !text.estimatedTime;
