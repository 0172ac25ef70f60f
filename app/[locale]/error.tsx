"use client";

import buttons from "@/components/site/Button.module.css";
import { useTranslations } from "@/lib/i18n/client-texts";
import { Link } from "@/lib/i18n/site-navigation";
import { paths } from "@/lib/site/paths";

/** The error screen (reload or go home), for any failure inside a public page. */
export default function ErrorScreen() {
  const t = useTranslations("Error");
  return (
    <div className="container status-page" role="alert">
      <h1>{t("title")}</h1>
      <p>{t("message")}</p>
      <div className="status-actions">
        <button type="button" className={buttons.brand} onClick={() => window.location.reload()}>
          {t("reload")}
        </button>
        <Link href={paths.home} className={buttons.quiet}>
          {t("home")}
        </Link>
      </div>
    </div>
  );
}
