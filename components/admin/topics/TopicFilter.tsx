import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import type { CategoryChoice } from "@/lib/categories/queries";
import styles from "./TopicFilter.module.css";

/** Above the topic list: filter by category (a plain GET form, so it works without script) and "new topic". */
export async function TopicFilter({ lang, languageCode, categories, categoryId }: { lang: AdminLocale; languageCode: string; categories: CategoryChoice[]; categoryId?: number }) {
  const t = await getTranslations("Admin.contents");
  return (
    <div className={styles.bar}>
      <form method="get" action={adminHref(lang, "/contents")} className={styles.filter}>
        <input type="hidden" name="lang" value={languageCode} />
        <label htmlFor="category-filter">{t("filter")}</label>
        <select id="category-filter" name="category" defaultValue={categoryId ?? ""}>
          <option value="">{t("allCategories")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
        <button type="submit">{t("applyFilter")}</button>
      </form>
      <a href={`${adminHref(lang, "/contents/new")}?lang=${languageCode}${categoryId ? `&category=${categoryId}` : ""}`}>{t("new")}</a>
    </div>
  );
}
