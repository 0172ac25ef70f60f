import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AboutPage } from "@/components/site/AboutPage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/kurumsal">): Promise<Metadata> {
  const locale = await requireActiveLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "About" });
  return pageMetadata({
    locale,
    page: { kind: "static", path: "/kurumsal" },
    title: t("metaTitle"),
    description: t("metaDescription"),
    keywords: t("metaKeywords").split(", "),
  });
}

export default async function CorporatePage({ params }: PageProps<"/[locale]/kurumsal">) {
  await requireActiveLocale((await params).locale);
  return <AboutPage />;
}
