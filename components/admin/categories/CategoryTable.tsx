import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import type { AdminCategoryRow } from "@/lib/categories/queries";
import { deleteCategoryAction } from "@/lib/categories/actions";
import { AdminRowActions, StatusBadge } from "../AdminRowActions";
import { AdminTable } from "../AdminTable";

export async function CategoryTable({ lang, rows }: { lang: AdminLocale; rows: AdminCategoryRow[] }) {
  const t = await getTranslations("Admin.categories");
  return (
    <AdminTable columns={[t("order"), t("titleField"), t("slug"), t("status"), t("topicCount")]} actions={t("actions")} empty={rows.length === 0 ? t("empty") : null}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{row.order}</td>
          <th scope="row">{row.title}</th>
          <td>
            <code>{row.slug}</code>
          </td>
          <td>
            <StatusBadge section="categories" isActive={row.isActive} />
          </td>
          <td>{row.topicCount}</td>
          <AdminRowActions lang={lang} section="categories" row={row} deleteAction={deleteCategoryAction} question={t("deleteConfirm", { title: row.title, count: row.topicCount })} />
        </tr>
      ))}
    </AdminTable>
  );
}
