import { prepareUpload, type PreparedFile } from "./process";
import type { UploadRefusal } from "./limits";

/**
 * The file of a multipart upload (field `file`), prepared for keeping: the one reading of an upload
 * that the REST API and the admin's library share. A form without a file, or with a part that is not
 * one, is refused as "fileRequired".
 */
export type UploadRead = { ok: true; file: PreparedFile } | { ok: false; code: UploadRefusal | "fileRequired" };

export async function readUpload(form: FormData): Promise<UploadRead> {
  const part = form.get("file");
  if (!(part instanceof Blob)) return { ok: false, code: "fileRequired" };
  const name = part instanceof File ? part.name : "dosya";
  const prepared = await prepareUpload(new Uint8Array(await part.arrayBuffer()), name);
  return "refused" in prepared ? { ok: false, code: prepared.refused } : { ok: true, file: prepared };
}
