import { getFormatter, getTranslations } from "next-intl/server";
import type { FieldComparison, WordChange } from "@/lib/revisions/compare";
import type { RevisionView } from "@/lib/revisions/queries";
import { actorName, fieldLabel, kindLabel } from "./labels";
import styles from "./Revisions.module.css";

/**
 * Two revisions side by side, field by field: the older text with what the newer one removed
 * (`del`), the newer text with what it added (`ins`).
 */
export async function CompareView({
  older,
  newer,
  fields,
}: {
  older: RevisionView;
  newer: RevisionView;
  fields: FieldComparison[];
}) {
  const t = await getTranslations("Admin.revisions");
  const format = await getFormatter();
  const describe = (revision: RevisionView) =>
    t("revisionOf", {
      kind: kindLabel(t, revision),
      when: format.dateTime(revision.createdAt, { dateStyle: "medium", timeStyle: "short" }),
      who: actorName(revision.actor),
    });
  if (fields.length === 0) return <p>{t("sameFields")}</p>;
  return (
    <div className={styles.comparison}>
      {fields.map(({ field, changes }) => (
        <section key={field} className={styles.field} aria-labelledby={`field-${field}`}>
          <h2 id={`field-${field}`}>{fieldLabel(t, field)}</h2>
          <div className={styles.sides}>
            <Side
              heading={t("older")}
              caption={describe(older)}
              changes={changes}
              shows="removed"
              empty={t("emptyValue")}
            />
            <Side
              heading={t("newer")}
              caption={describe(newer)}
              changes={changes}
              shows="added"
              empty={t("emptyValue")}
            />
          </div>
        </section>
      ))}
    </div>
  );
}

function Side({
  heading,
  caption,
  changes,
  shows,
  empty,
}: {
  heading: string;
  caption: string;
  changes: WordChange[];
  shows: "removed" | "added";
  empty: string;
}) {
  const parts = changes.filter((part) => part.change === "same" || part.change === shows);
  return (
    <div className={styles.side} data-side={shows === "removed" ? "older" : "newer"}>
      <h3>
        {heading} <span className={styles.caption}>{caption}</span>
      </h3>
      <p className={styles.text}>
        {parts.length === 0 || parts.every((part) => part.text === "") ? (
          <span className={styles.caption}>{empty}</span>
        ) : (
          parts.map((part, index) => {
            // The parts of one comparison never reorder: their position is their identity.
            const key = `${index}`;
            if (part.change === "removed") return <del key={key}>{part.text}</del>;
            if (part.change === "added") return <ins key={key}>{part.text}</ins>;
            return <span key={key}>{part.text}</span>;
          })
        )}
      </p>
    </div>
  );
}
