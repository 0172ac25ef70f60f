import { admit, withHeaders, type ApiContext } from "@/lib/api/endpoint";
import { requireOwnOrigin } from "@/lib/api/authenticate";
import { ApiError, requestErrors, writeRefusal } from "@/lib/api/errors";
import { apiHandler, json } from "@/lib/api/respond";
import { write } from "@/lib/database/write";
import { uploadMedia, type SavedMedia } from "./mutations";
import { prepareVariantsLater } from "./variants";
import { databaseStorage } from "./storage";
import { readUpload } from "./upload";
import { stableMediaPath } from "./urls";

/**
 * The media library of the REST API. `POST /api/media` takes one file as multipart form data (field
 * `file`), with an API token or the admin's session (from the site's own pages): 201 with the new
 * file, or 400 naming why the file was refused (`fields.file`: `fileTooLarge`, `fileTypeUnknown`, …).
 */
export function mediaUploadEndpoint(context: ApiContext) {
  return apiHandler<Record<string, never>>(async (request) => {
    const { caller, limitHeaders } = await admit(context, request);
    return withHeaders(limitHeaders, async () => {
      const actor = caller.actor;
      if (!actor) throw requestErrors.unauthenticated();
      requireOwnOrigin(request, caller);
      const form = await multipartForm(request);
      const upload = await readUpload(form);
      if (!upload.ok) throw requestErrors.invalid({ file: upload.code });
      const result = await write(actor, uploadMedia(upload.file), context);
      if (!result.ok) throw writeRefusal(result.error, result.fieldErrors, actor);
      if (upload.file.kind === "image") void prepareVariantsLater(databaseStorage(context.db), result.value);
      return json(mediaCreated(result.value), 201);
    });
  });
}

/** The answer to an upload: the file's id and addresses. */
export const mediaCreated = (media: SavedMedia) => ({
  id: media.id,
  fileName: media.fileName,
  contentType: media.contentType,
  width: media.width,
  height: media.height,
  url: stableMediaPath(media),
});

async function multipartForm(request: Request): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? ""))
    throw new ApiError(415, "unsupportedMediaType", "Send the file as multipart/form-data, in a field named file.");
  try {
    return await request.formData();
  } catch {
    throw new ApiError(400, "malformedBody", "The multipart body could not be read.");
  }
}
