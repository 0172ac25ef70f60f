import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import {
  DEFAULT_PAGE_SIZE,
  isFiltered,
  listHref,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  type ListQuery,
} from "@/lib/admin/list-query";
import styles from "./ListFilter.module.css";

/**
 * Above every admin list: search, status filter and page size, as a plain GET form (it works
 * without script; the list's state stays a link). `keep` carries the list's other parameters (the
 * content language); `children` adds a list's own fields (the topics' category), which `chosen`
 * names so that clearing the search and status keeps them.
 */
export async function ListFilter({
  action,
  keep,
  query,
  statuses,
  children,
  chosen = {},
}: {
  action: string;
  keep: Record<string, string | undefined>;
  query: ListQuery;
  statuses: readonly string[];
  children?: ReactNode;
  chosen?: Record<string, string | undefined>;
}) {
  const t = await getTranslations("Admin.lists");
  return (
    <form role="search" method="get" action={action} className={styles.filter}>
      {Object.entries(keep).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <label>
        <span>{t("search")}</span>
        <input type="search" name="q" defaultValue={query.q} maxLength={MAX_SEARCH_LENGTH} />
      </label>
      {children}
      <label>
        <span>{t("status")}</span>
        <select name="status" defaultValue={query.status}>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("size")}</span>
        <select name="size" defaultValue={query.size}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t("apply")}</button>
      {isFiltered(query) && (
        <a href={listHref(action, { q: "", status: "all", page: 1, size: DEFAULT_PAGE_SIZE }, { ...keep, ...chosen })}>
          {t("clear")}
        </a>
      )}
    </form>
  );
}
