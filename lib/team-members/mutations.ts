import { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import { BY_ORDER } from "@/lib/database/order";
import { reorderFields, rewriteOrder, type ListReorder } from "@/lib/database/reorder";
import { sharedTranslationKey } from "@/lib/counterparts/mutations";
import type { DbTransaction } from "@/lib/db";
import { isCounterpartClash } from "@/lib/database/prisma-errors";
import { onRow, refuse, rowIdSchema, type Applied, type WriteOperation } from "@/lib/database/write";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { nextTeamMemberOrder } from "@/lib/database/next-order";
import { deletedRevision, TEAM_MEMBER_DATA, teamMemberData } from "@/lib/revisions/deleted-data";
import { publishableCreate, publishableUpdate, type PublishingChoice } from "@/lib/publishing/publishable";
import { teamMemberRow } from "./public";
import { teamMemberChangesSchema, teamMemberSchema, type TeamMemberData } from "./schema";

/**
 * The writes of a team member, as operations for the write path. Only its language's team page
 * shows a member, so each write expires that one tag.
 */

type Saved = { id: number; languageCode: string };

/**
 * Inserts a valid member; with `translationOf`, as the version in its language of that member (one
 * person, their profile in another language). The create operation and the coverage view's copies
 * (lib/counterparts) share it.
 */
export async function insertTeamMember(
  tx: DbTransaction,
  data: TeamMemberData,
  translationOf?: number,
): Promise<Applied<Saved>> {
  const translationKey = translationOf
    ? await sharedTranslationKey(tx, "teamMember", translationOf, data.languageCode)
    : undefined;
  const order = data.order ?? (await nextTeamMemberOrder(data.languageCode, tx));
  const created = await tx.teamMember.create({
    data: { ...teamMemberRow(data), order, translationKey },
    select: { id: true },
  });
  const value = { id: created.id, languageCode: data.languageCode };
  return { id: created.id, value, languages: [data.languageCode], tags: [cacheTags.team(data.languageCode)] };
}

/** Adds a team member; the team page of its language shows it. With `translationOf`, as that member's version. */
export function createTeamMember(
  input: unknown,
  translationOf?: number,
  options: PublishingChoice = {},
): WriteOperation<typeof teamMemberSchema, Saved> {
  return publishableCreate(
    "teamMember",
    {
      entity: "teamMember",
      action: "create",
      schema: teamMemberSchema,
      input,
      onUniqueViolation: (error) => (isCounterpartClash(error) ? refuse("counterpartExists") : undefined),
      apply: (tx, data) => insertTeamMember(tx, data, translationOf),
    },
    options,
  );
}

/** Edits a team member, unless someone saved it since `version` was loaded; its language never changes. */
export function updateTeamMember(
  version: { id: number; updatedAt: Date },
  input: unknown,
  options: PublishingChoice = {},
): WriteOperation<typeof teamMemberChangesSchema, Saved> {
  return publishableUpdate(
    "teamMember",
    {
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
    },
    options,
  );
}

/** Deletes a team member (the admin confirms first); its language's team page no longer shows it. */
export function deleteTeamMember(id: number): WriteOperation<typeof rowIdSchema, { languageCode: string }> {
  return {
    ...onRow("teamMember", "delete", id),
    async apply(tx) {
      const { languageCode, ...member } = await tx.teamMember.delete({
        where: { id },
        select: { ...TEAM_MEMBER_DATA, languageCode: true },
      });
      // Kept so that "Geri al" can bring the member back (lib/revisions/undo-delete.ts).
      const revision = deletedRevision("teamMember", id, { ...teamMemberData(member), languageCode });
      const tags = [cacheTags.team(languageCode)];
      return { id, value: { languageCode }, languages: [languageCode], tags, revision };
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
