import { getTranslations } from "next-intl/server";
import { LIST_STATUSES, type PublicationQuery } from "@/lib/admin/list-query";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import type { CategoryChoice } from "@/lib/categories/queries";
import { ListFilter } from "../ListFilter";
import styles from "./TopicFilter.module.css";

/** Above the topic list: the lists' search and status filter plus the category, and "new topic". */
export async function TopicFilter({
  lang,
  languageCode,
  categories,
  categoryId,
  query,
}: {
  lang: AdminLocale;
  languageCode: string;
  categories: CategoryChoice[];
  categoryId?: number;
  query: PublicationQuery;
}) {
  const t = await getTranslations("Admin.contents");
  return (
    <div className={styles.bar}>
      <ListFilter
        action={adminHref(lang, "/contents")}
        keep={{ lang: languageCode }}
        chosen={{ category: categoryId ? String(categoryId) : undefined }}
        query={query}
        statuses={LIST_STATUSES.publication}
      >
        <label htmlFor="category-filter">
          <span>{t("filter")}</span>
          <select id="category-filter" name="category" defaultValue={categoryId ?? ""}>
            <option value="">{t("allCategories")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </select>
        </label>
      </ListFilter>
      <a
        href={`${adminHref(lang, "/contents/new")}?lang=${languageCode}${categoryId ? `&category=${categoryId}` : ""}`}
      >
        {t("new")}
      </a>
    </div>
  );
}
