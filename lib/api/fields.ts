import { z } from "zod";

// Fields a body carries to address a write: free of server code, so the domain schemas, the OpenAPI
// document and the API client share them with the handlers.

/** The version an update was based on: the `updatedAt` the client read, as JSON carries it. */
export const versionField = z.iso
  .datetime({ offset: true, error: "updatedAtInvalid" })
  .transform((text) => new Date(text));

/** A row id in a body (an out-of-range one names no row: the write path answers 404). */
export const idField = z.int("idInvalid");

/**
 * What an answer adds to a row's domain shape, accepted back in its PUT so a client can send what it
 * read: the row's id, and for rows linked to their versions in other languages, the translationKey
 * (read-only: the handler refuses a changed one, lib/api/language-items.ts).
 */
export const echoedIdField = { id: idField.optional() };
export const echoedLinkField = { translationKey: z.string().nullable().optional() };
