import { Prisma } from "@/lib/generated/prisma/client";
import { onRow, type WriteOperation } from "@/lib/database/write";
import type { PublishedEntity } from "./intent";
import { publishingTable, type Saved } from "./publishable";

/** Drops a published item's working copy ("Değişiklikleri at"): the form shows the live version again. Nothing public changes. */
export function discardDraft(
  entity: PublishedEntity,
  version: { id: number; updatedAt: Date },
): WriteOperation<ReturnType<typeof onRow>["schema"], Saved> {
  return {
    ...onRow(entity, "update", version.id),
    row: version,
    async apply(tx) {
      const table = publishingTable(tx, entity);
      const { languageCode } = await table.findUniqueOrThrow({
        where: { id: version.id },
        select: { isActive: true, languageCode: true, draft: true },
      });
      await table.update({ where: { id: version.id }, data: { draft: Prisma.DbNull } });
      return { id: version.id, value: { id: version.id, languageCode }, languages: [], tags: [] };
    },
  };
}
