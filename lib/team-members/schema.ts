import { z } from "zod";
import { orderSchema } from "@/lib/database/order";
import { languageCodeSchema } from "@/lib/languages/code-schema";

/**
 * A team member as stored and exchanged as JSON. Messages are codes, shown in the
 * admin's language. Empty entries of the list fields are removed when saved.
 */
export const SOCIAL_NETWORKS = ["linkedin", "twitter", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const TEAM_LIST_FIELDS = [
  "education",
  "expertise",
  "courses",
  "languages",
  "memberships",
  "publications",
] as const;

const listField = z.array(z.string().trim().max(500, "entryTooLong")).max(50, "tooManyEntries").default([]);
/**
 * A profile link an admin types: empty, or an https URL (a "javascript:" value must never become a
 * link, and a profile is never served over plain http). The code names the network, so the form
 * shows it next to that network's field.
 */
const webAddress = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .pipe(
      z.union([z.literal(""), z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: `${network}Invalid` })]),
    );

export const teamMemberSchema = z.object({
  languageCode: languageCodeSchema,
  name: z.string().trim().min(1, "nameRequired").max(200, "nameTooLong"),
  title: z.string().trim().min(1, "titleRequired").max(200, "titleTooLong"),
  shortDescription: z.string().trim().min(1, "shortDescriptionRequired").max(500, "shortDescriptionTooLong"),
  /** A photo: an http(s) URL or a path on this site; empty shows initials. */
  image: z
    .string()
    .trim()
    .max(2000, "imageInvalid")
    .regex(/^($|https?:\/\/|\/(?!\/))/, "imageInvalid")
    .default(""),
  biography: z.string().trim().max(10_000, "biographyTooLong").default(""),
  education: listField,
  expertise: listField,
  courses: listField,
  languages: listField,
  memberships: listField,
  publications: listField,
  socialMedia: z
    .object({
      linkedin: webAddress("linkedin").default(""),
      twitter: webAddress("twitter").default(""),
      instagram: webAddress("instagram").default(""),
    })
    .default({ linkedin: "", twitter: "", instagram: "" }),
  isActive: z.boolean().default(true),
  /** None: after the last member of its language on create, unchanged on edit. */
  order: orderSchema(0).optional(),
});

export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberData = z.output<typeof teamMemberSchema>;

/** A team member as the public team page shows it: blanks removed, unsafe URLs dropped. */
export interface TeamMember {
  id: number;
  name: string;
  title: string;
  shortDescription: string;
  /** http(s) URL or a site path; null when the member has no photo (initials are shown). */
  image: string | null;
  biography: string;
  education: string[];
  expertise: string[];
  courses: string[];
  languages: string[];
  memberships: string[];
  publications: string[];
  social: Partial<Record<SocialNetwork, string>>;
}

/** What an edit may change: everything but the language the member is written in. */
export const teamMemberChangesSchema = teamMemberSchema.omit({ languageCode: true });
