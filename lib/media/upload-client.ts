import { BASE_PATH } from "@/lib/site/base-path";
import type { UploadRefusal } from "./limits";

/**
 * The browser's sending of one file to the library with the admin's session, reporting progress
 * as it goes (an XHR: fetch reports no upload progress). Two entry points over the one sender: a new
 * file (`POST /api/media`: the library's drop zone, the editors' pickers) and a replacement of a
 * file's bytes (`PUT /api/media/{id}/file`, with the version the page loaded: the file keeps its id
 * and so its addresses). `code` names a refusal the admin's messages explain (`Admin.media.errors`).
 */
export interface UploadedMedia {
  id: number;
  fileName: string;
  contentType: string;
  width: number | null;
  height: number | null;
  url: string;
}

/** Refusals of the request itself rather than of the file: the connection, the session, the rate, the server. */
type RequestFailure = "network" | "failed" | "unauthorized" | "forbidden" | "rateLimited";

export type UploadOutcome =
  { ok: true; media: UploadedMedia } | { ok: false; code: UploadRefusal | "fileRequired" | RequestFailure };

export type ReplaceOutcome =
  | { ok: true; media: UploadedMedia }
  | {
      ok: false;
      code: UploadRefusal | "fileRequired" | "replaceKindDiffers" | "conflict" | "notFound" | RequestFailure;
    };

type Progress = (share: number) => void;

/** Uploads a new file to the library. */
export function uploadMediaFile(
  file: File,
  onProgress: Progress = () => {},
  address = `${BASE_PATH}/api/media`,
): Promise<UploadOutcome> {
  return send("POST", address, file, onProgress) as Promise<UploadOutcome>;
}

/** Puts new bytes behind library file `id`, refused as "conflict" if it changed since `updatedAt`. */
export function replaceMediaFileUpload(
  id: number,
  file: File,
  onProgress: Progress = () => {},
  updatedAt?: number,
): Promise<ReplaceOutcome> {
  const fields: Record<string, string> =
    updatedAt === undefined ? {} : { updatedAt: new Date(updatedAt).toISOString() };
  return send("PUT", `${BASE_PATH}/api/media/${id}/file`, file, onProgress, fields);
}

function send(
  method: "POST" | "PUT",
  address: string,
  file: File,
  onProgress: Progress,
  fields: Record<string, string> = {},
): Promise<ReplaceOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, address);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ ok: false, code: "network" });
    request.onload = () => resolve(outcomeOf(request.status, request.response));
    const form = new FormData();
    form.append("file", file);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    request.send(form);
  });
}

type ErrorBody = { error?: { fields?: { file?: string } } } | null;

/** The answer's outcome: the status names the request's refusals, the body's `file` field the file's. */
export function outcomeOf(status: number, body: unknown): ReplaceOutcome {
  if (status >= 200 && status < 300) return { ok: true, media: body as UploadedMedia };
  if (status === 401) return { ok: false, code: "unauthorized" };
  // Credentials without the right, or a cookie write from another origin (lib/api/multipart.ts).
  if (status === 403) return { ok: false, code: "forbidden" };
  if (status === 404) return { ok: false, code: "notFound" };
  if (status === 409) return { ok: false, code: "conflict" };
  if (status === 413) return { ok: false, code: "fileTooLarge" };
  if (status === 429) return { ok: false, code: "rateLimited" };
  const code = (body as ErrorBody)?.error?.fields?.file;
  return { ok: false, code: (code as UploadRefusal | "replaceKindDiffers" | undefined) ?? "failed" };
}
