import type { Actor } from "@/lib/auth/actor";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { PublishedEntity, PublishIntent } from "@/lib/publishing/intent";
import { findWorkingCopies } from "@/lib/publishing/queries";
import { requestErrors } from "./errors";

/**
 * Drafts over the REST API, for a caller with credentials. A PUT's `?publishing=` says what the write
 * does, as the admin's buttons do: `draft` (on a published row, its working copy: the site stays as
 * it is), `publish` or `unpublish`; without it the live row is written as the body's
 * isActive says (refused while a working copy waits). A list's `?version=draft` answers each row with
 * its working copy over its live fields; `published` (the default) answers what the site shows.
 */
export const PUBLISHING_PARAM = "publishing";
export const VERSION_PARAM = "version";
export const VERSIONS = ["published", "draft"] as const;
const API_INTENTS = ["draft", "publish", "unpublish"] as const satisfies readonly PublishIntent[];

export function postedIntent(request: Request): PublishIntent | undefined {
  const value = new URL(request.url).searchParams.get(PUBLISHING_PARAM);
  if (value === null) return undefined;
  const intent = API_INTENTS.find((known) => known === value);
  if (!intent) throw requestErrors.invalid({ [PUBLISHING_PARAM]: "publishingInvalid" });
  return intent;
}

export function readsWorkingCopies(request: Request, actor: Actor | null): boolean {
  const value = new URL(request.url).searchParams.get(VERSION_PARAM) ?? "published";
  if (!(VERSIONS as readonly string[]).includes(value))
    throw requestErrors.invalid({ [VERSION_PARAM]: "versionInvalid" });
  if (value === "draft" && !actor) throw requestErrors.unauthenticated();
  return value === "draft";
}

export async function withWorkingCopies<Row extends { id: number }>(
  db: PrismaClient,
  entity: PublishedEntity,
  rows: Row[],
): Promise<Row[]> {
  const copies = await findWorkingCopies(
    db,
    entity,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, ...copies.get(row.id) }));
}
