import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServicesContactCta } from "@/components/site/ServicesContactCta";
import { ServicesGrid } from "@/components/site/ServicesGrid";
import { PageHeader } from "@/components/site/PageHeader";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { staticPageMetadata } from "@/lib/site/seo";
import { paths } from "@/lib/site/paths";

export async function generateMetadata({ params }: PageProps<"/[locale]/hizmetler">): Promise<Metadata> {
  return staticPageMetadata(await requireActiveLocale((await params).locale), "Services", paths.services);
}

export default async function ServicesPage({ params }: PageProps<"/[locale]/hizmetler">) {
  await requireActiveLocale((await params).locale);
  const t = await getTranslations("Services");
  return (
    <div className="container">
      <PageHeader eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageHeader>
      <ServicesGrid />
      <ServicesContactCta id="services-cta" title={t("cta.title")} text={t("cta.text")} action={t("cta.action")} />
    </div>
  );
}
