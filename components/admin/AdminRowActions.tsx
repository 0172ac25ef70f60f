import { getTranslations } from "next-intl/server";
import type { DeleteState } from "@/lib/admin/forms";
import { adminHref, type AdminLocale, type RecordSection } from "@/lib/admin/paths";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton";
import styles from "./AdminTable.module.css";

/** A list row's edit link and its delete button with confirmation, named after the row for screen readers. */
export async function AdminRowActions({
  lang,
  section,
  row,
  deleteAction,
  question,
  undeletable,
  deleteErrors,
}: {
  lang: AdminLocale;
  section: RecordSection;
  row: { id: number; title: string };
  deleteAction: (state: DeleteState, formData: FormData) => Promise<DeleteState>;
  /** What the confirmation dialog asks, e.g. how many topics go with a category. */
  question: string;
  /** Refusals of this entity's delete beyond the common ones, code → message. */
  deleteErrors?: Record<string, string>;
  /** Why this row cannot be deleted (the button is then disabled and says so). */
  undeletable?: string;
}) {
  const t = await getTranslations(`Admin.${section}`);
  return (
    <td>
      <div className={styles.rowActions}>
        <a href={adminHref(lang, `/${section}/${row.id}`)} aria-label={t("editNamed", { title: row.title })}>
          {t("edit")}
        </a>
        <ConfirmDeleteButton
          action={deleteAction}
          fields={{ id: row.id, adminLang: lang }}
          disabledReason={undeletable}
          texts={{
            button: t("delete"),
            buttonLabel: t("deleteNamed", { title: row.title }),
            title: t("deleteTitle"),
            question,
            cancel: t("cancel"),
            confirm: t("confirmDelete"),
            errors: {
              ...deleteErrors,
              deleteFailed: t("errors.deleteFailed"),
              notFound: t("errors.notFound"),
              unauthorized: t("errors.unauthorized"),
            },
          }}
        />
      </div>
    </td>
  );
}
