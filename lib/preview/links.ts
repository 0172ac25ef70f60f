import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import type { DbTransaction } from "@/lib/db";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import { onRow, refuse, type WriteOperation } from "@/lib/database/write";
import { PREVIEW_ENTITIES, type PreviewEntity, type PreviewItem } from "./cookies";

/**
 * Preview links: someone outside the admin (the firm's lawyer) sees one item's unpublished version
 * for a week. The token is 32 random bytes; only its sha256 is stored, so the table leaks no working
 * link, and 256 random bits need no slow hash (a lookup by the hash tells a timing observer nothing).
 */
export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const newPreviewToken = (): string => randomBytes(32).toString("base64url");
export const hashPreviewToken = (token: string): string => createHash("sha256").update(token).digest("hex");
/** 32 bytes in base64url, nothing else: anything other is no token of ours and is not looked up. */
export const looksLikePreviewToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

const previewItemSchema = z.object({
  entity: z.enum(PREVIEW_ENTITIES),
  id: z.int().positive().max(MAX_ROW_ID),
});

/** The row of the item a link shows, in the transaction: a link to nothing is not made. */
function itemExists(tx: DbTransaction, { entity, id }: PreviewItem): Promise<unknown> {
  const where = { where: { id }, select: { id: true } };
  if (entity === "category") return tx.category.findUnique(where);
  if (entity === "topic") return tx.topic.findUnique(where);
  return tx.teamMember.findUnique(where);
}

export interface CreatedPreviewLink {
  id: number;
  /** Shown once to the administrator who made it: nobody can read it again. */
  token: string;
  expiresAt: Date;
}

export function createPreviewLink(
  item: PreviewItem,
  createdBy: string,
  now = new Date(),
): WriteOperation<typeof previewItemSchema, CreatedPreviewLink> {
  return {
    entity: "previewLink",
    action: "create",
    schema: previewItemSchema,
    input: item,
    async apply(tx, { entity, id }) {
      if (!(await itemExists(tx, { entity, id }))) return refuse("notFound");
      const token = newPreviewToken();
      const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS);
      const created = await tx.previewLink.create({
        data: { tokenHash: hashPreviewToken(token), entity, entityId: id, createdBy, createdAt: now, expiresAt },
        select: { id: true },
      });
      // No public page shows a link: no cache tag, no language.
      return { id: created.id, value: { id: created.id, token, expiresAt }, languages: [], tags: [] };
    },
  };
}

/** Ends a link for good (it is no longer listed); one already revoked is "alreadyRevoked". */
export function revokePreviewLink(id: number, now = new Date()): WriteOperation<z.ZodType, PreviewItem> {
  return {
    ...onRow("previewLink", "update", id),
    async apply(tx) {
      const link = await tx.previewLink.findUnique({
        where: { id },
        select: { entity: true, entityId: true, revokedAt: true },
      });
      if (!link) return refuse("notFound");
      if (link.revokedAt) return refuse("alreadyRevoked");
      await tx.previewLink.update({ where: { id }, data: { revokedAt: now } });
      return { id, value: { entity: link.entity as PreviewEntity, id: link.entityId }, languages: [], tags: [] };
    },
  };
}

export interface LivePreviewLink {
  id: number;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
}

/** An item's links that still work, newest first (the admin's panel). */
export function findLivePreviewLinks(item: PreviewItem, now = new Date()): Promise<LivePreviewLink[]> {
  return db.previewLink.findMany({
    where: { entity: item.entity, entityId: item.id, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdBy: true, createdAt: true, expiresAt: true },
  });
}

export type PreviewLinkCheck = { status: "valid"; item: PreviewItem } | { status: "unknown" | "ended" };

/** What a token opens: its item, or why nothing ("ended": revoked or past its expiry). */
export async function checkPreviewToken(token: string, now = new Date()): Promise<PreviewLinkCheck> {
  if (!looksLikePreviewToken(token)) return { status: "unknown" };
  const link = await db.previewLink.findUnique({
    where: { tokenHash: hashPreviewToken(token) },
    select: { entity: true, entityId: true, expiresAt: true, revokedAt: true },
  });
  if (!link || !(PREVIEW_ENTITIES as readonly string[]).includes(link.entity)) return { status: "unknown" };
  if (link.revokedAt || link.expiresAt <= now) return { status: "ended" };
  return { status: "valid", item: { entity: link.entity as PreviewEntity, id: link.entityId } };
}
