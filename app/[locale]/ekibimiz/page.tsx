import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ExpertSupport } from "@/components/site/ExpertSupport";
import { PageHeader } from "@/components/site/PageHeader";
import { TeamLoading } from "@/components/site/TeamLoading";
import { TeamMembers } from "@/components/site/TeamMembers";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { staticPageMetadata } from "@/lib/site/seo";
import { paths } from "@/lib/site/paths";

export async function generateMetadata({ params }: PageProps<"/[locale]/ekibimiz">): Promise<Metadata> {
  return staticPageMetadata(await requireActiveLocale((await params).locale), "Team", paths.team, "title");
}

/**
 * The heading is the page's own, at once; only the cards wait behind the loading state. The whole
 * page behind it (a route's loading.tsx) kept the heading back too: React reveals a large finished
 * part of a document a moment after the rest, so the page's largest text painted late (Lighthouse).
 */
export default async function TeamPage({ params }: PageProps<"/[locale]/ekibimiz">) {
  const locale = await requireActiveLocale((await params).locale);
  const t = await getTranslations("Team");
  return (
    <div className="container">
      <PageHeader title={t("title")}>
        <p>{t("intro")}</p>
      </PageHeader>
      {/* What follows the cards comes with them: below a placeholder as tall as the screen, then moved up by shorter cards, it would shift into view. */}
      <Suspense fallback={<TeamLoading />}>
        <TeamMembers locale={locale} />
        <ExpertSupport />
      </Suspense>
    </div>
  );
}
