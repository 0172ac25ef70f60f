import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExpertSupport } from "@/components/site/ExpertSupport";
import { JsonLd } from "@/components/site/JsonLd";
import { TeamGrid } from "@/components/site/TeamGrid";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { staticPageMetadata } from "@/lib/site/seo";
import { teamPersonsSchema } from "@/lib/site/structured-data";
import { loadActiveTeamMembers } from "@/lib/team-members/queries";
import styles from "./page.module.css";
import { paths } from "@/lib/site/paths";

export async function generateMetadata({ params }: PageProps<"/[locale]/ekibimiz">): Promise<Metadata> {
  return staticPageMetadata(await requireActiveLocale((await params).locale), "Team", paths.team, "title");
}

export default async function TeamPage({ params }: PageProps<"/[locale]/ekibimiz">) {
  const locale = await requireActiveLocale((await params).locale);
  const t = await getTranslations("Team");
  const team = await loadActiveTeamMembers(locale);
  return (
    <div className="container">
      {team.ok && team.members.length > 0 && <JsonLd data={teamPersonsSchema(team.members)} />}
      <header className={styles.intro}>
        <h1>{t("title")}</h1>
        <p>{t("intro")}</p>
      </header>
      <TeamGrid team={team} locale={locale} />
      <ExpertSupport />
    </div>
  );
}
