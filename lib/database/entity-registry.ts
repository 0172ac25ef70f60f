import { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction } from "@/lib/db";
import { findMaintenanceSettings } from "@/lib/maintenance/queries";
import {
  exportedCategorySchema,
  exportedLanguageSchema,
  exportedFirmSchema,
  exportedMaintenanceSchema,
  exportedMediaListSchema,
  exportedPageTextListSchema,
  exportedRedirectListSchema,
  exportedTeamMemberSchema,
  exportedTopicSchema,
  exportedTranslationSchema,
} from "@/lib/site-data/items";
import { teamMemberRow } from "@/lib/team-members/public";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { normalizeTopic } from "@/lib/topics/schema";
import { exportedPublishing, storedPublishing } from "@/lib/site-data/publishing";
import { exportedMedia, insertMedia } from "@/lib/media/transfer";
import { findSavedFirmSettings } from "@/lib/firm-settings/queries";
import { storedFirmSettings } from "@/lib/firm-settings/mutations";
import type { RedirectOrigin } from "@/lib/redirects/store";

/**
 * The site's entities, each once: its name as the write path and its change records know it, its
 * Prisma model and table, and what applies to it. The export file, the import, the OpenAPI
 * document's tags, the admin's tabs and record sections, and the write policy's `Entity` read this
 * list; tests/unit/entity-registry.test.ts fails while a model of prisma/schema.prisma is neither
 * exported here nor left out on NOT_EXPORTED with its reason. The order is the export file's.
 */
interface ExportList<Key extends string, Schema extends z.ZodType> {
  /** The key in the export file. */
  key: Key;
  /** The value under that key: the list of items, or the one settings record (lib/site-data/items.ts). */
  schema: Schema;
  /** As the file holds it, read within the export's one snapshot. */
  read(tx: DbTransaction): Promise<z.input<Schema>>;
  /** Written back on import with its ids, after the lists before it (a topic after its category). */
  insert(tx: DbTransaction, value: z.output<Schema>): Promise<unknown>;
  /** Written once every list is in: references to a list that comes later in the file (a topic's reviewer). */
  link?(tx: DbTransaction, value: z.output<Schema>): Promise<unknown>;
  /** Rows with ids of their own: an import needs none there, and moves the table's id sequence past them. */
  counted?: true;
}
/** What every model's Prisma delegate can do, as the registry's readers use it. */
export interface RowTable {
  count(args?: { where: { id: number } }): Promise<number>;
}

interface EntityEntry {
  name: string;
  model: string;
  /** The table, where `@@map` names it otherwise. */
  table: string;
  /** Plural, as counts name the rows ("8 team members") and the API reference its tag. */
  label: string;
  export?: ExportList<string, z.ZodType>;
  /** Other models whose rows its export item carries (the maintenance texts within the settings). */
  within?: readonly string[];
  /** The admin section that lists its records (`/admin/{section}`), and its place among the tabs. */
  admin?: { section: string; tab: number };
  /** The OpenAPI tag of its operations: the first segment after /api of their paths. */
  api?: { tag: string };
  /** Its rows' version, which an update must name (lib/database/versions.ts: no lost update). */
  version?: "updatedAt" | "lastUpdated";
  /** Its Prisma delegate within a transaction: the counts of an import and the version check read it (rows with ids). */
  rows?: (tx: DbTransaction) => RowTable;
  /** Tags a page may have cached from its rows: `whole` for any row, `ofLanguage` for one language's. */
  tags?: { whole?: readonly string[]; ofLanguage?: (languageCode: string) => string[] };
}

const entity = <const Entry extends EntityEntry>(entry: Entry): Entry => entry;
/** Keeps whether a list is `counted` in its type, so that RowListKey can tell. */
const exportList = <const Key extends string, Schema extends z.ZodType, Counted extends true | undefined = undefined>(
  list: ExportList<Key, Schema> & { counted?: Counted },
) => list as ExportList<Key, Schema> & { counted: Counted };
const BY_ID = { id: "asc" } as const;

/** Each imported topic's author and reviewer, once the team members are in: one update per member and role. */
async function linkTopicMembers(
  tx: DbTransaction,
  topics: readonly { id: number; authorId: number | null; reviewedById: number | null }[],
) {
  for (const field of ["authorId", "reviewedById"] as const) {
    const byMember = Map.groupBy(
      topics.filter((topic) => topic[field] !== null),
      (topic) => topic[field]!,
    );
    for (const [memberId, named] of byMember)
      await tx.topic.updateMany({
        where: { id: { in: named.map((topic) => topic.id) } },
        data: { [field]: memberId },
      });
  }
}
const NOT_STORED = { createdAt: true, updatedAt: true } as const;

