import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import buttons from "@/components/site/Button.module.css";
import { Link } from "@/lib/i18n/site-navigation";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";

/**
 * A 404 is titled as what it is ("Sayfa bulunamadı | Bursa Patent", through the layout's template),
 * never with the home page's title. Next reads this for every notFound() under the language, an
 * unknown category, topic or deeper path included, and marks each such answer noindex itself (a
 * robots entry here would write a second robots tag).
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, namespace: "NotFound" });
  return { title: t("title") };
}

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <div className="container status-page">
      <p className="status-code">404</p>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <Link href={paths.home} className={buttons.brand}>
        {t("home")}
      </Link>
    </div>
  );
}
