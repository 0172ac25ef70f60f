import { languageItemEndpoints } from "@/lib/api/language-items";
import { createTeamMember, deleteTeamMember, updateTeamMember } from "./mutations";
import { findTeamMemberForApi, findTeamMembersForApi } from "./queries";

/**
 * The team of the REST API: GET and POST /api/team/{lang}, PUT and DELETE
 * /api/team/{lang}/{id}. Bodies are the domain schema's JSON (lib/team-members/schema.ts); answers
 * add id and updatedAt.
 */
export const { collection: teamEndpoints, item: teamMemberEndpoints } = languageItemEndpoints({
  what: "team member",
  entity: "teamMember",
  linked: false,
  idParam: "id",
  list: (db, languageCode, { includeInactive }) => findTeamMembersForApi(db, languageCode, { includeInactive }),
  find: findTeamMemberForApi,
  create: (input, choice) => createTeamMember(input, undefined, choice),
  update: updateTeamMember,
  remove: deleteTeamMember,
});
