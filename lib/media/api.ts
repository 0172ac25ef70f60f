import type { Actor } from "@/lib/auth/actor";
import { splitBody } from "@/lib/api/body";
import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { ApiError, requestErrors, writeRefusal } from "@/lib/api/errors";
import { echoedIdField, versionField } from "@/lib/api/fields";
import { pathId } from "@/lib/api/request";
import { credentialedWrite, multipartEndpoint } from "@/lib/api/multipart";
import { json } from "@/lib/api/respond";
import { write } from "@/lib/database/write";
import { MEDIA_UPLOAD_BODY_LIMIT_BYTES } from "@/lib/site/action-body.mjs";
import { findMediaAnswer, findMediaAnswers, findMediaWithUses, type MediaAnswer } from "./answer";
import { MEDIA_KINDS, type MediaKind } from "./limits";
import { deleteMedia, replaceMediaFile, updateMediaDetails, uploadMedia, type SavedMedia } from "./mutations";
import { findMediaPage } from "./queries";
import { readUpload } from "./upload";
import { findMediaUses, type MediaUse } from "./usage";
import { prepareVariantsLater } from "./variants";

/**
 * The media library of the REST API, with an API token or the admin's session (a cookie write from
 * the site's own origin only), reads too: the library holds what the office has not published yet.
 * - `GET /api/media?q=&kind=image|document&page=`: a page of files, newest first.
 * - `POST /api/media`: one file as multipart form data (field `file`): 201 with the new file.
 * - `GET /api/media/{id}`: one file, with where it is used.
 * - `PUT /api/media/{id}`: its details (JSON: the version read as `updatedAt`, name, texts, focal point).
 * - `PUT /api/media/{id}/file`: new bytes behind the same id and address (multipart: `file`, optional `updatedAt`).
 * - `DELETE /api/media/{id}`: refused (409 inUse) while a topic or team member uses it.
 * A refused file is 400 naming why in `fields.file` (`fileTooLarge`, `fileTypeUnknown`, …).
 */

type IdParams = { id: string };

/** A read of the library: credentials, as the admin's. */
function credentialedRead<Params>(
  context: ApiContext,
  read: (input: { request: Request; params: Params; actor: Actor }) => Promise<Response>,
) {
  return readEndpoint<Params>(context, async ({ request, params, actor }) => {
    if (!actor) throw requestErrors.unauthenticated();
    return read({ request, params, actor });
  });
}

/** The query of a list: `q` (a file name, alt text or caption), `kind`, `page` (from 1). */
function mediaListQuery(request: Request): { q?: string; kind?: MediaKind; page: number } {
  const search = new URL(request.url).searchParams;
  const q = search.get("q")?.trim() || undefined;
  const kind = search.get("kind") || undefined;
  const page = search.get("page") ?? "1";
  const fields: Record<string, string> = {};
  if (q && q.length > 200) fields.q = "queryTooLong";
  if (kind !== undefined && !(MEDIA_KINDS as readonly string[]).includes(kind)) fields.kind = "kindInvalid";
  if (!/^[1-9]\d{0,5}$/.test(page)) fields.page = "pageInvalid";
  if (Object.keys(fields).length > 0) throw requestErrors.invalid(fields);
  return { q, kind: kind as MediaKind | undefined, page: Number(page) };
}

/** The row a committed write just named (a concurrent delete between the two is a fault, answered 500). */
async function found(context: ApiContext, id: number): Promise<MediaAnswer> {
  const media = await findMediaAnswer(context.db, id);
  if (!media) throw new Error(`media ${id} vanished after its write`);
  return media;
}

/** An image's usual variants are made in the background, so the pages that show it find them ready. */
function prepareVariants(context: ApiContext, media: SavedMedia) {
  void prepareVariantsLater(context.db, media);
}

