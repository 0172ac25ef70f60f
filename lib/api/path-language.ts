import type { PrismaClient } from "@/lib/generated/prisma/client";
import { LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";
import { requestErrors } from "./errors";

/**
 * The language a path names (`{lang}`): a language row, else 404. The public sees active languages
 * only (an inactive one is not published), so for an anonymous caller an inactive one is 404 too.
 */
export async function pathLanguage(
  db: PrismaClient,
  segment: string,
  { includeInactive }: { includeInactive: boolean },
): Promise<string> {
  const language = LANGUAGE_CODE_PATTERN.test(segment)
    ? await db.language.findUnique({ where: { code: segment }, select: { code: true, isActive: true } })
    : null;
  if (!language || (!includeInactive && !language.isActive)) throw requestErrors.notFound("language");
  return language.code;
}

/**
 * A body addressed to a language's path is written in that language: a `languageCode` it sends must
 * be the path's (a body sent to the wrong address is refused, never moved), one it leaves out is the
 * path's. A create keeps the field for its domain schema; an update drops it (a row's language never
 * changes, so its changes schema has no such field). A body that is no object is left to the schema.
 */
export function inPathLanguage(body: unknown, languageCode: string, schemaHasLanguage: boolean): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { languageCode: sent, ...rest } = body as Record<string, unknown>;
  if (sent !== undefined && sent !== languageCode) throw requestErrors.invalid({ languageCode: "languageMismatch" });
  return schemaHasLanguage ? { ...rest, languageCode } : rest;
}

/** Every language of a path, for callers who may see inactive ones (writes are authenticated first). */
export const ANY_LANGUAGE = { includeInactive: true } as const;
