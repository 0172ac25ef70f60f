import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/site/LegalPage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/gizlilik-politikasi">): Promise<Metadata> {
  return legalPageMetadata(await requireActiveLocale((await params).locale), "privacy");
}

export default async function PrivacyPolicyPage({ params }: PageProps<"/[locale]/gizlilik-politikasi">) {
  await requireActiveLocale((await params).locale);
  return <LegalPage document="privacy" />;
}
