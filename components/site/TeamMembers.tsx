import { JsonLd } from "./JsonLd";
import { TeamGrid } from "./TeamGrid";
import { teamPersonsSchema } from "@/lib/site/structured-data";
import { loadActiveTeamMembers } from "@/lib/team-members/queries";

/** The team of one language: its cards (or the empty or error state) and their structured data. */
export async function TeamMembers({ locale }: { locale: string }) {
  const team = await loadActiveTeamMembers(locale);
  return (
    <>
      {team.ok && team.members.length > 0 && <JsonLd data={teamPersonsSchema(team.members)} />}
      <TeamGrid team={team} locale={locale} />
    </>
  );
}
