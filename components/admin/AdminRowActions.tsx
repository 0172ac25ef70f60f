import { getTranslations } from "next-intl/server";
import type { DeleteState } from "@/lib/admin/forms";
import { adminHref, type AdminLocale, type RecordSection } from "@/lib/admin/paths";
import { DELETION_TARGET_FIELD } from "@/lib/redirects/deletion";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton";
import styles from "./AdminTable.module.css";

/** A published page's delete may leave a redirect from its address (lib/redirects/deletion.ts). */
async function redirectOffer(section: RecordSection) {
  if (section !== "categories" && section !== "contents") return null;
  const t = await getTranslations("Admin.redirects.deletion");
  return {
    input: { name: DELETION_TARGET_FIELD, label: t("label"), hint: t("hint") },
    errors: { redirectTargetInvalid: t("invalid"), redirectTargetLoop: t("loop") },
  };
}

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
  const offer = await redirectOffer(section);
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
          input={offer?.input}
          texts={{
            button: t("delete"),
            buttonLabel: t("deleteNamed", { title: row.title }),
            title: t("deleteTitle"),
            question,
            cancel: t("cancel"),
            confirm: t("confirmDelete"),
            errors: {
              ...deleteErrors,
              ...offer?.errors,
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
