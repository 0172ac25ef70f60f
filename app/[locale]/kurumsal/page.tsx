import type { Metadata } from "next";
import { AboutPage } from "@/components/site/AboutPage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/site/JsonLd";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { localizedUrl, staticPageMetadata } from "@/lib/site/seo";
import { firmPageSchema } from "@/lib/site/structured-data";
import { paths } from "@/lib/site/paths";

export async function generateMetadata({ params }: PageProps<"/[locale]/kurumsal">): Promise<Metadata> {
  return staticPageMetadata(await requireActiveLocale((await params).locale), "About", paths.about);
}

export default async function CorporatePage({ params }: PageProps<"/[locale]/kurumsal">) {
  const locale = await requireActiveLocale((await params).locale);
  const [t, site, firm] = await Promise.all([getTranslations("About"), getTranslations("Site"), getFirmFacts(locale)]);
  const page = { name: t("metaTitle"), description: t("metaDescription"), url: localizedUrl(locale, paths.about) };
  return (
    <>
      <JsonLd data={firmPageSchema("AboutPage", { ...page, language: locale }, firm, site("description"))} />
      <AboutPage firm={firm} locale={locale} />
    </>
  );
}
