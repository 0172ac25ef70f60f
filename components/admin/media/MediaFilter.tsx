import { getTranslations } from "next-intl/server";
import { isFiltered, LIST_STATUSES, MAX_SEARCH_LENGTH } from "@/lib/admin/list-query";
import type { MediaLibraryQuery } from "@/lib/media/queries";
import styles from "../ListFilter.module.css";

/**
 * Above the library's grid: a search (file name, or any language's alt text or caption) and the
 * type, as a plain GET form like every admin list's filter (the state stays a link): the type is
 * the list codec's status (lib/admin/list-query.ts), named as a type here.
 */
export async function MediaFilter({ action, query }: { action: string; query: MediaLibraryQuery }) {
  const t = await getTranslations("Admin.media.filter");
  const lists = await getTranslations("Admin.lists");
  return (
    <form role="search" method="get" action={action} className={styles.filter}>
      <label>
        <span>{lists("search")}</span>
        <input type="search" name="q" defaultValue={query.q} maxLength={MAX_SEARCH_LENGTH} />
      </label>
      <label>
        <span>{t("kind")}</span>
        <select name="status" defaultValue={query.status}>
          {LIST_STATUSES.mediaKind.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{lists("apply")}</button>
      {isFiltered(query) && <a href={action}>{lists("clear")}</a>}
    </form>
  );
}
