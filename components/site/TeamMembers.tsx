import { JsonLd } from "./JsonLd";
import { TeamGrid } from "./TeamGrid";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { teamPersonsSchema } from "@/lib/site/structured-data";
import { loadActiveTeamMembers } from "@/lib/team-members/queries";
import { previewTeamMembers } from "@/lib/preview/content";
import { getPreviewScope } from "@/lib/preview/scope";
import { getPortraits } from "@/lib/media/public";

/**
 * The team of one language: its cards (or the empty or error state) and their structured data. The
 * library's portraits are read under the media tag: a replaced file or a moved crop shows on the next view.
 */
export async function TeamMembers({ locale }: { locale: string }) {
  // A preview reads uncached, with the unpublished members it shows (lib/preview).
  const scope = await getPreviewScope();
  const team = scope
    ? { ok: true as const, members: await previewTeamMembers(locale, scope) }
    : await loadActiveTeamMembers(locale);
  const portraitOf = await getPortraits(team.ok ? team.members.map((member) => member.image) : []);
  return (
    <>
      {team.ok && team.members.length > 0 && (
        <JsonLd data={teamPersonsSchema(team.members, (await getFirmFacts(locale)).name)} />
      )}
      <TeamGrid team={team} locale={locale} portraitOf={portraitOf} />
    </>
  );
}
