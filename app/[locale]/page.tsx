import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BrowseLayout } from "@/components/site/BrowseLayout";
import { CategorySidebar } from "@/components/site/CategorySidebar";
import { JsonLd } from "@/components/site/JsonLd";
import { WelcomeView } from "@/components/site/WelcomeView";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { languagesWithContent, loadMenu } from "@/lib/site/public-content";
import { pageMetadata } from "@/lib/site/seo";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { organizationSchema } from "@/lib/site/structured-data";
import { AboutStats } from "@/components/site/AboutStats";
import { FirmRecognitions } from "@/components/site/FirmRecognitions";
import { HomeTeam } from "@/components/site/HomeTeam";
import { LatestArticles } from "@/components/site/LatestArticles";
import { ServicesContactCta } from "@/components/site/ServicesContactCta";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await requireActiveLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Site" });
  return pageMetadata({
    locale,
    page: { kind: "home" },
    title: `${t("name")} | ${t("tagline")}`,
    absoluteTitle: true,
    description: t("description"),
    keywords: t("keywords").split(", "),
  });
}

/**
 * The firm's front door: the topic menu beside the welcome and the four service areas, then the firm
 * in numbers, its latest articles, some of its people, its registrations and a way to reach it.
 */
export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await requireActiveLocale((await params).locale);
  const t = await getTranslations("Site");
  const services = await getTranslations("Services");
  const [categories, firm] = await Promise.all([loadMenu(locale), getFirmFacts(locale)]);
  return (
    <>
      <JsonLd data={organizationSchema(firm, t("description"))} />
      <BrowseLayout sidebar={<CategorySidebar categories={categories} />}>
        <WelcomeView
          locale={locale}
          elsewhere={categories.length === 0 ? await languagesWithContent(locale) : undefined}
        />
      </BrowseLayout>
      <div className="container">
        <AboutStats firm={firm} locale={locale} />
        <LatestArticles locale={locale} />
        <HomeTeam locale={locale} />
        <FirmRecognitions firm={firm} />
        <ServicesContactCta
          id="home-cta"
          title={services("cta.title")}
          text={services("cta.text")}
          action={services("cta.action")}
        />
      </div>
    </>
  );
}
