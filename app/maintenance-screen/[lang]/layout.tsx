import type { Metadata } from "next";
import { fontVariables } from "@/lib/site/fonts";
import { notFound } from "next/navigation";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { clientMessages, SITE_CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";
import { ClientTexts } from "@/lib/i18n/client-texts";
import { LiveUpdates } from "@/components/site/LiveUpdates";
import { textDirection } from "@/lib/i18n/language-traits";
import { isLocale } from "@/lib/i18n/routing";
import "../../globals.css";

export async function generateMetadata({ params }: LayoutProps<"/maintenance-screen/[lang]">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: isLocale(lang) ? lang : "tr", namespace: "Site" });
  // The real pages keep their place in search results (the 503 says so too).
  return { title: t("name"), robots: { index: false, follow: false } };
}

/** The maintenance screen's own root layout: a full page, none of the site's header or menu. */
export default async function MaintenanceLayout({ children, params }: LayoutProps<"/maintenance-screen/[lang]">) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  return (
    <html lang={lang} dir={textDirection(lang)} className={fontVariables}>
      <body>
        <ClientTexts locale={lang} messages={clientMessages(await getMessages(), SITE_CLIENT_NAMESPACES)}>
          {children}
          {/* Back to the page the visitor asked for when maintenance ends. */}
          <LiveUpdates lang={lang} />
        </ClientTexts>
      </body>
    </html>
  );
}
