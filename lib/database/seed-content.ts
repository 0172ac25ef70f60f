import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { categorySchema } from "@/lib/categories/schema";
import { languageSchema } from "@/lib/languages/schema";
import { maintenanceSchema } from "@/lib/maintenance/schema";
import { teamMemberSchema } from "@/lib/team-members/schema";
import { slugSchema } from "@/lib/text/slug";
import { topicSchema } from "@/lib/topics/schema";

/**
 * The demo content the seed writes, read from data files (content/seed): `languages.json`,
 * `maintenance.json`, and a folder per language code holding `categories.json` (the categories with
 * their topics), `topics/<topic key>.html` (each topic's body) and `team.json`. A new language's
 * content is a new folder. Every item is checked with its entity's own schema, less what the seed
 * fills in itself (language, category) and `isActive` (demo content is shown); `key` links the
 * versions of one item across languages. Runs in Node only (the seed commands, the tests, the bench).
 */
const SEED_CONTENT_FOLDER = path.join(import.meta.dirname, "..", "..", "content", "seed");

/** A key names one item in every language and is a topic body's file name: the slug form keeps it a safe one. */
const keySchema = slugSchema;

const seedLanguageSchema = z.strictObject(languageSchema.required({ order: true }).shape);
const seedMaintenanceSchema = z.strictObject(maintenanceSchema.shape);
/**
 * A topic in categories.json: everything but its body, which is the file named after its key, and
 * its author named by key, a member of the language's team.json (a file knows no row ids).
 */
const seedTopicEntrySchema = z.strictObject({
  ...topicSchema.omit({
    languageCode: true,
    categoryId: true,
    isActive: true,
    body: true,
    authorId: true,
    reviewedById: true,
    reviewedAt: true,
  }).shape,
  key: keySchema,
  author: keySchema.optional(),
});
const seedCategoryEntrySchema = z.strictObject({
  ...categorySchema.omit({ languageCode: true, isActive: true }).shape,
  key: keySchema,
  topics: z.array(seedTopicEntrySchema),
});
/** A member's profile link as the seed gives it: the LinkedIn address alone, by the entity's rule. */
const seedTeamMemberSchema = z.strictObject({
  ...teamMemberSchema.omit({ languageCode: true, socialMedia: true, isActive: true }).required({ order: true }).shape,
  key: keySchema,
  linkedin: teamMemberSchema.shape.socialMedia.unwrap().shape.linkedin,
});

export type SeedLanguage = z.output<typeof seedLanguageSchema>;
export type SeedMaintenance = z.output<typeof seedMaintenanceSchema>;
export type SeedTopic = z.output<typeof seedTopicEntrySchema> & { body: string };
export type SeedCategory = Omit<z.output<typeof seedCategoryEntrySchema>, "topics"> & { topics: SeedTopic[] };
export type SeedTeamMember = z.output<typeof seedTeamMemberSchema>;

export interface SeedContent {
  /** By order: the seed writes the languages, and their content, in this order. */
  languages: SeedLanguage[];
  /** Per language code with a folder, in the languages' order. */
  categories: Record<string, SeedCategory[]>;
  team: Record<string, SeedTeamMember[]>;
  maintenance: SeedMaintenance;
}

/** Reads and checks the whole seed; throws at the first broken file, naming it and each broken field. */
export function loadSeedContent(folder: string = SEED_CONTENT_FOLDER): SeedContent {
  const languagesFile = path.join(folder, "languages.json");
  const languages = parseFile(languagesFile, z.array(seedLanguageSchema)).sort((a, b) => a.order - b.order);
  const codes = languages.map((language) => language.code);
  refuseRepeats(languagesFile, "language code", codes);
  const maintenance = parseFile(path.join(folder, "maintenance.json"), seedMaintenanceSchema);
  const content: SeedContent = { languages, categories: {}, team: {}, maintenance };
  for (const code of languageFolders(folder, languages)) {
    content.categories[code] = readCategories(path.join(folder, code));
    content.team[code] = readTeam(path.join(folder, code));
  }
  checkVersions(folder, content.categories);
  checkAuthors(folder, content);
  return content;
}

const LANGUAGE_FOLDER_ENTRIES = ["categories.json", "team.json", "topics"];

/** The codes of the language folders, in the languages' order; a folder or file the seed does not read is refused. */
function languageFolders(folder: string, languages: SeedLanguage[]): string[] {
  // media/ holds the pictures of every language (lib/media/seed.ts).
  const folders = readdirSync(folder).filter((entry) => entry !== "media" && isFolder(path.join(folder, entry)));
  const unknown = folders.find((code) => !languages.some((language) => language.code === code));
  if (unknown) throw new Error(`${path.join(folder, unknown)}: no language "${unknown}" in languages.json`);
  const codes = languages.map((language) => language.code).filter((code) => folders.includes(code));
  for (const code of codes) {
    const stray = readdirSync(path.join(folder, code)).find((entry) => !LANGUAGE_FOLDER_ENTRIES.includes(entry));
    const holds = LANGUAGE_FOLDER_ENTRIES.join(", ");
    if (stray) throw new Error(`${path.join(folder, code, stray)}: a language folder holds only ${holds}`);
  }
  return codes;
}

