import { readFileSync, statSync } from "node:fs";
import type { z } from "zod";
import { EXPORTED, type EntitySection } from "@/lib/database/entity-registry";
import english from "@/messages/en.json";
import { siteDataHeadSchema, siteDataSchema, type SiteData } from "./document";
import { fileSizeProblem, itemCountProblems } from "./limits";

/**
 * Reading an export file before anything is written: the JSON, then what kind of file it is, then
 * every item and relation. A refused file is described by its first problems, each with its place
 * in the file ("topics[3].slug: …"), so whoever edited it can find the line.
 */
export type ParsedSiteData = { ok: true; data: SiteData } | { ok: false; problems: string[] };

/** How many problems a refusal lists; the rest are counted. */
export const PROBLEMS_SHOWN = 10;

/** The file at `path`: one past the size limit is refused by its size alone, before it is read. */
export function readSiteDataFile(path: string): ParsedSiteData {
  const tooLarge = fileSizeProblem(statSync(path).size);
  if (tooLarge) return { ok: false, problems: [tooLarge] };
  return parseSiteData(readFileSync(path, "utf8"));
}

/** The file's text: its size, its JSON, its kind, its lists' lengths, then each item, each check only after the one before passed. */
export function parseSiteData(text: string): ParsedSiteData {
  const tooLarge = fileSizeProblem(Buffer.byteLength(text));
  if (tooLarge) return { ok: false, problems: [tooLarge] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [`the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const head = siteDataHeadSchema.safeParse(json);
  if (!head.success) return { ok: false, problems: describeProblems(head.error) };
  // Counted before any item is checked: checking 200,000 items to refuse them took a minute and gigabytes.
  const tooMany = itemCountProblems(json);
  if (tooMany.length > 0) return { ok: false, problems: tooMany };
  const parsed = siteDataSchema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problems: describeProblems(parsed.error) };
}

/** Each issue as "place: message", at most PROBLEMS_SHOWN of them, then how many more there are. */
export function describeProblems(error: z.ZodError): string[] {
  const lines = error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => `${placeOf([...issue.path, key])}: unknown field`)
      : [`${placeOf(issue.path)}: ${explain(issue.path, issue.message)}`],
  );
  const more = lines.length - PROBLEMS_SHOWN;
  return more > 0 ? [...lines.slice(0, PROBLEMS_SHOWN), `… and ${more} more`] : lines;
}

/** ["topics", 3, "slug"] as `topics[3].slug`; the file itself as "file". */
export function placeOf(path: readonly PropertyKey[]): string {
  const place = path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("");
  return place.replace(/^\./, "") || "file";
}

/**
 * The admin's namespace of each list's messages, its section's: a domain schema's message is a code
 * the admin shows in words.
 */
const MESSAGES_OF = new Map(
  EXPORTED.flatMap(({ export: list, admin }) => (admin ? [[list.key, admin.section as EntitySection]] : [])),
);

/** A domain code with its English words ("The slug may only contain … (slugInvalid)"); any other message as it is. */
function explain(path: readonly PropertyKey[], message: string): string {
  const namespace = MESSAGES_OF.get(String(path[0]));
  const errors = namespace ? (english.Admin[namespace] as { errors?: Record<string, string> }).errors : undefined;
  const words = errors?.[message];
  return words ? `${words} (${message})` : message;
}
