import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import styles from "./ContentViews.module.css";

export async function ExpertSupport() {
  const t = await getTranslations("ExpertSupport");
  return (
    <aside className={styles.support} aria-labelledby="expert-support-title">
      <h2 id="expert-support-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <Link href="/iletisim" className={styles.supportLink}>
        {t("cta")}
      </Link>
    </aside>
  );
}