function readCategories(languageFolder: string): SeedCategory[] {
  const file = path.join(languageFolder, "categories.json");
  const entries = exists(file) ? parseFile(file, z.array(seedCategoryEntrySchema)) : [];
  // The seed matches an existing category by its slug, a topic by its slug in the category: a
  // repeated one would be merged into the first.
  const keys = entries.map((category) => category.key);
  refuseRepeats(file, "category key", keys);
  const slugs = entries.map((category) => category.slug);
  refuseRepeats(file, "category slug", slugs);
  const topicKeys = entries.flatMap((category) => category.topics.map((topic) => topic.key));
  refuseRepeats(file, "topic key", topicKeys);
  for (const { key, topics } of entries) {
    const topicSlugs = topics.map((topic) => topic.slug);
    refuseRepeats(file, "topic slug", topicSlugs, ` in category "${key}"`);
  }
  const bodies = path.join(languageFolder, "topics");
  const expected = new Set(topicKeys.map((key) => `${key}.html`));
  const stray = (exists(bodies) ? readdirSync(bodies) : []).find((name) => !expected.has(name));
  if (stray) throw new Error(`${path.join(bodies, stray)}: no topic of ${file} has this body (<key>.html)`);
  return entries.map(({ topics, ...category }) => ({
    ...category,
    topics: topics.map((topic) => ({ ...topic, body: readBody(path.join(bodies, `${topic.key}.html`)) })),
  }));
}

function readTeam(languageFolder: string): SeedTeamMember[] {
  const file = path.join(languageFolder, "team.json");
  const members = exists(file) ? parseFile(file, z.array(seedTeamMemberSchema)) : [];
  const keys = members.map((member) => member.key);
  refuseRepeats(file, "member key", keys);
  // The seed matches an existing member by name: a repeated one would be skipped.
  const names = members.map((member) => member.name);
  refuseRepeats(file, "member name", names);
  return members;
}

/** The file's text is the body, exactly (no line break is added or taken). */
function readBody(file: string): string {
  const parsed = topicSchema.shape.body.safeParse(readText(file));
  if (!parsed.success) throw new Error(problems(file, parsed.error));
  return parsed.data;
}

/**
 * A key names the same item in every language: a topic's versions sit in versions of one category
 * (the seed links each to the first one it writes, and the admin shows them as counterparts).
 */
function checkVersions(folder: string, categories: Record<string, SeedCategory[]>): void {
  const categoryOf = new Map<string, { key: string; code: string }>();
  for (const [code, list] of Object.entries(categories)) {
    for (const category of list) {
      for (const topic of category.topics) {
        const first = categoryOf.get(topic.key);
        if (first && first.key !== category.key) {
          const file = path.join(folder, code, "categories.json");
          throw new Error(
            `${file}: topic "${topic.key}" is in category "${category.key}" here, in "${first.key}" in ${first.code}`,
          );
        }
        if (!first) categoryOf.set(topic.key, { key: category.key, code });
      }
    }
  }
}

/** Each topic's author is a member of its own language's team.json, by key. */
function checkAuthors(folder: string, { categories, team }: SeedContent): void {
  for (const [code, list] of Object.entries(categories)) {
    const members = new Set((team[code] ?? []).map((member) => member.key));
    const topic = list.flatMap((category) => category.topics).find(({ author }) => author && !members.has(author));
    if (topic) {
      const file = path.join(folder, code, "categories.json");
      throw new Error(`${file}: topic "${topic.key}": author "${topic.author}" is no member of ${code}/team.json`);
    }
  }
}

function parseFile<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  const text = readText(file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(problems(file, parsed.error));
  return parsed.data;
}

/** One line per problem, each naming the file and the field ("…/en/team.json: [2].linkedin: linkedinInvalid"). */
function problems(file: string, error: z.ZodError): string {
  const lines = error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => `${file}: ${z.core.toDotPath([...issue.path, key])}: unknown field`)
      : [`${file}: ${issue.path.length > 0 ? `${z.core.toDotPath(issue.path)}: ` : ""}${issue.message}`],
  );
  return lines.join("\n");
}

function refuseRepeats(file: string, what: string, values: string[], where = ""): void {
  const repeated = values.find((value, index) => values.indexOf(value) !== index);
  if (repeated !== undefined) throw new Error(`${file}: ${what} "${repeated}" is used twice${where}`);
}

function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
}

const exists = (entry: string) => statSync(entry, { throwIfNoEntry: false }) !== undefined;
const isFolder = (entry: string) => statSync(entry, { throwIfNoEntry: false })?.isDirectory() ?? false;
