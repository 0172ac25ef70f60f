import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { PublishedEntity } from "./intent";

type Delegates = Pick<PrismaClient, PublishedEntity>;

/**
 * The Prisma delegate of an entity with drafts, as the caller's narrow view of it (the three
 * delegates share the publishing columns, which their union's types cannot call on together).
 */
export function publishedTable<Table>(client: Delegates, entity: PublishedEntity): Table {
  return client[entity] as unknown as Table;
}