export const ENTITIES = [
  entity({
    name: "language",
    model: "Language",
    table: "Language",
    label: "languages",
    export: exportList({
      key: "languages",
      schema: z.array(exportedLanguageSchema),
      read: (tx) => tx.language.findMany({ orderBy: BY_ID, omit: NOT_STORED }),
      insert: (tx, languages) => tx.language.createMany({ data: languages }),
      counted: true,
    }),
    admin: { section: "languages", tab: 3 },
    api: { tag: "languages" },
    version: "updatedAt",
    rows: (tx) => tx.language,
    tags: { whole: [cacheTags.languages] },
  }),
  entity({
    name: "category",
    model: "Category",
    table: "Category",
    label: "categories",
    export: exportList({
      key: "categories",
      schema: z.array(exportedCategorySchema),
      read: async (tx) => (await tx.category.findMany({ orderBy: BY_ID, omit: NOT_STORED })).map(exportedPublishing),
      insert: (tx, categories) =>
        tx.category.createMany({ data: categories.map((category) => storedPublishing(category)) }),
      counted: true,
    }),
    admin: { section: "categories", tab: 1 },
    api: { tag: "content" },
    version: "updatedAt",
    rows: (tx) => tx.category,
    tags: { ofLanguage: (code) => [cacheTags.menu(code)] },
  }),
  entity({
    name: "topic",
    model: "Topic",
    table: "Content",
    label: "topics",
    export: exportList({
      key: "topics",
      schema: z.array(exportedTopicSchema),
      read: async (tx) =>
        (await tx.topic.findMany({ orderBy: BY_ID, omit: NOT_STORED })).map((topic) => ({
          ...exportedPublishing(topic),
          reviewedAt: topic.reviewedAt?.toISOString() ?? null,
        })),
      // The authors and reviewers are team members, written after the topics: linked by `link`.
      insert: (tx, topics) =>
        tx.topic.createMany({
          data: topics.map(({ id, ...topic }) => ({
            id,
            // A working copy's body is sanitized as a save would have.
            ...storedPublishing(normalizeTopic(topic, sanitizeRichText), (draft) => ({
              ...draft,
              body: sanitizeRichText(draft.body),
            })),
            authorId: null,
            reviewedById: null,
          })),
        }),
      link: (tx, topics) => linkTopicMembers(tx, topics),
      counted: true,
    }),
    admin: { section: "contents", tab: 2 },
    api: { tag: "content" },
    version: "updatedAt",
    rows: (tx) => tx.topic,
    tags: { whole: [cacheTags.topicGroups], ofLanguage: (code) => [cacheTags.menu(code), cacheTags.sitemap(code)] },
  }),
  entity({
    name: "teamMember",
    model: "TeamMember",
    table: "TeamMember",
    label: "team members",
    export: exportList({
      key: "teamMembers",
      schema: z.array(exportedTeamMemberSchema),
      read: async (tx) => {
        const members = await tx.teamMember.findMany({ orderBy: BY_ID, omit: NOT_STORED });
        return members.map(({ linkedin, twitter, instagram, ...member }) => ({
          ...exportedPublishing(member),
          socialMedia: { linkedin, twitter, instagram },
        }));
      },
      insert: (tx, members) =>
        tx.teamMember.createMany({
          data: members.map(({ id, ...member }) => ({ id, ...storedPublishing(teamMemberRow(member)) })),
        }),
      counted: true,
    }),
    admin: { section: "team", tab: 6 },
    api: { tag: "team" },
    version: "updatedAt",
    rows: (tx) => tx.teamMember,
    tags: { ofLanguage: (code) => [cacheTags.team(code)] },
  }),
  entity({
    name: "media",
    model: "MediaFile",
    table: "MediaFile",
    label: "media files",
    export: exportList({
      key: "media",
      // A file written before the library had none: it imports as a site without media.
      schema: exportedMediaListSchema.default([]),
      read: (tx) => exportedMedia(tx),
      insert: (tx, files) => insertMedia(tx, files),
      counted: true,
    }),
    within: ["MediaBlob"],
    admin: { section: "media", tab: 6.5 },
    api: { tag: "media" },
    version: "updatedAt",
    rows: (tx) => tx.mediaFile,
    tags: { whole: [cacheTags.anyMedia] },
  }),
  entity({
    name: "translation",
    model: "Translation",
    table: "Translation",
    label: "translations",
    export: exportList({
      key: "translations",
      schema: z.array(exportedTranslationSchema),
      read: (tx) => tx.translation.findMany({ orderBy: BY_ID, omit: { updatedAt: true } }),
      insert: (tx, translations) => tx.translation.createMany({ data: translations }),
      counted: true,
    }),
    admin: { section: "translations", tab: 4 },
    api: { tag: "translations" },
    version: "updatedAt",
    rows: (tx) => tx.translation,
    tags: { ofLanguage: (code) => [cacheTags.translations(code)] },
  }),
  entity({
    name: "maintenance",
    model: "MaintenanceSettings",
    table: "MaintenanceSettings",
    label: "maintenance settings",
    export: exportList({
      key: "maintenance",
      schema: exportedMaintenanceSchema,
      read: async (tx) => {
        const { lastUpdated: _notContent, ...settings } = await findMaintenanceSettings(tx);
        return settings;
      },
      insert: async (tx, { texts, ...settings }) => {
        await tx.maintenanceSettings.upsert({ where: { id: 1 }, create: { id: 1, ...settings }, update: settings });
        const rows = Object.entries(texts ?? {}).map(([languageCode, text]) => ({ languageCode, ...text }));
        await tx.maintenanceText.deleteMany();
        await tx.maintenanceText.createMany({ data: rows });
      },
    }),
    within: ["MaintenanceText"],
    admin: { section: "maintenance", tab: 7 },
    api: { tag: "maintenance" },
    version: "lastUpdated",
    rows: (tx) => tx.maintenanceSettings,
    tags: { whole: [cacheTags.maintenance] },
  }),
  entity({
    name: "firmSettings",
    model: "FirmSettings",
    table: "FirmSettings",
    label: "firm settings",
    export: exportList({
      key: "firm",
      schema: exportedFirmSchema,
      read: async (tx) => {
        const saved = await findSavedFirmSettings(tx);
        if (!saved) return null;
        const { updatedAt: _notContent, ...settings } = saved;
        return settings;
      },
      // As the file says: its settings, or none (the shipped ones show).
      insert: async (tx, settings) => {
        if (!settings) return tx.firmSettings.deleteMany();
        const data = storedFirmSettings(settings);
        return tx.firmSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
      },
    }),
    admin: { section: "site", tab: 7.5 },
    version: "updatedAt",
    rows: (tx) => tx.firmSettings,
    tags: { whole: [cacheTags.firm] },
  }),
  entity({
    name: "pageText",
    model: "PageText",
    table: "PageText",
    label: "page texts",
    export: exportList({
      key: "pageTexts",
      schema: exportedPageTextListSchema,
      read: (tx) =>
        tx.pageText.findMany({ orderBy: [{ languageCode: "asc" }, { key: "asc" }], omit: { updatedAt: true } }),
      insert: (tx, texts) => tx.pageText.createMany({ data: texts }),
    }),
    tags: { ofLanguage: (code) => [cacheTags.pageTexts(code)] },
  }),
  entity({
    name: "redirect",
    model: "Redirect",
    table: "Redirect",
    label: "redirects",
    export: exportList({
      key: "redirects",
      schema: exportedRedirectListSchema,
      read: async (tx) =>
        (await tx.redirect.findMany({ orderBy: BY_ID, omit: NOT_STORED })).map((redirect) => ({
          ...redirect,
          origin: redirect.origin as RedirectOrigin,
          lastHitAt: redirect.lastHitAt?.toISOString() ?? null,
        })),
      insert: (tx, redirects) => tx.redirect.createMany({ data: redirects }),
      counted: true,
    }),
    admin: { section: "redirects", tab: 7.2 },
    api: { tag: "redirects" },
    version: "updatedAt",
    rows: (tx) => tx.redirect,
    tags: { whole: [cacheTags.redirects] },
  }),
  entity({
    name: "contactMessage",
    model: "ContactMessage",
    table: "ContactMessage",
    label: "contact messages",
    admin: { section: "messages", tab: 8 },
    rows: (tx) => tx.contactMessage,
  }),
  entity({
    name: "adminUser",
    model: "AdminUser",
    table: "AdminUser",
    label: "administrators",
    rows: (tx) => tx.adminUser,
  }),
  entity({ name: "apiToken", model: "ApiToken", table: "ApiToken", label: "API tokens", rows: (tx) => tx.apiToken }),
  entity({
    name: "previewLink",
    model: "PreviewLink",
    table: "PreviewLink",
    label: "preview links",
    rows: (tx) => tx.previewLink,
  }),
] as const;

