import type { Actor } from "@/lib/auth/actor";
import type { FieldErrors, WriteError } from "@/lib/database/write";
import { RETRY_AFTER_SECONDS } from "@/lib/site/database-state.mjs";

/**
 * The API's one error shape, { error: { code, message, fields? } }: `code` is the domain's own code
 * (the admin's too), `message` English for the developer reading it, `fields` the domain schema's
 * code per refused field.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

/** A request the API refuses: thrown anywhere below a handler, answered by `apiHandler` (respond.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    const body: ApiErrorBody = {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
    return Response.json(body, { status: this.status, headers: { ...this.headers, "Cache-Control": "no-store" } });
  }
}

/** The refusals of the request itself, before any domain rule is asked. */
export const requestErrors = {
  unauthenticated: () =>
    new ApiError(401, "unauthorized", "Sign in as an administrator or send an API token (Authorization: Bearer …)."),
  badToken: () => new ApiError(401, "unauthorized", "The API token is unknown or revoked."),
  foreignOrigin: () =>
    new ApiError(
      403,
      "forbidden",
      "A write with the session cookie must come from the site's own origin; programs send an API token instead.",
    ),
  notFound: (what = "record") => new ApiError(404, "notFound", `No such ${what}.`),
  unsupportedMediaType: () =>
    new ApiError(415, "unsupportedMediaType", "Send the body as JSON (Content-Type: application/json)."),
  tooLarge: (limit: number) => new ApiError(413, "tooLarge", `The body is larger than ${limit} bytes.`),
  rateLimited: (headers: Record<string, string>) =>
    new ApiError(429, "rateLimited", REFUSAL_MESSAGES.rateLimited!, undefined, headers),
  malformedJson: () => new ApiError(400, "malformedJson", "The body is not well-formed JSON."),
  tooDeep: (limit: number) =>
    new ApiError(400, "tooDeep", `The body nests arrays and objects deeper than ${limit} levels.`),
  /** The database cannot be had for now (stopped, unreachable or silent): retry later, as the pages say too. */
  databaseUnavailable: () =>
    new ApiError(503, "unavailable", "The database cannot be reached right now: retry later.", undefined, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    }),
  /** The write path's own "conflict", where an endpoint sees it before asking (a version that names no saved record). */
  stale: () => new ApiError(409, "conflict", REFUSAL_MESSAGES.conflict!),
  invalid: (fields: FieldErrors) => {
    // An issue with the body as a whole (not an object) has no field to name.
    const { "": whole, ...named } = fields;
    const message = whole ? `The body does not match the schema: ${whole}` : "The body does not match the schema.";
    return new ApiError(400, "invalid", message, Object.keys(named).length ? named : undefined);
  },
};

/** A field error naming a value another record holds (the domain's `…Taken` codes): the body is fine, the store disagrees. */
const isTakenCode = (code: string) => code.endsWith("Taken");

const REFUSAL_MESSAGES: Record<string, string> = {
  conflict: "The record changed since the version you sent (updatedAt): read it again and retry.",
  rateLimited: "Too many requests: wait a while and retry.",
  defaultLanguage: "The default language cannot be deleted: make another language the default first.",
  defaultMustBeActive: "The default language cannot be made inactive.",
  defaultMustExist:
    "There is always one default language: make another language the default (isDefault: true on it) instead.",
  draftPending:
    "An administrator's unpublished changes wait on this record: publish or discard them in the admin first, so that neither write undoes the other.",
  counterpartsLinked:
    "These rows have versions in other languages: replacing the content would unlink them. Send their ids to keep them, or DELETE each one first.",
};

/** How a write the write path refused is answered (the status the issue names for each reason). */
export function writeRefusal(error: WriteError, fieldErrors: FieldErrors, actor: Actor | null): ApiError {
  if (error === "unauthorized")
    return actor
      ? new ApiError(403, "forbidden", "These credentials may not make this change.")
      : requestErrors.unauthenticated();
  if (error === "notFound") return requestErrors.notFound();
  if (error === "rateLimited") return requestErrors.rateLimited({});
  if (error === "invalid") {
    const codes = Object.values(fieldErrors);
    if (codes.length > 0 && codes.every(isTakenCode))
      return new ApiError(409, codes[0]!, "A value must be unique and another record holds it.", fieldErrors);
    return requestErrors.invalid(fieldErrors);
  }
  // "conflict", or an entity's own rule refusing the record's current state (deleting the default language).
  return new ApiError(
    409,
    error,
    REFUSAL_MESSAGES[error] ?? `The change was refused: ${error}.`,
    Object.keys(fieldErrors).length ? fieldErrors : undefined,
  );
}
