import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/site/LegalPage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/aydinlatma-metni">): Promise<Metadata> {
  return legalPageMetadata(await requireActiveLocale((await params).locale), "notice");
}

export default async function PrivacyNoticePage({ params }: PageProps<"/[locale]/aydinlatma-metni">) {
  await requireActiveLocale((await params).locale);
  return <LegalPage document="notice" />;
}
