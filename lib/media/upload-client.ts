import { BASE_PATH } from "@/lib/site/base-path";
import type { UploadRefusal } from "./limits";

/**
 * The browser's upload of one file to the library (`POST /api/media`, with the admin's session),
 * reporting progress as it is sent: the library's drop zone and the editors' pickers use it.
 * `code` names a refusal the admin's messages explain (`Admin.media.errors`); "network" and "failed"
 * are the connection's and the server's.
 */
export interface UploadedMedia {
  id: number;
  fileName: string;
  contentType: string;
  width: number | null;
  height: number | null;
  url: string;
}

export type UploadOutcome =
  | { ok: true; media: UploadedMedia }
  | { ok: false; code: UploadRefusal | "fileRequired" | "network" | "failed" | "unauthorized" };

export function uploadMediaFile(
  file: File,
  onProgress: (share: number) => void = () => {},
  address = `${BASE_PATH}/api/media`,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", address);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ ok: false, code: "network" });
    request.onload = () => resolve(outcomeOf(request.status, request.response));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

function outcomeOf(status: number, body: unknown): UploadOutcome {
  if (status === 201) return { ok: true, media: body as UploadedMedia };
  if (status === 401) return { ok: false, code: "unauthorized" };
  if (status === 413) return { ok: false, code: "fileTooLarge" };
  const code = (body as { error?: { fields?: { file?: string } } } | null)?.error?.fields?.file;
  return { ok: false, code: (code as UploadRefusal | undefined) ?? "failed" };
}
