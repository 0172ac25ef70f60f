import { readListPage, searchWhere, type ListQuery, type ListStatus } from "@/lib/admin/list-query";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** Every redirect as the answering table holds it (lib/site/redirect-table.mjs). */
export function findRedirectTable(client: PrismaClient = db) {
  return client.redirect.findMany({ select: { id: true, fromPath: true, toPath: true } });
}

export type RedirectQuery = ListQuery<ListStatus<"redirectOrigin">>;
const SEARCHED = ["fromPath", "toPath"] as const;

/** The admin's list: newest first, searched in both addresses, filtered by who made them. */
export async function findRedirectsForAdmin(query: RedirectQuery) {
  const where = { ...(query.status === "all" ? {} : { origin: query.status }), ...searchWhere(query.q, SEARCHED) };
  return readListPage(query, {
    count: (filtered) => db.redirect.count({ where: filtered ? where : {} }),
    rows: ({ skip, take }) => db.redirect.findMany({ where, orderBy: { id: "desc" }, skip, take }),
  });
}
export type AdminRedirectRow = Awaited<ReturnType<typeof findRedirectsForAdmin>>["rows"][number];

export const findRedirectForEdit = (id: number) => db.redirect.findUnique({ where: { id } });

/** A redirect as the REST API answers it (lib/redirects/api.ts). */
const API_FIELDS = {
  id: true,
  fromPath: true,
  toPath: true,
  origin: true,
  hits: true,
  lastHitAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

export const findRedirectForApi = (client: PrismaClient, id: number) =>
  client.redirect.findUnique({ where: { id }, select: API_FIELDS });

export const findRedirectsForApi = (client: PrismaClient, q: string | undefined) =>
  client.redirect.findMany({ where: searchWhere(q ?? "", SEARCHED), orderBy: { id: "desc" }, select: API_FIELDS });