/**
 * The models the export file leaves out, each with its reason. Registered entities among them are
 * written through the write path all the same.
 */
export const NOT_EXPORTED = {
  AdminUser: "credentials: a restored site gets its administrators from `npm run admin:create`",
  AdminSession: "sign-ins, deleted at logout or after 24 hours; a copy would sign someone in elsewhere",
  ApiToken: "credentials: made again where needed (`npm run api-token:create`), never copied",
  PreviewLink: "credentials: a week's look at one unpublished item, made again by an administrator where needed",
  ApiRateLimit: "each caller's request count in the current minute: gone by the time a file is read",
  AuditEntry: "this site's own account of who did what: another site's log would tell of acts never done there",
  MailOutbox:
    "the contact messages' e-mails waiting or sent: visitors' personal data, which a restored site has no use for",
  ContactMessage: "visitors' personal data, kept 2 years (`npm run messages:prune`); the admin's CSV exports it",
  LoginFailure: "failed sign-ins kept 15 minutes for the brute-force limits",
  LoginLock: "sign-in locks of 15 minutes",
  Change: "this database's log of writes; the import records one change of its own",
  Revision:
    "the saved states of this database's items (who saved what, when): an imported site starts its history at the import",
  DatabaseIdentity: "names this one database (caches made for another are dropped): a copy must get its own",
} as const satisfies Record<string, string>;

