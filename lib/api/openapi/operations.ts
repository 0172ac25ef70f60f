import { z } from "zod";
import { defineOperation as op, readErrors, writeErrors, type ApiOperation } from "./operation";
import { requestBodies as bodies, responses } from "./schemas";

/**
 * Every REST operation under /api (issue 11), keyed by its operationId: the one list the OpenAPI
 * document, the reference page and the client are generated from, and that the tests check against
 * the route files (tests/integration/api-openapi-routes.test.ts) and the handlers' answers.
 * Not listed: sign-in (next-auth's), the live events stream, the language switch and internal calls.
 */
const ok = <Schema extends z.ZodType>(schema: Schema, description = "The result.") => ({
  status: 200,
  description,
  schema,
});
const created = <Schema extends z.ZodType>(schema: Schema) => ({
  status: 201,
  description: "Created: the new row with its id and version.",
  schema,
});
const saved = <Schema extends z.ZodType>(schema: Schema) => ok(schema, "Saved: the row's new version.");
const deleted = ok(responses.rowDeleted, "Deleted: the row's id and language.");

const read = <Path extends string, Success extends z.ZodType>(
  path: Path,
  summary: string,
  success: Success,
  access: "public" | "more" = "more",
) => op({ method: "GET", path, summary, access, success: ok(success), errors: readErrors(path) });

/** A list of rows that have drafts (lib/api/working-copies.ts): `?version=draft` reads their working copies. */
const VERSION_QUERY = {
  version: {
    required: false,
    description:
      "`published` (the default): what the site shows. `draft` (with credentials): each published row with its waiting working copy over its fields.",
  },
};
/** A write of a row that has drafts: `?publishing=` says what it does, as the admin's buttons. */
const PUBLISHING_QUERY = {
  publishing: {
    required: false,
    description:
      "`draft`: on a published row, saves its working copy and leaves the site as it is (else saves it unpublished); `publish`; `unpublish`. Without it the live row is written as isActive says, refused (409 draftPending) while a working copy waits.",
  },
};

/**
 * The create, update and delete of one kind of language row (lib/api/language-items.ts serves them
 * all alike): POST to its collection, PUT and DELETE on one item.
 */
function writesOf<
  Collection extends string,
  Item extends string,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row extends z.ZodType,
>(rows: {
  collection: Collection;
  item: Item;
  /** "a category", as the summaries name one. */
  noun: string;
  bodies: { create: Create; update: Update };
  row: Row;
  deleteSummary?: string;
}) {
  const writes = { access: "credentials", errors: writeErrors({ body: true, namesRow: true }) } as const;
  return {
    create: op({
      ...writes,
      method: "POST",
      path: rows.collection,
      query: PUBLISHING_QUERY,
      summary: `Creates ${rows.noun} in the path's language.`,
      body: rows.bodies.create,
      success: created(rows.row),
    }),
    update: op({
      ...writes,
      method: "PUT",
      path: rows.item,
      query: PUBLISHING_QUERY,
      summary: `Updates ${rows.noun} from the version (updatedAt) it read; the id and translationKey it read may be sent back.`,
      body: rows.bodies.update,
      success: saved(rows.row),
    }),
    remove: op({
      method: "DELETE",
      path: rows.item,
      summary: rows.deleteSummary ?? `Deletes ${rows.noun}.`,
      access: "credentials",
      success: deleted,
      errors: writeErrors({ body: false, namesRow: true }),
    }),
  };
}

const categoryWrites = writesOf({
  collection: "/api/content/{lang}/categories",
  item: "/api/content/{lang}/categories/{categoryId}",
  noun: "a category",
  bodies: { create: bodies.categoryCreate, update: bodies.categoryUpdate },
  row: responses.category,
  deleteSummary: "Deletes a category and its topics.",
});
const topicWrites = writesOf({
  collection: "/api/content/{lang}/contents",
  item: "/api/content/{lang}/contents/{contentId}",
  noun: "a topic",
  bodies: { create: bodies.topicCreate, update: bodies.topicUpdate },
  row: responses.topic,
});
const teamWrites = writesOf({
  collection: "/api/team/{lang}",
  item: "/api/team/{lang}/{id}",
  noun: "a team member",
  bodies: { create: bodies.teamMemberCreate, update: bodies.teamMemberUpdate },
  row: responses.teamMember,
});

/** The refusals of an upload: the file's (400), credentials (401, 403), its size (413), not multipart (415), rate limited (429). */
const uploadErrors = (namesRow: boolean) =>
  writeErrors({ body: true, namesRow }).filter((status) => namesRow || status !== 409);
const MEDIA_FILE_PART =
  "The file: an image (JPEG, PNG, WebP, AVIF, GIF; at most 20 MB and 40 megapixels) or a PDF. Its type is read from its bytes, not its name; an image's metadata (EXIF, GPS) is removed. A refusal is 400 with `fields.file`: fileTooLarge, fileTypeUnknown, fileTypeNotAllowed, svgNotAllowed, imageTooManyPixels, imageUnreadable, fileEmpty, fileRequired.";

