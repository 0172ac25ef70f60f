import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import { deleteTopicAction } from "@/lib/topics/actions";
import type { AdminTopicRow } from "@/lib/topics/queries";
import { listedKeywords } from "@/lib/text/keywords";
import { AdminRowActions } from "../AdminRowActions";
import { PublicationBadge } from "../PublicationBadge";
import { BulkPublishBar } from "../BulkPublish";
import { bulkFormId, SelectCell } from "../BulkSelect";
import { AdminTable, OrderCell, type TableReorder } from "../AdminTable";

/** Topics by category, then by their order within it (the order the category's page lists them in). */
export async function TopicTable({
  lang,
  rows,
  reorder,
}: {
  lang: AdminLocale;
  rows: AdminTopicRow[];
  reorder: TableReorder;
}) {
  const t = await getTranslations("Admin.contents");
  const bulk = await getTranslations("Admin.bulkPublish");
  const bulkForm = bulkFormId("topic");
  return (
    <>
      {rows.length > 0 && <BulkPublishBar entity="topic" adminLang={lang} />}
      <AdminTable
        columns={[t("order"), t("titleField"), t("category"), t("excerpt"), t("keywords"), t("status")]}
        actions={t("actions")}
        empty={rows.length === 0 ? t("empty") : null}
        reorder={reorder}
        items={rows.map((row) => ({ id: row.id, label: row.title }))}
        selection={bulk("column")}
      >
        {rows.map((row) => {
          const { shown, more } = listedKeywords(row.keywords);
          return (
            <tr key={row.id}>
              <SelectCell form={bulkForm} id={row.id} label={bulk("selectRow", { name: row.title })} />
              <OrderCell reorder={reorder} row={row} />
              <th scope="row">{row.title}</th>
              <td>{row.categoryTitle}</td>
              <td>{row.excerpt}</td>
              <td>
                {shown.join(", ")}
                {more > 0 && ` ${t("moreKeywords", { count: more })}`}
              </td>
              <td>
                <PublicationBadge state={row.state} />
              </td>
              <AdminRowActions
                lang={lang}
                section="contents"
                row={row}
                deleteAction={deleteTopicAction}
                question={t("deleteConfirm", { title: row.title })}
              />
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}
