import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import styles from "./ContentViews.module.css";
import { paths } from "@/lib/site/paths";

export async function ExpertSupport() {
  const t = await getTranslations("ExpertSupport");
  return (
    <aside className={styles.support} aria-labelledby="expert-support-title">
      <h2 id="expert-support-title">{t("title")}</h2>
      <p>{t("text")}</p>
      <Link href={paths.contact} className={styles.supportLink}>
        {t("cta")}
      </Link>
    </aside>
  );
}
