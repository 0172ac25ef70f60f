import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import type { AdminCategoryRow } from "@/lib/categories/queries";
import { deleteCategoryAction } from "@/lib/categories/actions";
import { AdminRowActions } from "../AdminRowActions";
import { PublicationBadge } from "../PublicationBadge";
import { BulkPublishBar } from "../BulkPublish";
import { bulkFormId, SelectCell } from "../BulkSelect";
import { AdminTable, OrderCell, type TableReorder } from "../AdminTable";

export async function CategoryTable({
  lang,
  rows,
  reorder,
}: {
  lang: AdminLocale;
  rows: AdminCategoryRow[];
  reorder: TableReorder;
}) {
  const t = await getTranslations("Admin.categories");
  const bulk = await getTranslations("Admin.bulkPublish");
  const bulkForm = bulkFormId("category");
  return (
    <>
      {rows.length > 0 && <BulkPublishBar entity="category" adminLang={lang} />}
      <AdminTable
        columns={[t("order"), t("titleField"), t("slug"), t("status"), t("topicCount")]}
        actions={t("actions")}
        empty={rows.length === 0 ? t("empty") : null}
        reorder={reorder}
        items={rows.map((row) => ({ id: row.id, label: row.title }))}
        selection={bulk("column")}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <SelectCell form={bulkForm} id={row.id} label={bulk("selectRow", { name: row.title })} />
            <OrderCell reorder={reorder} row={row} />
            <th scope="row">{row.title}</th>
            <td>
              <code>{row.slug}</code>
            </td>
            <td>
              <PublicationBadge state={row.state} />
            </td>
            <td>{row.topicCount}</td>
            <AdminRowActions
              lang={lang}
              section="categories"
              row={row}
              deleteAction={deleteCategoryAction}
              question={t("deleteConfirm", { title: row.title, count: row.topicCount })}
            />
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
