import { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import { BY_ORDER } from "@/lib/database/order";
import { reorderFields, rewriteOrder, type ListReorder } from "@/lib/database/reorder";
import { onRow, rowIdSchema, type WriteOperation } from "@/lib/database/write";
import { languageCodeSchema } from "@/lib/languages/schema";
import { nextTeamMemberOrder } from "@/lib/database/next-order";
import { teamMemberRow } from "./public";
import { teamMemberChangesSchema, teamMemberSchema } from "./schema";

/**
 * The writes of a team member, as operations for the write path. Only its language's team page
 * shows a member, so each write expires that one tag.
 */

/** Adds a team member; the team page of its language shows it. */
export function createTeamMember(
  input: unknown,
): WriteOperation<typeof teamMemberSchema, { id: number; languageCode: string }> {
  return {
    entity: "teamMember",
    action: "create",
    schema: teamMemberSchema,
    input,
    async apply(tx, data) {
      const order = data.order ?? (await nextTeamMemberOrder(data.languageCode, tx));
      const created = await tx.teamMember.create({ data: { ...teamMemberRow(data), order }, select: { id: true } });
      const value = { id: created.id, languageCode: data.languageCode };
      return { id: created.id, value, languages: [data.languageCode], tags: [cacheTags.team(data.languageCode)] };
    },
  };
}

/** Edits a team member, unless someone saved it since `version` was loaded; its language never changes. */
export function updateTeamMember(
  version: { id: number; updatedAt: Date },
  input: unknown,
): WriteOperation<typeof teamMemberChangesSchema, { id: number; languageCode: string }> {
  return {
    entity: "teamMember",
    action: "update",
    schema: teamMemberChangesSchema,
    input,
    row: version,
    async apply(tx, data) {
      const { languageCode } = await tx.teamMember.update({
        where: { id: version.id },
        data: teamMemberRow(data),
        select: { languageCode: true },
      });
      return {
        id: version.id,
        value: { id: version.id, languageCode },
        languages: [languageCode],
        tags: [cacheTags.team(languageCode)],
      };
    },
  };
}

/** Deletes a team member (the admin confirms first); its language's team page no longer shows it. */
export function deleteTeamMember(id: number): WriteOperation<typeof rowIdSchema, { languageCode: string }> {
  return {
    ...onRow("teamMember", "delete", id),
    async apply(tx) {
      const { languageCode } = await tx.teamMember.delete({ where: { id }, select: { languageCode: true } });
      return { id, value: { languageCode }, languages: [languageCode], tags: [cacheTags.team(languageCode)] };
    },
  };
}

const teamReorderSchema = z.object({ languageCode: languageCodeSchema, ...reorderFields });

/** The members of a language in a new order (the admin's drag and drop): orders 0..n-1 in one write, refused as "conflict" when the list changed since it was loaded. */
export function reorderTeamMembers(
  languageCode: string,
  list: ListReorder,
): WriteOperation<typeof teamReorderSchema, { languageCode: string }> {
  return {
    entity: "teamMember",
    action: "reorder",
    schema: teamReorderSchema,
    input: { languageCode, ...list },
    async apply(tx, { languageCode, ...list }) {
      const refusal = await rewriteOrder(
        tx,
        {
          key: `teamMember:${languageCode}`,
          read: () =>
            tx.teamMember.findMany({ where: { languageCode }, orderBy: BY_ORDER, select: { id: true, order: true } }),
          write: (id, order) => tx.teamMember.update({ where: { id }, data: { order } }),
        },
        list,
        0,
      );
      return (
        refusal ?? {
          id: `language:${languageCode}`,
          value: { languageCode },
          languages: [languageCode],
          tags: [cacheTags.team(languageCode)],
        }
      );
    },
  };
}
