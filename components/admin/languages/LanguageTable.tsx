import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import { deleteLanguageAction, makeDefaultLanguageAction, toggleLanguageAction } from "@/lib/languages/actions";
import type { AdminLanguageRow } from "@/lib/languages/queries";
import { Flag } from "../../shared/Flag";
import { AdminRowActions } from "../AdminRowActions";
import { AdminTable, OrderCell, type TableReorder } from "../AdminTable";
import { ConfirmButton } from "../ConfirmButton";
import { RowActionButton } from "../RowActionButton";
import styles from "../AdminTable.module.css";

/** The languages by order: flag with its code, names, default, status (a toggle), actions. */
export async function LanguageTable({
  lang,
  rows,
  reorder,
}: {
  lang: AdminLocale;
  rows: AdminLanguageRow[];
  reorder: TableReorder;
}) {
  const t = await getTranslations("Admin.languages");
  return (
    <AdminTable
      columns={[t("order"), t("flag"), t("name"), t("nativeName"), t("default"), t("status")]}
      actions={t("actions")}
      empty={rows.length === 0 ? t("empty") : null}
      reorder={reorder}
      items={rows.map((row) => ({ id: row.id, label: row.name }))}
    >
      {rows.map((row) => {
        const fields = { id: row.id, adminLang: lang };
        const status = row.isActive ? t("active") : t("inactive");
        return (
          <tr key={row.id}>
            <OrderCell reorder={reorder} row={row} />
            <td>
              {/* The code beside the flag: a language whose flag has no image shows none. */}
              <Flag flag={row.flag} /> <code>{row.code}</code>
            </td>
            <th scope="row">
              {row.name}
              {!row.servedPublicly && <span className={styles.note}>{t("notServed")}</span>}
            </th>
            <td lang={row.code}>{row.nativeName}</td>
            <td>
              {row.isDefault ? (
                <span className={styles.defaultBadge}>{t("default")}</span>
              ) : (
                // The whole public site follows the default: it asks first, saying what visitors get.
                <ConfirmButton
                  action={makeDefaultLanguageAction}
                  fields={fields}
                  tone="primary"
                  texts={{
                    button: t("makeDefault"),
                    buttonLabel: t("makeDefaultNamed", { name: row.name }),
                    title: t("makeDefaultTitle", { name: row.name }),
                    question: t("makeDefaultQuestion", { name: row.name }),
                    cancel: t("cancel"),
                    confirm: t("makeDefault"),
                    errors: {
                      failed: t("errors.defaultFailed"),
                      notFound: t("errors.notFound"),
                      unauthorized: t("errors.unauthorized"),
                    },
                  }}
                />
              )}
            </td>
            <td>
              <RowActionButton
                action={toggleLanguageAction}
                fields={fields}
                label={t("toggleNamed", { name: row.name, status })}
                className={row.isActive ? styles.active : styles.inactive}
                errors={{
                  failed: t("errors.toggleFailed"),
                  defaultMustBeActive: t("errors.defaultMustBeActive"),
                  notFound: t("errors.notFound"),
                  unauthorized: t("errors.unauthorized"),
                }}
              >
                {status}
              </RowActionButton>
            </td>
            <AdminRowActions
              lang={lang}
              section="languages"
              row={{ id: row.id, title: row.name }}
              deleteAction={deleteLanguageAction}
              question={t("deleteConfirm", {
                name: row.name,
                categories: row.counts.categories,
                topics: row.counts.topics,
                team: row.counts.teamMembers,
                translations: row.counts.translations,
              })}
              undeletable={row.isDefault ? t("defaultNotDeletable") : undefined}
              deleteErrors={{ defaultLanguage: t("errors.defaultLanguage") }}
            />
          </tr>
        );
      })}
    </AdminTable>
  );
}
