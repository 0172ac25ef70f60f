import type { DbTransaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { mediaAddressPrefix } from "./urls";

/**
 * Where a library file is used: the topics whose body (live or waiting working copy) shows or links
 * it, the team members whose portrait it is, and a place the site shows it by itself (the home page's picture). A file in use is not deleted; the library lists these.
 */
export interface MediaUse {
  /** "placement": the site shows it by itself (`id` 0, `title` the placement, e.g. "homeHero"). */
  entity: "topic" | "teamMember" | "placement";
  id: number;
  languageCode: string;
  title: string;
}

export async function findMediaUses(db: PrismaClient | DbTransaction, id: number): Promise<MediaUse[]> {
  const prefix = mediaAddressPrefix(id);
  const order = [{ languageCode: "asc" as const }, { id: "asc" as const }];
  const topics = await db.topic.findMany({
    where: { OR: [{ body: { contains: prefix } }, { draft: { path: ["body"], string_contains: prefix } }] },
    select: { id: true, languageCode: true, title: true },
    orderBy: order,
  });
  const members = await db.teamMember.findMany({
    where: {
      OR: [{ image: { startsWith: prefix } }, { draft: { path: ["image"], string_starts_with: prefix } }],
    },
    select: { id: true, languageCode: true, name: true },
    orderBy: order,
  });
  const placed = await db.mediaFile.findUnique({ where: { id }, select: { placement: true } });
  return [
    ...(placed?.placement ? [{ entity: "placement" as const, id: 0, languageCode: "", title: placed.placement }] : []),
    ...topics.map((topic) => ({ entity: "topic" as const, ...topic })),
    ...members.map(({ name, ...member }) => ({ entity: "teamMember" as const, ...member, title: name })),
  ];
}
