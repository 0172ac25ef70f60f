import { getTranslations } from "next-intl/server";
import { parseId } from "@/lib/admin/forms";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import styles from "./Coverage.module.css";

/**
 * On the edit form the coverage view lands on (?created=1): the version was copied and is inactive
 * until reviewed; a topic's category version made along (?category=id) needs reviewing too.
 */
export async function CreatedVersionNotice({ lang, query }: { lang: AdminLocale; query: Record<string, string | string[] | undefined> }) {
  if (query.created !== "1") return null;
  const t = await getTranslations("Admin.coverage");
  const categoryId = parseId(query.category);
  return (
    <div role="status" className={styles.notice}>
      <p>{t("created")}</p>
      {categoryId && (
        <p>
          {t("categoryCreated")} <a href={adminHref(lang, `/categories/${categoryId}`)}>{t("reviewCategory")}</a>
        </p>
      )}
      <p>
        <a href={adminHref(lang, "/coverage")}>{t("back")}</a>
      </p>
    </div>
  );
}
