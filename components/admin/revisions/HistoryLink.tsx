import { getLocale, getTranslations } from "next-intl/server";
import { adminHref, isAdminLocale } from "@/lib/admin/paths";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { historyPage } from "@/lib/revisions/entities";
import styles from "./Revisions.module.css";

/** "Geçmiş" on a category's, topic's or team member's form: its saved versions. */
export async function HistoryLink({ entity, id }: { entity: PublishedEntity; id: number }) {
  const locale = await getLocale();
  const t = await getTranslations("Admin.revisions");
  return (
    <p className={styles.historyLink}>
      <a href={adminHref(isAdminLocale(locale) ? locale : "tr", historyPage(entity, id))} title={t("historyLinkLabel")}>
        {t("historyLink")}
      </a>
    </p>
  );
}
