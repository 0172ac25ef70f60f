import type { Metadata } from "next";
import { fontVariables } from "@/lib/site/fonts";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthEndpoint } from "@/components/admin/AuthEndpoint";
import { isAdminLocale } from "@/lib/admin/paths";
import "../admin.css";

export async function generateMetadata({ params }: LayoutProps<"/admin-panel/[lang]">): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: isAdminLocale(lang) ? lang : "tr", namespace: "Admin" });
  // The admin is never indexed (robots.txt disallows it too).
  return { title: t("brand"), robots: { index: false, follow: false } };
}

/** The admin's own root layout: no public header, hero or footer. */
export default async function AdminLayout({ children, params }: LayoutProps<"/admin-panel/[lang]">) {
  const { lang } = await params;
  // The admin interface is translated into tr, en and de only; any other language is refused.
  if (!isAdminLocale(lang)) notFound();
  setRequestLocale(lang);
  return (
    <html lang={lang} className={fontVariables}>
      <body className="admin">
        <NextIntlClientProvider>
          <AuthEndpoint>{children}</AuthEndpoint>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
