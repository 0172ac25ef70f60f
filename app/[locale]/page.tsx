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

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await requireActiveLocale((await params).locale);
  const t = await getTranslations("Site");
  const categories = await loadMenu(locale);
  return (
    <>
      <JsonLd data={organizationSchema(await getFirmFacts(locale), t("description"))} />
      <BrowseLayout sidebar={<CategorySidebar categories={categories} />}>
        <WelcomeView
          locale={locale}
          elsewhere={categories.length === 0 ? await languagesWithContent(locale) : undefined}
        />
      </BrowseLayout>
    </>
  );
}
