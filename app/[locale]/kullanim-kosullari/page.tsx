import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/site/LegalPage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/kullanim-kosullari">): Promise<Metadata> {
  return legalPageMetadata(await requireActiveLocale((await params).locale), "terms");
}

export default async function TermsOfUsePage({ params }: PageProps<"/[locale]/kullanim-kosullari">) {
  await requireActiveLocale((await params).locale);
  return <LegalPage document="terms" />;
}
