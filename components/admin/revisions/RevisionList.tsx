import { getFormatter, getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { restoreRevisionAction } from "@/lib/revisions/actions";
import { NOT_COMPARED } from "@/lib/revisions/compare";
import { historyPage, revisionAnchor } from "@/lib/revisions/entities";
import type { RevisionView } from "@/lib/revisions/queries";
import { actorName, fieldLabel, kindLabel } from "./labels";
import styles from "./Revisions.module.css";

const COMPARE_FORM = "compare-revisions";

const shownFields = (revision: RevisionView) => revision.changedFields.filter((field) => !NOT_COMPARED.has(field));

/**
 * An item's revisions, newest first: what happened, who did it, when (the firm's time), which fields
 * changed; a pair chosen to compare, and each one's "Bu sürümü geri yükle" while the item exists.
 */
export async function RevisionList({
  lang,
  entity,
  id,
  revisions,
  version,
}: {
  lang: AdminLocale;
  entity: PublishedEntity;
  id: number;
  revisions: RevisionView[];
  /** The item's version (ms) the restore is made at; null once it is deleted. */
  version: number | null;
}) {
  const t = await getTranslations("Admin.revisions");
  const format = await getFormatter();
  const when = (revision: RevisionView) =>
    format.dateTime(revision.createdAt, { dateStyle: "medium", timeStyle: "short" });
  const restorable = revisions.filter((revision) => revision.kind !== "deleted");
  return (
    <>
      {revisions.length > 1 && (
        <form
          id={COMPARE_FORM}
          method="get"
          action={adminHref(lang, `${historyPage(entity, id)}/compare`)}
          className={styles.compare}
        >
          <p className={styles.hint}>{t("compareHint")}</p>
          <button type="submit">{t("compareButton")}</button>
        </form>
      )}
      <ol className={styles.revisions} aria-label={t("historyLink")}>
        {revisions.map((revision, index) => (
          <li
            key={revision.id}
            id={revisionAnchor(revision.id)}
            className={styles.revision}
            data-revision={revision.id}
          >
            <p className={styles.summary}>
              <strong>{kindLabel(t, revision)}</strong>{" "}
              <time dateTime={revision.createdAt.toISOString()}>{when(revision)}</time>
              <span className={styles.actor}>{actorName(revision.actor)}</span>
            </p>
            <p className={styles.fields}>
              <span className={styles.fieldsLabel}>{t("columns.fields")}:</span>{" "}
              {shownFields(revision).length
                ? shownFields(revision)
                    .map((field) => fieldLabel(t, field))
                    .join(", ")
                : t("noFieldChanged")}
            </p>
            {revisions.length > 1 && (
              <div className={styles.pick}>
                <label>
                  <input
                    type="radio"
                    name="from"
                    value={revision.id}
                    form={COMPARE_FORM}
                    defaultChecked={index === 1}
                  />{" "}
                  {t("compareFrom")}
                </label>
                <label>
                  <input type="radio" name="to" value={revision.id} form={COMPARE_FORM} defaultChecked={index === 0} />{" "}
                  {t("compareTo")}
                </label>
              </div>
            )}
            {version !== null && restorable.includes(revision) && (
              <form action={restoreRevisionAction} className={styles.restore}>
                <input type="hidden" name="adminLang" value={lang} />
                <input type="hidden" name="revisionId" value={revision.id} />
                <input type="hidden" name="id" value={id} />
                <input type="hidden" name="updatedAt" value={version} />
                <button type="submit" aria-label={t("restoreLabel", { when: when(revision) })}>
                  {t("restore")}
                </button>
              </form>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
