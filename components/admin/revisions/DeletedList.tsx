import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import { undoDeletionAction } from "@/lib/revisions/actions";
import type { RevisionView } from "@/lib/revisions/queries";
import { actorName, itemTitle } from "./labels";
import styles from "./Revisions.module.css";

/** The items deleted lately, each with who deleted it, when, and "Geri al". */
export async function DeletedList({ lang, items }: { lang: AdminLocale; items: RevisionView[] }) {
  const t = await getTranslations("Admin.revisions");
  const format = await getFormatter();
  return (
    <ul className={styles.revisions}>
      {items.map((item) => {
        const title = itemTitle(item.data);
        const topics = item.entity === "category" ? ((item.data.topics as unknown[] | undefined)?.length ?? 0) : null;
        return (
          <li key={item.id} className={styles.revision} data-revision={item.id}>
            <p className={styles.summary}>
              <strong>{title}</strong> <span className={styles.badge}>{t(`entities.${item.entity}`)}</span>{" "}
              <span className={styles.badge}>{item.languageCode.toUpperCase()}</span>
              {topics !== null && <span className={styles.caption}>{t("deleted.withTopics", { count: topics })}</span>}
            </p>
            <p className={styles.fields}>
              <span className={styles.fieldsLabel}>{t("deleted.when")}:</span>{" "}
              <time dateTime={item.createdAt.toISOString()}>
                {format.dateTime(item.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              </time>
              {" · "}
              <span className={styles.fieldsLabel}>{t("deleted.who")}:</span> {actorName(item.actor)}
            </p>
            <form action={undoDeletionAction} className={styles.restore}>
              <input type="hidden" name="adminLang" value={lang} />
              <input type="hidden" name="revisionId" value={item.id} />
              <button type="submit" aria-label={t("deleted.undoLabel", { title })}>
                {t("deleted.undo")}
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
