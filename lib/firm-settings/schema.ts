import { z } from "zod";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { languageCodeSchema } from "@/lib/languages/code-schema";

/**
 * The firm's own facts, one record: what the header, footer, contact page, maintenance screen, About
 * page and structured data show. Free of server code, so the admin's form shares the rules. Failures
 * are error codes, shown as sentences in the admin's language.
 */

/** schema.org's day names, Monday first: the opening days as JSON-LD's openingHoursSpecification names them. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const PHONE = /^\+?[\d\s()-]{6,30}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const required = (max: number, code: string) => text(max, `${code}TooLong`).min(1, `${code}Required`);
/** An http(s) address the URL parser reads (the contact page names a profile by its host). */
const isWebAddress = (value: string) => URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);
const webAddress = z
  .string()
  .trim()
  .max(500, "urlTooLong")
  .refine((value) => value === "" || isWebAddress(value), "urlInvalid");
/**
 * The firm's name, which the pages' messages carry as the site's name: braces and angle brackets
 * would be read there as placeholders and tags.
 */
const firmName = (field: z.ZodString) => field.regex(/^[^{}<>]*$/, "nameInvalid");

/** A professional registration: the authority, what it registers, the number (TÜRKPATENT, Patent vekili, 123). */
export const registrationSchema = z.strictObject({
  authority: required(100, "registrationAuthority"),
  label: required(100, "registrationLabel"),
  number: required(50, "registrationNumber"),
});
export type Registration = z.output<typeof registrationSchema>;

/** A language's own texts; a blank one shows the Turkish (the record's own: `texts` has no Turkish). */
export const firmTextSchema = z.strictObject({
  name: firmName(text(120, "nameTooLong")).default(""),
  hoursNote: text(200, "hoursNoteTooLong").default(""),
});
export type FirmText = z.output<typeof firmTextSchema>;
export type FirmTexts = Record<string, FirmText>;

export const firmSettingsSchema = z
  .object({
    name: firmName(required(120, "name")),
    legalName: required(200, "legalName"),
    street: required(200, "street"),
    district: required(100, "district"),
    city: required(100, "city"),
    postalCode: required(20, "postalCode"),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "countryCodeInvalid"),
    mapUrl: webAddress,
    phones: z.array(z.string().trim().regex(PHONE, "phoneInvalid")).min(1, "phonesRequired").max(5, "tooManyPhones"),
    emails: z.array(z.email("emailInvalid")).min(1, "emailsRequired").max(5, "tooManyEmails"),
    enquiryEmail: z.union([z.literal(""), z.email("emailInvalid")]),
    acknowledgeVisitors: z.boolean(),
    socialProfiles: z.array(webAddress.refine((value) => value !== "", "urlInvalid")).max(10, "tooManyProfiles"),
    registrations: z.array(registrationSchema).max(20, "tooManyRegistrations"),
    foundingYear: z.int("foundingYearInvalid").min(1900, "foundingYearInvalid"),
    openDays: z.array(z.enum(WEEKDAYS, "openDaysInvalid")).max(7),
    opensAt: z.string().regex(TIME, "timeInvalid"),
    closesAt: z.string().regex(TIME, "timeInvalid"),
    hoursNote: text(200, "hoursNoteTooLong"),
    clientsServed: text(20, "statTooLong"),
    countriesServed: text(20, "statTooLong"),
    /** The other languages' texts, each named one saved as given (all blank: removed). */
    texts: z.record(languageCodeSchema, firmTextSchema).refine((texts) => !(DEFAULT_LOCALE in texts), "textsOfTurkish"),
  })
  .refine((settings) => settings.opensAt < settings.closesAt, { path: ["closesAt"], error: "closesBeforeOpens" })
  .refine((settings) => settings.foundingYear <= new Date().getFullYear(), {
    path: ["foundingYear"],
    error: "foundingYearInvalid",
  });

export type FirmSettingsInput = z.input<typeof firmSettingsSchema>;
export type FirmSettingsValues = z.output<typeof firmSettingsSchema>;
export type FirmSettings = FirmSettingsValues & { updatedAt: Date };

/**
 * What a site starts with until the firm saves its own (the seed writes them as the first record):
 * the Turkish texts are the record's own, `texts` holds the other languages'.
 */
export const FIRM_DEFAULTS: FirmSettingsValues = {
  name: "Bursa Patent",
  legalName: "Bursa Patent Fikri Mülkiyet Danışmanlık Ltd. Şti.",
  street: "Odunluk Mah. Akademi Cad. No: 12/4",
  district: "Nilüfer",
  city: "Bursa",
  postalCode: "16110",
  countryCode: "TR",
  mapUrl: "https://www.openstreetmap.org/?mlat=40.2217&mlon=28.9737#map=17/40.2217/28.9737",
  phones: ["+90 224 451 20 30", "+90 532 614 72 90"],
  emails: ["info@bursapatent.com.tr", "destek@bursapatent.com.tr"],
  enquiryEmail: "",
  acknowledgeVisitors: true,
  socialProfiles: ["https://www.linkedin.com/company/bursa-patent"],
  registrations: [],
  foundingYear: 2009,
  openDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opensAt: "09:00",
  closesAt: "18:00",
  hoursNote: "",
  clientsServed: "500+",
  countriesServed: "50+",
  texts: {},
};

/** Whether a language's texts say nothing of their own (its entry is then dropped). */
export const isBlankFirmText = (text: FirmText): boolean => !text.name && !text.hoursNote;
