import type { Metadata } from "next";
import { fontVariables } from "@/lib/site/fonts";
import { notFound } from "next/navigation";
import { ClientTexts } from "@/lib/i18n/client-texts";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { clientMessages, SITE_CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";
import { Hero } from "@/components/site/Hero";
import { LiveUpdates } from "@/components/site/LiveUpdates";
import { MaintenanceBanner } from "@/components/site/MaintenanceBanner";
import { PageTrail } from "@/components/site/PageTrail";
import { PreviewBanner } from "@/components/site/PreviewBanner";
import { SiteFooter } from "@/components/site/SiteFooter";
import { SiteHeader } from "@/components/site/SiteHeader";
import { withoutIsolates } from "@/lib/i18n/isolate-stand-ins";
import { textDirection } from "@/lib/i18n/language-traits";
import { isLocale } from "@/lib/i18n/routing";
import { getActiveLanguages } from "@/lib/languages/queries";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { siteUrl } from "@/lib/site/url";
import "../globals.css";

// Pages are rendered on their first visit and then served from Next's cache (revalidated by tag
// when data changes), so the build itself needs no database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const messages = await getTranslations({ locale, namespace: "Site" });
  const t = (key: "name" | "tagline" | "description") => withoutIsolates(messages(key));
  return {
    metadataBase: siteUrl(),
    title: { default: `${t("name")} | ${t("tagline")}`, template: `%s | ${t("name")}` },
    description: t("description"),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [languages, firm] = await Promise.all([getActiveLanguages(), getFirmFacts(locale)]);
  return (
    <html lang={locale} dir={textDirection(locale)} className={fontVariables}>
      <body>
        <ClientTexts locale={locale} messages={clientMessages(await getMessages(), SITE_CLIENT_NAMESPACES)}>
          <PageTrail />
          <MaintenanceBanner />
          <PreviewBanner />
          <SiteHeader languages={languages} phone={firm.phones[0]} />
          <Hero />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <LiveUpdates lang={locale} />
        </ClientTexts>
      </body>
    </html>
  );
}