export const operations = {
  getHealth: op({
    method: "GET",
    path: "/api/health",
    summary: "Whether this instance can serve: database, change listener, maintenance, version, uptime.",
    access: "none",
    success: ok(responses.health, "The instance can serve."),
    alternatives: [
      { status: 503, description: "The database cannot be reached; the rest of the report.", schema: responses.health },
    ],
    errors: [],
  }),

  listLanguages: read(
    "/api/languages",
    "The languages, by order (the public sees active ones only).",
    z.array(responses.language),
  ),
  createLanguage: op({
    method: "POST",
    path: "/api/languages",
    summary: "Creates a language.",
    access: "credentials",
    body: bodies.languageCreate,
    success: created(responses.language),
    errors: writeErrors({ body: true, namesRow: false }),
  }),
  updateLanguage: op({
    method: "PUT",
    path: "/api/languages",
    summary: "Updates the language the body names by id, from the version (updatedAt) it read.",
    access: "credentials",
    body: bodies.languageUpdate,
    success: saved(responses.language),
    errors: writeErrors({ body: true, namesRow: true }),
  }),
  deleteLanguage: op({
    method: "DELETE",
    path: "/api/languages/{id}",
    summary: "Deletes a language (never the default one) and its rows.",
    access: "credentials",
    success: ok(responses.languageDeleted, "Deleted: the language's id and code."),
    errors: writeErrors({ body: false, namesRow: true }),
  }),

  getLanguageContent: read(
    "/api/content/{lang}",
    "A language's whole content: its categories, each with its topics.",
    responses.languageContent,
  ),
  replaceLanguageContent: op({
    method: "PUT",
    path: "/api/content/{lang}",
    summary: "Replaces a language's whole content in one write, or changes nothing.",
    access: "credentials",
    description:
      "Items with an id are kept and updated from their updatedAt (409 if any is stale), items without one are created, rows the body leaves out are deleted.",
    body: bodies.languageContentReplace,
    success: saved(responses.languageContent),
    errors: writeErrors({ body: true, namesRow: true }),
  }),

  listCategories: op({
    method: "GET",
    path: "/api/content/{lang}/categories",
    summary: "A language's categories, by order.",
    access: "more",
    query: VERSION_QUERY,
    success: ok(z.array(responses.category)),
    errors: readErrors("/api/content/{lang}/categories"),
  }),
  createCategory: categoryWrites.create,
  updateCategory: categoryWrites.update,
  deleteCategory: categoryWrites.remove,

  listContents: op({
    method: "GET",
    path: "/api/content/{lang}/contents",
    summary: "A language's topics (the spec's contents), by category and order.",
    access: "more",
    query: {
      category: {
        required: false,
        description: "A category's id: its topics only (an id naming no category lists nothing).",
      },
      ...VERSION_QUERY,
    },
    success: ok(z.array(responses.topic)),
    errors: readErrors("/api/content/{lang}"),
  }),
  createContent: topicWrites.create,
  updateContent: topicWrites.update,
  deleteContent: topicWrites.remove,

  listTeamMembers: op({
    method: "GET",
    path: "/api/team/{lang}",
    summary: "A language's team members, by order.",
    access: "more",
    query: VERSION_QUERY,
    success: ok(z.array(responses.teamMember)),
    errors: readErrors("/api/team/{lang}"),
  }),
  createTeamMember: teamWrites.create,
  updateTeamMember: teamWrites.update,
  deleteTeamMember: teamWrites.remove,

  listTranslations: read(
    "/api/translations/{lang}",
    "A language's interface translations, by source text.",
    z.array(responses.translation),
  ),
  addTranslation: op({
    method: "POST",
    path: "/api/translations/{lang}",
    summary: "Saves one key's translation (created or replaced: a key holds one text).",
    access: "credentials",
    body: bodies.translationSave,
    success: saved(responses.translation),
    errors: writeErrors({ body: true, namesRow: true }),
  }),
  saveTranslation: op({
    method: "PUT",
    path: "/api/translations/{lang}",
    summary: "Saves one key's translation, as POST does.",
    access: "credentials",
    body: bodies.translationSave,
    success: saved(responses.translation),
    errors: writeErrors({ body: true, namesRow: true }),
  }),
  deleteTranslation: op({
    method: "DELETE",
    path: "/api/translations/{lang}",
    summary: "Deletes one key's translation: the shipped text shows again.",
    access: "credentials",
    query: { source: { required: true, description: "The key: the Turkish source text." } },
    success: deleted,
    errors: writeErrors({ body: false, namesRow: true }),
  }),

  getMaintenance: read(
    "/api/maintenance",
    "The maintenance settings, the Turkish texts and (texts) every other language's (updatedAt is null until the first save).",
    responses.maintenance,
    "public",
  ),
  saveMaintenance: op({
    method: "PUT",
    path: "/api/maintenance",
    summary:
      "Saves the maintenance settings (a field left out takes its default); texts saves the languages it names (all blank: removed) and keeps the others'.",
    access: "credentials",
    body: bodies.maintenanceSave,
    success: saved(responses.maintenance),
    errors: writeErrors({ body: true, namesRow: false }),
  }),

  listMedia: op({
    method: "GET",
    path: "/api/media",
    summary: "A page of the media library (24 files), newest first.",
    access: "credentials",
    query: {
      q: { required: false, description: "Searches file names, alt texts and captions (any language)." },
      kind: { required: false, description: "`image` or `document`." },
      page: { required: false, description: "The page, from 1 (past the last: the last)." },
    },
    success: ok(responses.mediaPage),
    errors: [400, ...readErrors("/api/media")].sort((a, b) => a - b),
  }),
  uploadMedia: op({
    method: "POST",
    path: "/api/media",
    summary: "Uploads one file to the media library (multipart/form-data, field `file`).",
    description:
      "An image's usual variants are made in the background after the answer; any is also made on its first request.",
    access: "credentials",
    form: { file: MEDIA_FILE_PART },
    success: created(responses.mediaFile),
    errors: uploadErrors(false),
  }),
  getMedia: op({
    method: "GET",
    path: "/api/media/{id}",
    summary: "One library file, with where it is used (topics, team members).",
    access: "credentials",
    success: ok(responses.mediaFileWithUses),
    errors: readErrors("/api/media/{id}"),
  }),
  updateMedia: op({
    method: "PUT",
    path: "/api/media/{id}",
    summary:
      "Saves a file's details from the version (updatedAt) it read: name, alt text and caption per language, decorative, focal point.",
    description:
      "Fields left out take their defaults (texts: none; focal point: the centre), as a form sends them all.",
    access: "credentials",
    body: bodies.mediaDetailsUpdate,
    success: saved(responses.mediaFile),
    errors: writeErrors({ body: true, namesRow: true }),
  }),
  replaceMediaFile: op({
    method: "PUT",
    path: "/api/media/{id}/file",
    summary: "Replaces a file's bytes: it keeps its id and stable address, so every page showing it shows the new one.",
    description:
      "An image is replaced by an image and a PDF by a PDF (else 400 `fields.file`: replaceKindDiffers). The variants of the old bytes answer with a redirect to the new ones.",
    access: "credentials",
    form: {
      file: MEDIA_FILE_PART,
      fields: {
        updatedAt: {
          required: false,
          description: "The version read (ISO 8601): a file changed since is refused 409 conflict.",
        },
      },
    },
    success: saved(responses.mediaFile),
    errors: uploadErrors(true),
  }),
  deleteMedia: op({
    method: "DELETE",
    path: "/api/media/{id}",
    summary: "Deletes a library file and its variants.",
    description:
      "A file in use is refused 409 `inUse`: `fields` names each use (`topic.12`, `teamMember.3`, `placement.homeHero`) and the message lists them.",
    access: "credentials",
    success: ok(responses.mediaDeleted, "Deleted: the file's id."),
    errors: writeErrors({ body: false, namesRow: true }),
  }),

  listRedirects: op({
    method: "GET",
    path: "/api/redirects",
    summary: "Every redirect (301) the site answers, newest first, with its hits.",
    access: "credentials",
    query: { q: { required: false, description: "Searches the old and new addresses." } },
    success: ok(responses.redirectList),
    errors: [400, ...readErrors("/api/redirects")].sort((a, b) => a - b),
  }),
  createRedirect: op({
    method: "POST",
    path: "/api/redirects",
    summary: "Adds a redirect from a path of the site to a path of it or an address elsewhere.",
    description:
      "A target that is itself redirected is followed (one hop). Refused 400 with `fields`: `fromInvalid`, `toInvalid`, `loop`, `shadowsPage` (a live page answers the source), `fromTaken`.",
    access: "credentials",
    body: bodies.redirectCreate,
    success: created(responses.redirect),
    errors: writeErrors({ body: true, namesRow: false }),
  }),
  updateRedirect: op({
    method: "PUT",
    path: "/api/redirects/{id}",
    summary: "Changes a redirect from the version (updatedAt) it read.",
    access: "credentials",
    body: bodies.redirectUpdate,
    success: saved(responses.redirect),
    errors: writeErrors({ body: true, namesRow: true }),
  }),
  deleteRedirect: op({
    method: "DELETE",
    path: "/api/redirects/{id}",
    summary: "Deletes a redirect: its old address answers 404 again.",
    access: "credentials",
    success: ok(responses.redirectDeleted, "Deleted: the redirect's id."),
    errors: writeErrors({ body: false, namesRow: true }),
  }),
};

// Checked apart, not with `satisfies`: that would type each operation's missing body as any schema.
const _everyOperationIsOne: Record<string, ApiOperation> = operations;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
