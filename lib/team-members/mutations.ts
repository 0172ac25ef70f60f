import { cacheTags } from "@/lib/cache-tags";
import type { WriteOperation } from "@/lib/database/write";
import { withoutBlanks } from "./public";
import { TEAM_LIST_FIELDS, teamMemberSchema, type TeamMemberData } from "./schema";

/** What is stored: list fields without empty entries (spec 5), the social links as columns. */
function teamMemberRow({ socialMedia, ...data }: TeamMemberData) {
  const lists = Object.fromEntries(TEAM_LIST_FIELDS.map((field) => [field, withoutBlanks(data[field])]));
  return { ...data, ...lists, ...socialMedia };
}

/** Adds a team member; the team page of its language shows it. */
export function createTeamMember(input: unknown): WriteOperation<typeof teamMemberSchema, { id: number }> {
  return {
    entity: "teamMember",
    action: "create",
    schema: teamMemberSchema,
    input,
    async apply(tx, data) {
      const created = await tx.teamMember.create({ data: teamMemberRow(data), select: { id: true } });
      return { id: created.id, value: { id: created.id }, languages: [data.languageCode], tags: [cacheTags.team(data.languageCode)] };
    },
  };
}
