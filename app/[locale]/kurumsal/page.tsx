import type { Metadata } from "next";
import { AboutPage } from "@/components/site/AboutPage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { staticPageMetadata } from "@/lib/site/seo";
import { paths } from "@/lib/site/paths";

export async function generateMetadata({ params }: PageProps<"/[locale]/kurumsal">): Promise<Metadata> {
  return staticPageMetadata(await requireActiveLocale((await params).locale), "About", paths.about);
}

export default async function CorporatePage({ params }: PageProps<"/[locale]/kurumsal">) {
  await requireActiveLocale((await params).locale);
  return <AboutPage />;
}
