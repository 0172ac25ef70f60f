"use server";

import { writeAsAdmin } from "@/lib/admin/actions";
import { adminActor } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { isRowId } from "@/lib/database/row-id";
import { findMediaFile } from "./queries";
import { updateMediaDetails } from "./mutations";
import { stableMediaPath } from "./urls";
import type { EditorMedia } from "./editor-media";

/**
 * The body editor's reads and writes of a library file (components/admin/editor/MediaDialog.tsx):
 * the file a picker chose, with its texts, and an alt text typed while inserting it, saved to the
 * library in the topic's language so every page that shows the file has it. Both only for the
 * signed-in administrator.
 */

/** The file as the editor inserts it, or null (not signed in, or no such file). */
export async function editorMediaAction(id: number): Promise<EditorMedia | null> {
  if (!isRowId(id) || !(await adminActor())) return null;
  const row = await findMediaFile(db, id);
  if (!row) return null;
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.kind,
    url: stableMediaPath(row),
    width: row.width,
    height: row.height,
    decorative: row.decorative,
    texts: row.texts,
    updatedAt: row.updatedAt.getTime(),
  };
}

export type SaveAltResult = { ok: true; media: EditorMedia } | { ok: false; error: string };

/**
 * Saves a file's alt text in one language (its caption there and everything else kept), at the
 * version the editor read: "conflict" when the library changed it since, the schema's code when refused.
 */
export async function saveMediaAltAction(
  id: number,
  updatedAt: number,
  languageCode: string,
  alt: string,
): Promise<SaveAltResult> {
  const actor = await adminActor();
  if (!actor) return { ok: false, error: "unauthorized" };
  const language = languageCodeSchema.safeParse(languageCode);
  if (!isRowId(id) || !language.success || typeof alt !== "string" || !Number.isFinite(updatedAt))
    return { ok: false, error: "invalid" };
  const row = await findMediaFile(db, id);
  if (!row) return { ok: false, error: "notFound" };
  const { texts } = row;
  const input = {
    fileName: row.fileName,
    decorative: row.decorative,
    focalX: row.focalX,
    focalY: row.focalY,
    texts: { ...texts, [language.data]: { caption: texts[language.data]?.caption ?? "", alt } },
  };
  const result = await writeAsAdmin(updateMediaDetails(id, new Date(updatedAt), input), "Media alt text", actor);
  if (result === "failed") return { ok: false, error: "saveFailed" };
  if (!result.ok) return { ok: false, error: Object.values(result.fieldErrors)[0] ?? result.error };
  const media = await editorMediaAction(id);
  return media ? { ok: true, media } : { ok: false, error: "notFound" };
}
