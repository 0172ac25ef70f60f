import { JsonLd } from "./JsonLd";
import { TeamGrid } from "./TeamGrid";
import { teamPersonsSchema } from "@/lib/site/structured-data";
import { loadActiveTeamMembers } from "@/lib/team-members/queries";
import { previewTeamMembers } from "@/lib/preview/content";
import { getPreviewScope } from "@/lib/preview/scope";

/** The team of one language: its cards (or the empty or error state) and their structured data. */
export async function TeamMembers({ locale }: { locale: string }) {
  // A preview reads uncached, with the unpublished members it shows (lib/preview).
  const scope = await getPreviewScope();
  const team = scope
    ? { ok: true as const, members: await previewTeamMembers(locale, scope) }
    : await loadActiveTeamMembers(locale);
  return (
    <>
      {team.ok && team.members.length > 0 && <JsonLd data={teamPersonsSchema(team.members)} />}
      <TeamGrid team={team} locale={locale} />
    </>
  );
}