type Registered = (typeof ENTITIES)[number];
/** Everything written through the write path; "siteData" is the whole site's content at once (`npm run db:import`). */
export type Entity = Registered["name"] | "siteData";

type Exported = Extract<Registered, { export: object }>;
type ExportedList = Exported["export"];
/** The export file's lists, key by key. */
export type ExportShape = { [List in ExportedList as List["key"]]: List["schema"] };
type RowList = Extract<ExportedList, { counted: true }>;
/** The export lists of rows with ids (every list but the settings record). */
export type RowListKey = RowList["key"];
/** A table whose rows an import writes with their ids. */
export type ExportedTable = Extract<Exported, { export: RowList }>["table"];

type Sectioned = Extract<Registered, { admin: object }>;
/** The admin section listing each entity's records that has one. */
export type EntitySections = { [Entry in Sectioned as Entry["name"]]: Entry["admin"]["section"] };
export type EntitySection = Sectioned["admin"]["section"];

/** The registry as loops read it: an entry's exact types are the ones above. */
const ENTRIES: readonly EntityEntry[] = ENTITIES;
type Exporting = EntityEntry & { export: ExportList<string, z.ZodType> };

/** The registered entities that the export file carries, in its order. */
export const EXPORTED: readonly Exporting[] = ENTRIES.filter((entry): entry is Exporting => entry.export !== undefined);

/** The export lists of rows with ids, with their entity's label and table: the import's counts and id sequences. */
export const ROW_LISTS = EXPORTED.flatMap(({ label, table, rows, export: list }) => {
  if (!list.counted || !rows) return [];
  const count = (tx: DbTransaction) => rows(tx).count();
  return [{ key: list.key as RowListKey, label, table: table as ExportedTable, count }];
});

/** Each entity's admin section and its place among the tabs, in the registry's order. */
export const ADMIN_RECORD_SECTIONS = ENTRIES.flatMap(({ name, admin }) =>
  admin ? [{ entity: name as keyof EntitySections, section: admin.section as EntitySection, tab: admin.tab }] : [],
);

/**
 * Every tag a page of one language may hold of any entity's rows: what a language's deletion or
 * import expires, so an entity shown per language is expired with its language by its entry alone.
 */
export const tagsOfLanguage = (code: string): string[] => [
  ...new Set(ENTRIES.flatMap((entry) => entry.tags?.ofLanguage?.(code) ?? [])),
];

/** How each entity with versions finds them: its delegate and its version field. */
export const VERSIONED = new Map(
  ENTRIES.flatMap(({ name, rows, version }) => (version && rows ? [[name, { rows, field: version }]] : [])),
);

/** The OpenAPI tags of the entities the REST API serves, each once, with the labels of its entities. */
export const API_TAGS = ENTRIES.reduce<{ name: string; labels: string[] }[]>((tags, { api, label }) => {
  if (!api) return tags;
  const known = tags.find((tag) => tag.name === api.tag);
  if (known) known.labels.push(label);
  else tags.push({ name: api.tag, labels: [label] });
  return tags;
}, []);