export function mediaEndpoints(context: ApiContext) {
  return {
    GET: credentialedRead<Record<string, never>>(context, async ({ request }) => {
      const { rows, total, page, pages } = await findMediaPage(context.db, mediaListQuery(request));
      const items = await findMediaAnswers(
        context.db,
        rows.map((row) => row.id),
      );
      return json({ items, total, page, pages });
    }),

    POST: multipartEndpoint<Record<string, never>>(context, MEDIA_UPLOAD_BODY_LIMIT_BYTES, async ({ form, actor }) => {
      const upload = await readUpload(form);
      if (!upload.ok) throw requestErrors.invalid({ file: upload.code });
      const result = await write(actor, uploadMedia(upload.file), context);
      if (!result.ok) throw writeRefusal(result.error, result.fieldErrors, actor);
      prepareVariants(context, result.value);
      return json(await found(context, result.value.id), 201);
    }),
  };
}

const DETAILS_ENVELOPE = { updatedAt: versionField, ...echoedIdField };

export function mediaItemEndpoints(context: ApiContext) {
  return {
    GET: credentialedRead<IdParams>(context, async ({ params }) => {
      const media = await findMediaWithUses(context.db, pathId(params.id, "media file"));
      if (!media) throw requestErrors.notFound("media file");
      return json(media);
    }),

    PUT: writeEndpoint(context, {
      body: true,
      operation: ({ body, params }: { body: unknown; params: IdParams }) => {
        const id = pathId(params.id, "media file");
        const { envelope, rest } = splitBody(body, DETAILS_ENVELOPE);
        if (envelope.id !== undefined && envelope.id !== id) throw requestErrors.invalid({ id: "idMismatch" });
        return updateMediaDetails(id, envelope.updatedAt, rest);
      },
      respond: async ({ value }) => {
        // A moved focal point makes new square crops.
        prepareVariants(context, value);
        return json(await found(context, value.id));
      },
    }),

    DELETE: credentialedWrite<IdParams>(context, async ({ params, actor }) => {
      const id = pathId(params.id, "media file");
      const result = await write(actor, deleteMedia(id), context);
      if (!result.ok && result.error === "inUse") throw inUse(await findMediaUses(context.db, id));
      if (!result.ok) throw writeRefusal(result.error, result.fieldErrors, actor);
      return json({ id });
    }),
  };
}

export function mediaFileEndpoints(context: ApiContext) {
  return {
    PUT: multipartEndpoint<IdParams>(context, MEDIA_UPLOAD_BODY_LIMIT_BYTES, async ({ form, params, actor }) => {
      const id = pathId(params.id, "media file");
      const updatedAt = sentVersion(form);
      const upload = await readUpload(form);
      if (!upload.ok) throw requestErrors.invalid({ file: upload.code });
      const result = await write(actor, replaceMediaFile(id, upload.file, updatedAt), context);
      if (!result.ok) throw writeRefusal(result.error, result.fieldErrors, actor);
      prepareVariants(context, result.value);
      return json(await found(context, id));
    }),
  };
}

/** The optional `updatedAt` field of a replacement: the version the client read (a stale one is 409). */
function sentVersion(form: FormData): Date | undefined {
  const sent = form.get("updatedAt");
  if (sent === null) return undefined;
  const parsed = versionField.safeParse(typeof sent === "string" ? sent : undefined);
  if (!parsed.success) throw requestErrors.invalid({ updatedAt: "updatedAtInvalid" });
  return parsed.data;
}

/**
 * A delete refused because the file is used answers where: `fields` names each use as
 * `topic.12`, `teamMember.3` or `placement.homeHero` (code "inUse"), and the message lists them in words.
 */
const inUse = (uses: readonly MediaUse[]) =>
  new ApiError(409, "inUse", `The file is used, so it is kept: ${describeUses(uses)}.`, usesAsFields(uses));

const useKey = (use: MediaUse) => `${use.entity}.${use.entity === "placement" ? use.title : use.id}`;

const usesAsFields = (uses: readonly MediaUse[]) => Object.fromEntries(uses.map((use) => [useKey(use), "inUse"]));

function describeUses(uses: readonly MediaUse[]): string {
  if (uses.length === 0) return "remove it from where it is shown first";
  return uses
    .map((use) =>
      use.entity === "placement"
        ? `the site's ${use.title} picture`
        : `${use.entity === "topic" ? "topic" : "team member"} ${use.id} (${use.languageCode}) "${use.title}"`,
    )
    .join(", ");
}
