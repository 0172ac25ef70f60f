import { BASE_PATH } from "@/lib/site/base-path";
import type { UploadRefusal } from "./limits";
import type { UploadedMedia } from "./upload-client";

/**
 * The browser's replacement of a library file's bytes (`PUT /api/media/{id}/file`, multipart field
 * `file`, with the version the page loaded as `updatedAt`), reporting progress as it is sent. The
 * file keeps its id and so its stable address; `code` names a refusal the admin's messages explain
 * (`Admin.media.errors`), "conflict" a file changed since the page was loaded.
 */
export type ReplaceOutcome =
  | { ok: true; media: UploadedMedia }
  | {
      ok: false;
      code:
        | UploadRefusal
        | "fileRequired"
        | "replaceKindDiffers"
        | "conflict"
        | "notFound"
        | "network"
        | "failed"
        | "unauthorized";
    };

export function replaceMediaFileUpload(
  id: number,
  file: File,
  onProgress: (share: number) => void = () => {},
  updatedAt?: number,
): Promise<ReplaceOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("PUT", `${BASE_PATH}/api/media/${id}/file`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ ok: false, code: "network" });
    request.onload = () => resolve(outcomeOf(request.status, request.response));
    const form = new FormData();
    form.append("file", file);
    if (updatedAt !== undefined) form.append("updatedAt", new Date(updatedAt).toISOString());
    request.send(form);
  });
}

type ErrorBody = { error?: { code?: string; fields?: { file?: string } } } | null;

function outcomeOf(status: number, body: unknown): ReplaceOutcome {
  if (status >= 200 && status < 300) return { ok: true, media: body as UploadedMedia };
  if (status === 401 || status === 403) return { ok: false, code: "unauthorized" };
  if (status === 404) return { ok: false, code: "notFound" };
  if (status === 409) return { ok: false, code: "conflict" };
  if (status === 413) return { ok: false, code: "fileTooLarge" };
  const code = (body as ErrorBody)?.error?.fields?.file;
  return { ok: false, code: (code as UploadRefusal | "replaceKindDiffers" | undefined) ?? "failed" };
}
